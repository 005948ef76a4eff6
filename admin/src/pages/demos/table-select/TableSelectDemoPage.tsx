import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import { DemoPage } from '../DemoPage';
import { TableSelect, type TableSelectColumn, type TableSelectPage } from './TableSelect';

/** The fields of a row of `GET /users/page` this demo shows. */
export interface UserRow {
  id: number;
  username: string;
  nickname: string;
  mobile?: string | null;
  deptName?: string | null;
  status: number;
}

const columns: TableSelectColumn<UserRow>[] = [
  { key: 'username', label: 'demoWidgets.tableSelect.columns.username', render: (row) => row.username },
  { key: 'nickname', label: 'demoWidgets.tableSelect.columns.nickname', render: (row) => row.nickname },
  { key: 'deptName', label: 'demoWidgets.tableSelect.columns.deptName', render: (row) => row.deptName ?? '' },
  { key: 'mobile', label: 'demoWidgets.tableSelect.columns.mobile', render: (row) => row.mobile ?? '' },
];

/**
 * The table-select demo: a user picked from a drop-down table that pages and searches through `GET /users/page`
 * (keywords, pageNum, pageSize — the spec's page dialect, within the caller's data scope).
 */
export const TableSelectDemoPage = () => {
  const translate = useTranslate();
  const [user, setUser] = useState<UserRow | null>(null);
  const fetchUsers = useCallback(async ({ pageNum, pageSize, keywords, signal }: { pageNum: number; pageSize: number; keywords: string; signal: AbortSignal }) => {
    const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(pageSize) });
    if (keywords) query.set('keywords', keywords);
    return (await httpClient(`${API_BASE}/users/page?${query}`, { signal })).json as TableSelectPage<UserRow>;
  }, []);

  return (
    <DemoPage fallbackTitle="menus.demo.tableSelect" intro="demoWidgets.tableSelect.intro" source={['admin/src/pages/demos/table-select/TableSelect.tsx', 'api/src/modules/identity/users/routes.ts']}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <TableSelect<UserRow>
            label="demoWidgets.tableSelect.label"
            value={user}
            onChange={setUser}
            fetchPage={fetchUsers}
            columns={columns}
            rowKey={(row) => row.id}
            optionText={(row) => `${row.nickname} (${row.username})`}
            helperText={translate('demoWidgets.tableSelect.helper')}
          />
          <Box aria-live="polite">
            <Typography variant="subtitle2">{translate('demoWidgets.tableSelect.chosen')}</Typography>
            {user ? (
              <Box component="dl" data-testid="chosen-user" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">{translate('demoWidgets.tableSelect.columns.id')}</Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>{user.id}</Typography>
                {columns.map((column) => (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">{translate(column.label)}</Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>{column.render(user) || '—'}</Typography>
                  </Box>
                ))}
                <Typography component="dt" variant="body2" color="text.secondary">{translate('demoWidgets.tableSelect.columns.status')}</Typography>
                <Box component="dd" sx={{ m: 0 }}>
                  <Chip size="small" color={user.status === 1 ? 'success' : 'default'} label={translate(user.status === 1 ? 'demoWidgets.tableSelect.enabled' : 'demoWidgets.tableSelect.disabled')} />
                </Box>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">{translate('demoWidgets.tableSelect.nothingChosen')}</Typography>
            )}
          </Box>
        </CardContent>
      </Card>
    </DemoPage>
  );
};
