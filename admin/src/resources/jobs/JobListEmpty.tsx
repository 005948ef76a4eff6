import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** What an empty job list means: nothing matches the filters, or no publisher has posted yet. */
export const JobListEmpty = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const isFiltered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== null && value !== '');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {translate(isFiltered ? 'resources.jobs.empty.filtered' : 'resources.jobs.empty.none')}
    </Typography>
  );
};
