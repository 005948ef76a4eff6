import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The search pages' frame: the heading (the same whatever is searched, so the page is always found by it), a line naming the words searched, then the form and its results. */
export const SearchPageLayout = ({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) => (
  <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: subtitle ? 1 : 3 }}>
      {title}
    </Typography>
    {subtitle && (
      <Typography color="text.secondary" sx={{ mb: 3, wordBreak: 'break-word' }}>
        {subtitle}
      </Typography>
    )}
    {children}
  </Container>
);
