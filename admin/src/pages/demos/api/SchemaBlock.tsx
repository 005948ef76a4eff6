import { Box, Typography } from '@mui/material';
import { useId } from 'react';

/** A titled JSON block: a schema or an answer, as the api wrote it. */
export const SchemaBlock = ({ title, value }: { title: string; value: unknown }) => {
  const titleId = useId();
  return (
    <Box>
      <Typography id={titleId} variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        aria-labelledby={titleId}
        sx={{ m: 0, p: 1, maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.75rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
};
