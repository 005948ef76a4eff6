import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { ProjectionStatusList } from './ProjectionStatusList';
import { rebuildFraction } from './rebuildFraction';

const live = { state: 'running', position: '000000087517:000000000120', eventsProcessed: 4800, lagEvents: 0, lagSeconds: 0, lastError: null, failedPosition: null, deadLetters: 0, updatedAt: '2026-11-22 09:00:00', rebuild: null };
const rebuild = { phase: 'building', position: '000000087000:000000000030', eventsProcessed: 1200, targetPosition: '000000087517:000000000120', totalEvents: 4800, startedAt: '2026-11-22 08:59:30' };

beforeEach(() => {
  stubApi({
    'GET /api/v1/system/projections': () =>
      ok([
        { ...live, name: 'users_v1', rebuild },
        { ...live, name: 'notices_v1', rebuild: { ...rebuild, totalEvents: null } },
        { ...live, name: 'roles_v1', rebuild: { ...rebuild, phase: 'switching' } },
        { ...live, name: 'menus_v1' },
      ]),
    'GET /api/v1/system/queues': () => ok([]),
  });
});

afterEach(() => vi.unstubAllGlobals());

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

describe('RebuildProgress on the system status page', () => {
  it('shows a bar with events done of events to do for a projection being rebuilt, and none for the others', async () => {
    renderAdmin(<ProjectionStatusList />, { perms: ['sys:projection:query'], resource: 'projections' });
    const bar = await screen.findByRole('progressbar', { name: 'Rebuild of users_v1' }, { timeout: 5000 });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    const users = rowOf('users_v1');
    expect(users.getByText('Rebuilding beside the live tables: 1,200 of 4,800 events (25%)')).toBeInTheDocument();
    expect(users.getByText('Started 2026-11-22 08:59:30')).toBeInTheDocument();

    // uncountable (KurrentDB) and switching: a moving bar without a figure
    expect(rowOf('notices_v1').getByText('Rebuilding beside the live tables: 1,200 events so far')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Rebuild of notices_v1' })).not.toHaveAttribute('aria-valuenow');
    expect(rowOf('roles_v1').getByText('Switching reads to the rebuilt tables')).toBeInTheDocument();
    expect(rowOf('menus_v1').queryByRole('progressbar')).toBeNull();
  });

  it('counts the share of events applied, capped at all of them while the target moves', () => {
    expect(rebuildFraction({ eventsProcessed: 50, totalEvents: 200 })).toBe(0.25);
    expect(rebuildFraction({ eventsProcessed: 210, totalEvents: 200 })).toBe(1);
    expect(rebuildFraction({ eventsProcessed: 0, totalEvents: 0 })).toBeNull();
    expect(rebuildFraction({ eventsProcessed: 5, totalEvents: null })).toBeNull();
  });
});
