import { Alert, Box, Card, CardContent, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { DemoPage } from '../DemoPage';
import { DictionaryCacheCard } from './DictionaryCacheCard';
import { DictionaryControls } from './DictionaryControls';
import { useCacheProbe } from './useCacheProbe';

interface DictRecord {
  id: number | string;
  name: string;
  dictCode: string;
}

/** demo/dictionary/index: select, radio buttons and tags from one dictionary through the shared cache, and its invalidation. */
export const DictionaryDemoPage = () => {
  const translate = useTranslate();
  const { data: dictionaries, isPending, error } = useGetList<DictRecord>('dict', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const [dictCode, setDictCode] = useState<string>();
  const anchorCode = dictionaries?.[0]?.dictCode;
  useEffect(() => {
    if (!dictCode && anchorCode) setDictCode(anchorCode);
  }, [dictCode, anchorCode]);
  const probe = useCacheProbe(dictCode, anchorCode);

  return (
    <DemoPage
      fallbackTitle="menus.demo.dictionary"
      intro="demoBasics.dictionary.intro"
      source={['admin/src/pages/demos/dictionary/DictionaryDemoPage.tsx', 'admin/src/providers/dictionaries.ts']}
    >
      {isPending ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate('demoBasics.dictionary.loadFailed', { message: translate((error as Error).message, { _: (error as Error).message }) })}</Alert> : null}
      {dictionaries && dictionaries.length === 0 ? <Alert severity="info">{translate('demoBasics.dictionary.noDictionaries')}</Alert> : null}
      {dictionaries && dictionaries.length > 0 && dictCode ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <TextField select size="small" label={translate('demoBasics.dictionary.code')} value={dictCode} onChange={(event) => setDictCode(event.target.value)} sx={{ maxWidth: 360 }}>
                {dictionaries.map((dictionary) => (
                  <MenuItem key={dictionary.dictCode} value={dictionary.dictCode}>
                    {`${dictionary.name} (${dictionary.dictCode})`}
                  </MenuItem>
                ))}
              </TextField>
              {probe.items.length === 0 && !probe.isLoading ? (
                <Typography variant="body2">{translate('demoBasics.dictionary.noItems')}</Typography>
              ) : (
                <DictionaryControls key={dictCode} items={probe.items} />
              )}
            </CardContent>
          </Card>
          <DictionaryCacheCard probe={probe} />
        </Box>
      ) : null}
    </DemoPage>
  );
};
