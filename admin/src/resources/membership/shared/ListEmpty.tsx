import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What an empty VIP list means: nothing matches the filters (`<messages>.filtered`), or nothing exists yet
 * (`<messages>.none`). `messages` is a catalog prefix such as `resources.vip-orders.empty`.
 */
export const ListEmpty = ({ messages }: { messages: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const isFiltered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.every((item) => !item)));
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {translate(`${messages}.${isFiltered ? 'filtered' : 'none'}`)}
    </Typography>
  );
};
