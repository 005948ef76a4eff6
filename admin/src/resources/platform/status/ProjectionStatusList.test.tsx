import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { ProjectionStatusList } from './ProjectionStatusList';

const healthy = { name: 'users_v1', state: 'running', position: '000000087517:000000000120', eventsProcessed: 1200, lagEvents: 0, lagSeconds: 0, lastError: null, failedPosition: null, deadLetters: 0, updatedAt: '2026-11-22 09:00:00' };
const failing = { ...healthy, name: 'notices_v1', state: 'stopped', position: '98', lagEvents: 22, lagSeconds: 31, lastError: 'duplicate key value', failedPosition: '99', deadLetters: 1 };

let api: ReturnType<typeof fakeApi>;
let answers: unknown[][];

beforeEach(() => {
  answers = [[healthy, failing], [healthy, { ...failing, state: 'running', position: '120', lagEvents: 0, lagSeconds: 0, lastError: null, failedPosition: null }]];
  api = stubApi({
    'GET /api/v1/system/projections': () => ok(answers.length > 1 ? answers.shift() : answers[0]),
    'GET /api/v1/system/queues': () => ok([]),
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderStatus() {
  return renderAdmin(<ProjectionStatusList />, { perms: ['sys:projection:query'], resource: 'projections' });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('ProjectionStatusList', () => {
  it('shows each projection with its state, lag and last error', async () => {
    renderStatus();
    await screen.findByText('notices_v1', {}, { timeout: 5000 });
    const stopped = within(rowOf('notices_v1'));
    expect(stopped.getByText('Stopped')).toBeInTheDocument();
    expect(stopped.getByText('22')).toBeInTheDocument();
    expect(stopped.getByText('31 s')).toBeInTheDocument();
    expect(stopped.getByText('duplicate key value (#99)')).toBeInTheDocument();
    const running = within(rowOf('users_v1'));
    expect(running.getByText('Running')).toBeInTheDocument();
    expect(running.getByText('1,200')).toBeInTheDocument();
    expect(running.getByText('87517:120')).toBeInTheDocument();
    expect(running.getByText('None')).toBeInTheDocument();
    expect(screen.getByText('Refreshes every 5 seconds while this page is open')).toBeInTheDocument();
  });

  it('asks again when refreshed and shows the new state', async () => {
    renderStatus();
    await screen.findByText('duplicate key value (#99)', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(rowOf('notices_v1')).getByText('Running')).toBeInTheDocument());
    expect(screen.queryByText('duplicate key value (#99)')).toBeNull();
    expect(api.calls('GET', '/api/v1/system/projections').length).toBeGreaterThanOrEqual(2);
  });
});
