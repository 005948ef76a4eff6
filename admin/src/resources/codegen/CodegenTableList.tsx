import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, Button as MuiButton, Card, Chip, InputAdornment, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, TopToolbar, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { TableMessageRow } from '../../components/TableMessageRow';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { formatCount } from '../../dashboard/visitFigures';
import { fetchTablePage } from './codegenApi';
import { useCodegenAccess } from './useCodegenAccess';

const PAGE_SIZES = [10, 20, 50];
const SEARCH_DELAY_MS = 300;
const columns = ['tableName', 'tableComment', 'projection', 'rowCount', 'configured', 'actions'] as const;

/** The search box's words once the user stops typing, so each keystroke does not ask the api again. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The read-model tables a developer may start an entity from (`GET /codegen/table/page`): searchable, paginated, each
 * with its projection, its row count and whether a configuration is saved; "New entity" starts from scratch.
 */
export const CodegenTableList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const locale = useDashboardLocale();
  const { canEdit } = useCodegenAccess();
  const [typed, setTyped] = useState('');
  const keywords = useSettled(typed);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  useEffect(() => setPage(0), [keywords]);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['codegen', 'tables', keywords, page, pageSize],
    queryFn: ({ signal }) => fetchTablePage({ keywords, pageNum: page + 1, pageSize }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const column = (name: (typeof columns)[number]) => translate(`codegenScreen.list.columns.${name}`);

  return (
    <>
      <TopToolbar sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('codegenScreen.list.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        {canEdit && (
          <Button label="codegenScreen.list.newEntity" onClick={() => navigate('new')}>
            <AddIcon />
          </Button>
        )}
      </TopToolbar>
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <MuiButton color="inherit" size="small" onClick={() => void refetch()}>
              {translate('codegenScreen.list.retry')}
            </MuiButton>
          }
        >
          {translate('codegenScreen.list.loadFailed')}
        </Alert>
      ) : (
        <Card>
          <TableContainer>
            <Table size="small" aria-label={translate('codegenScreen.list.title')}>
              <TableHead>
                <TableRow>
                  {columns.map((name) => (
                    <TableCell key={name} align={name === 'rowCount' ? 'right' : 'left'}>
                      {name === 'actions' ? '' : column(name)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {isPending &&
                  [0, 1, 2].map((row) => (
                    <TableRow key={row}>
                      <TableCell colSpan={columns.length}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))}
                {data?.list.length === 0 && (
                  <TableMessageRow colSpan={columns.length}>{keywords ? translate('codegenScreen.list.filtered', { keywords }) : translate('codegenScreen.list.empty')}</TableMessageRow>
                )}
                {data?.list.map((table) => (
                  <TableRow key={table.tableName} hover>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{table.tableName}</TableCell>
                    <TableCell>{table.tableComment}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{table.projection || '—'}</TableCell>
                    <TableCell align="right">{formatCount(table.rowCount, locale)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={table.isConfigured === 1 ? 'success' : 'default'}
                        label={translate(`codegenScreen.list.${table.isConfigured === 1 ? 'configured' : 'notConfigured'}`)}
                      />
                    </TableCell>
                    <TableCell align="right">
                      <Button label="codegenScreen.list.configure" onClick={() => navigate(encodeURIComponent(table.tableName))}>
                        <SettingsIcon />
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </Card>
      )}
    </>
  );
};
