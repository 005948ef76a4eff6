import { Button, Grid, Paper, Stack, TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { SearchIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';

/** A search form (role search): what is typed searches on Enter or the button, through `onSubmit`. */
export const SearchForm = ({ onSubmit, marginBottom = 4, children }: { onSubmit: () => void; marginBottom?: number; children: ReactNode }) => (
  <Paper
    component="form"
    role="search"
    variant="outlined"
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
    sx={{ p: 2, mb: marginBottom }}
  >
    {children}
  </Paper>
);

/** The keywords box and the search button, side by side (stacked on a phone). */
export const KeywordsRow = ({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) => {
  const { t } = useI18n();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 3 }}>
      <TextField value={value} onChange={(event) => onChange(event.target.value)} label={label} type="search" fullWidth size="small" />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ whiteSpace: 'nowrap', px: 3 }}>
        {t('portal.home.searchButton')}
      </Button>
    </Stack>
  );
};

/**
 * The filters of a search as one fieldset; on a phone they fold under one button that counts the active ones, so the
 * results are on the first screen.
 */
export const CollapsibleFilters = ({ id, activeCount, children }: { id: string; activeCount: number; children: ReactNode }) => {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen(!isOpen)}
        sx={{ display: { sm: 'none' }, mb: isOpen ? 2 : 0 }}
      >
        {activeCount > 0 ? t('portal.search.filtersActive', { count: activeCount }) : t('portal.search.filters')}
      </Button>
      <Grid
        id={id}
        container
        spacing={2}
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: { xs: isOpen ? 'flex' : 'none', sm: 'flex' } }}
        aria-label={t('portal.search.filters')}
      >
        {children}
      </Grid>
    </>
  );
};
