import { Box, Typography } from '@mui/material';

/** One figure of a dashboard card: the number large, what it counts under it; named as a whole for screen readers. */
export const StatFigure = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="h4" component="p" aria-label={`${label} ${value}`}>
      {value}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);
