import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { i18nProvider } from '../../providers/i18n';
import { fakeApi, ok } from '../../test/fakeApi';
import { ConfigList } from './ConfigList';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi({
    'GET /api/v1/config': () => ok([{ id: 1, configName: 'Site name', configKey: 'SITE_NAME', configValue: 'JobMarket', remark: null }], { 'Content-Range': 'config 0-0/1' }),
    'PUT /api/v1/config/refresh': () => ok(null),
  });
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

function renderList(perms: string[]) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ roles: ['ADMIN'], perms, routes: [] }),
  };
  return render(
    <AdminContext dataProvider={createDataProvider(httpClient)} authProvider={authProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="config">
        <ConfigList />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

describe('ConfigList', () => {
  it('refreshes the config cache and says so', async () => {
    renderList(['sys:config:query', 'sys:config:refresh']);
    expect(await screen.findByText('SITE_NAME')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh cache' }));
    expect(await screen.findByText('The config cache was refreshed')).toBeTruthy();
    await waitFor(() => expect(api.calls('PUT', '/api/v1/config/refresh')).toHaveLength(1));
  });

  it('offers no refresh to a user without sys:config:refresh', async () => {
    renderList(['sys:config:query']);
    await screen.findByText('SITE_NAME');
    expect(screen.queryByRole('button', { name: 'Refresh cache' })).toBeNull();
  });
});
