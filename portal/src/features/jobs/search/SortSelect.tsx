import { TextField } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { type JobSort, jobSorts } from './jobSearchParams';

/** Newest first or highest salary first. */
export const SortSelect = ({ value, onChange }: { value: JobSort; onChange: (sort: JobSort) => void }) => {
  const { t } = useI18n();
  return (
    <TextField
      select
      size="small"
      label={t('portal.search.sort')}
      value={value}
      onChange={(event) => onChange(event.target.value as JobSort)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      {jobSorts.map((sort) => (
        <option key={sort} value={sort}>
          {t(`portal.search.sorts.${sort}`)}
        </option>
      ))}
    </TextField>
  );
};
