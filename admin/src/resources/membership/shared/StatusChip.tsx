import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export type ChipColour = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/**
 * A VIP state as a small chip named by the domain texts (`<messages>.<status>`); states that wait for someone are
 * outlined, settled ones filled.
 */
export const StatusChip = ({ messages, status, colours, waiting = [] }: { messages: string; status: string; colours: Record<string, ChipColour>; waiting?: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={waiting.includes(status) ? 'outlined' : 'filled'}
      color={colours[status] ?? 'default'}
      label={translate(`${messages}.${status}`, { _: status })}
    />
  );
};
