import { Alert, Box, Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of the sign-in, registration and password pages: a title, an optional intro, a form-level message. */
export const AccountCard = ({ title, intro, error, children, maxWidth = 'sm' }: { title: string; intro?: string; error?: string; children: ReactNode; maxWidth?: 'xs' | 'sm' | 'md' }) => (
  <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 6 } }}>
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <Box>{children}</Box>
      </CardContent>
    </Card>
  </Container>
);
