import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { EventStoreStatusCard } from './EventStoreStatusCard';

const forgotten = {
  pid: 4242,
  ageSeconds: 95,
  applicationName: 'psql',
  state: 'idle in transaction',
  transactionStart: '2026-11-24 09:00:00',
  queryStart: '2026-11-24 09:00:03',
};

afterEach(() => vi.unstubAllGlobals());

const render = () => renderAdmin(<EventStoreStatusCard />, { perms: ['sys:projection:query'] });

describe('EventStoreStatusCard', () => {
  it('says that nothing holds readers back when no append is open past the threshold', async () => {
    stubApi({ 'GET /api/v1/system/event-store': () => ok({ adapter: 'postgresql', staleAppendSeconds: 30, openAppends: [] }) });
    render();
    expect(await screen.findByText(/No save has been open longer than 30 s/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists an append left open with its connection and age, and says what it holds back', async () => {
    stubApi({ 'GET /api/v1/system/event-store': () => ok({ adapter: 'postgresql', staleAppendSeconds: 30, openAppends: [forgotten] }) });
    render();
    const row = (await screen.findByText('psql', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('4242')).toBeInTheDocument();
    expect(within(row).getByText('95 s')).toBeInTheDocument();
    expect(within(row).getByText('idle in transaction')).toBeInTheDocument();
    expect(screen.getByText(/pg_terminate_backend\(pid\)/)).toBeInTheDocument();
  });
});
