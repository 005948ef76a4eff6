import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value of a job's detail; an empty value shows a dash. */
export const JobField = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children === null || children === undefined || children === '' ? '—' : children}
    </Typography>
  </Box>
);

/** The grid the detail's fields sit in: one column on phones, three on wide screens. */
export const jobFieldGrid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: 2 } as const;
