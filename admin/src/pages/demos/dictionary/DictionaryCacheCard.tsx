import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { dateLocales } from '../../../theme/locales';
import type { CacheProbe } from './useCacheProbe';

/** What the shared cache holds, whether the last read hit it, and the button that empties it. */
export const DictionaryCacheCard = ({ probe }: { probe: CacheProbe }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // the load the invalidation was asked at: a higher one afterwards proves the refetch
  const [invalidatedAt, setInvalidatedAt] = useState<number>();
  const time = probe.loadedAt ? new Intl.DateTimeFormat(dateLocales[locale as keyof typeof dateLocales], { timeStyle: 'medium' }).format(probe.loadedAt) : '';
  const isRefetched = invalidatedAt !== undefined && probe.loads > invalidatedAt;
  return (
    <Card variant="outlined" component="section" aria-label={translate('demoBasics.dictionary.cache')}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="subtitle1" component="h2">
          {translate('demoBasics.dictionary.cache')}
        </Typography>
        <Typography variant="body2" role="status">
          {probe.isLoading || probe.loads === 0
            ? translate('demoBasics.dictionary.cacheLoading')
            : translate('demoBasics.dictionary.cacheFilled', { load: probe.loads, time, count: probe.items.length })}
        </Typography>
        {isRefetched && !probe.isLoading ? <Alert severity="success">{translate('demoBasics.dictionary.refetched', { load: probe.loads })}</Alert> : null}
        {!isRefetched && probe.isCacheHit && !probe.isLoading ? (
          <Typography variant="caption" color="text.secondary">
            {translate('demoBasics.dictionary.cacheReused')}
          </Typography>
        ) : null}
        {probe.error ? <Alert severity="error">{translate('demoBasics.dictionary.loadFailed', { message: String((probe.error as Error).message ?? probe.error) })}</Alert> : null}
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          disabled={probe.isLoading}
          onClick={() => {
            setInvalidatedAt(probe.loads);
            probe.invalidate();
          }}
        >
          {translate('demoBasics.dictionary.invalidate')}
        </Button>
      </CardContent>
    </Card>
  );
};
