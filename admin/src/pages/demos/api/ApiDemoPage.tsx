import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Card, CardContent, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { API_BASE, http } from '../../../providers/httpClient';
import { DemoPage } from '../DemoPage';
import { matchesSearch, operationsOf, type OpenApiDocument } from './openApiOperations';
import { OperationDetails } from './OperationDetails';
import { OperationList } from './OperationList';

/** demo/api/index: the api's OpenAPI document browsed in-app, by tag and searchable, with "Try it" for GET operations. */
export const ApiDemoPage = () => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string>();
  // not an envelope: the http client hands the document back as it came
  const { data: document, error, isPending } = useQuery({
    queryKey: ['demo', 'openapi'],
    queryFn: async () => (await http.json<OpenApiDocument>(`${API_BASE}/openapi.json`)).json,
    staleTime: Infinity,
  });
  const operations = useMemo(() => (document ? operationsOf(document) : []), [document]);
  const matching = operations.filter((operation) => matchesSearch(operation, search));
  const selected = operations.find((operation) => operation.id === selectedId);

  return (
    <DemoPage
      fallbackTitle="menus.demo.api"
      intro="demoBasics.api.intro"
      source={['admin/src/pages/demos/api/ApiDemoPage.tsx', 'api/src/http/openApi.ts']}
    >
      {isPending ? (
        <Box role="status" aria-label={translate('demoBasics.api.loading')}>
          <LinearProgress />
        </Box>
      ) : null}
      {error ? <Alert severity="error">{translate('demoBasics.api.loadFailed', { message: translate(error.message, { _: error.message }) })}</Alert> : null}
      {document ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 2fr) 3fr' }, alignItems: 'start' }}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <TextField
                size="small"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={translate('demoBasics.api.search')}
                slotProps={{
                  htmlInput: { 'aria-label': translate('demoBasics.api.search') },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Typography variant="caption" color="text.secondary">
                {translate('demoBasics.api.operationCount', { smart_count: matching.length })}
              </Typography>
              <OperationList operations={matching} selectedId={selectedId} onSelect={setSelectedId} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              {selected ? <OperationDetails operation={selected} /> : <Typography variant="body2">{translate('demoBasics.api.pickOne')}</Typography>}
            </CardContent>
          </Card>
        </Box>
      ) : null}
    </DemoPage>
  );
};
