import { Chip } from '@mui/material';

const colours: Record<string, 'success' | 'primary' | 'warning' | 'error' | 'info'> = { GET: 'success', POST: 'primary', PUT: 'warning', PATCH: 'info', DELETE: 'error' };

/** An HTTP method in its usual colour. */
export const MethodChip = ({ method }: { method: string }) => (
  <Chip size="small" label={method} color={colours[method] ?? 'default'} variant="outlined" sx={{ fontFamily: 'monospace', minWidth: 64 }} />
);
