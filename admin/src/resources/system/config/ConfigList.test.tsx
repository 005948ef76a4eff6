import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { ConfigList } from './ConfigList';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = stubApi({
    'GET /api/v1/config': () => ok([{ id: 1, configName: 'Site name', configKey: 'SITE_NAME', configValue: 'JobMarket', remark: null }], { 'Content-Range': 'config 0-0/1' }),
    'PUT /api/v1/config/refresh': () => ok(null),
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderList(perms: string[]) {
  return renderAdmin(<ConfigList />, { perms, resource: 'config' });
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
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Refresh cache' })).toBeNull();
  });
});
