import { Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The search pages' frame: the heading, then the search form and its results. */
export const SearchPageLayout = ({ title, children }: { title: string; children: ReactNode }) => (
  <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
      {title}
    </Typography>
    {children}
  </Container>
);
