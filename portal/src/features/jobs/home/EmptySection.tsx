import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A section whose listings do not exist yet: it says so plainly instead of showing made-up entries. */
export const EmptySection = ({ title, message, icon, headingLevel = 'h2' }: { title: string; message: string; icon?: ReactNode; headingLevel?: 'h2' | 'h3' }) => (
  <section aria-label={title}>
    <Typography variant="h5" component={headingLevel} sx={{ fontWeight: 700, mb: 2 }}>
      {title}
    </Typography>
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>}
      <Typography>{message}</Typography>
    </Paper>
  </section>
);
