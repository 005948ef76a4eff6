import { Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { EmptySection } from '../home/EmptySection';

interface SearchPageLayoutProps {
  title: string;
  searchLabel: string;
  resultsTitle: string;
  soonMessage: string;
  icon: ReactNode;
}

/** The search pages' frame: a keyword box kept in `?keywords=`, and an honest note until listings exist. */
export const SearchPageLayout = ({ title, searchLabel, resultsTitle, soonMessage, icon }: SearchPageLayoutProps) => {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const current = params.get('keywords') ?? '';
  const [keywords, setKeywords] = useState(current);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <Paper
        component="form"
        role="search"
        variant="outlined"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(keywords.trim() ? { keywords: keywords.trim() } : {});
        }}
        sx={{ p: 2, mb: 4 }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField value={keywords} onChange={(event) => setKeywords(event.target.value)} label={searchLabel} fullWidth size="small" />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ whiteSpace: 'nowrap', px: 3 }}>
            {t('portal.home.searchButton')}
          </Button>
        </Stack>
      </Paper>
      <EmptySection title={current ? t('portal.search.resultsFor', { keywords: current }) : resultsTitle} message={soonMessage} icon={icon} />
    </Container>
  );
};
