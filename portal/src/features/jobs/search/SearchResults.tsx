import type { Page } from '@jobmarket/contracts';
import { Alert, Box, Grid, type GridSize, LinearProgress, Pagination, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/I18nContext';

interface SearchResultsProps<T> {
  results: UseQueryResult<Page<T>>;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  /** "12 jobs found", worded for the count. */
  countText: (total: number) => string;
  emptyMessage: string;
  emptyIcon: ReactNode;
  /** A control beside the count (the sort). */
  toolbar?: ReactNode;
  pagesLabel: string;
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => number | string;
  /** Each card's width per breakpoint (two columns on wide screens unless said otherwise). */
  itemSize?: { xs: GridSize; sm?: GridSize; md?: GridSize };
}

const placeholders = [1, 2, 3, 4];

/**
 * A search's answer: the count, a bar while a new page is on its way (the previous one stays readable), the cards,
 * pages, and plain words when nothing matches or the search failed.
 */
export function SearchResults<T>({ results, pageNum, pageSize, onPage, countText, emptyMessage, emptyIcon, toolbar, pagesLabel, renderItem, keyOf, itemSize = { xs: 12, md: 6 } }: SearchResultsProps<T>) {
  const { t } = useI18n();
  const page = results.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;
  return (
    <Box component="section" aria-busy={results.isFetching} aria-label={page ? countText(page.total) : t('portal.common.loading')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h6" component="h2" aria-live="polite">
          {page ? countText(page.total) : results.isError ? '' : t('portal.common.loading')}
        </Typography>
        {toolbar}
      </Stack>
      <Box sx={{ height: 4, mb: 2 }}>{results.isFetching && <LinearProgress aria-label={t('portal.common.loading')} />}</Box>
      {results.isError && <Alert severity="error">{results.error.message}</Alert>}
      {results.isPending && (
        <Grid container spacing={2}>
          {placeholders.map((n) => (
            <Grid key={n} size={itemSize}>
              <Skeleton variant="rounded" height={180} />
            </Grid>
          ))}
        </Grid>
      )}
      {page && page.list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <Box sx={{ mb: 1, '& svg': { fontSize: 40 } }}>{emptyIcon}</Box>
          <Typography>{emptyMessage}</Typography>
        </Paper>
      )}
      {page && page.list.length > 0 && (
        <Grid container spacing={2} sx={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {page.list.map((item) => (
            <Grid key={keyOf(item)} size={itemSize}>
              {renderItem(item)}
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Pagination
          aria-label={pagesLabel}
          count={pages}
          page={Math.min(pageNum, pages)}
          onChange={(_, next) => onPage(next)}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}
