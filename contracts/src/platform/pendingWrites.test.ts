import { describe, expect, it, vi } from 'vitest';
import { followPendingWrite, pendingWriteOf, settledPathOf } from './pendingWrites';

describe('pending writes', () => {
  it('reads a pending write from the headers, and nothing from a settled one', () => {
    const pending = new Headers({ 'X-Read-Your-Writes': 'pending', 'X-Position': '0000000042:0000000007', 'X-Projections': 'dicts_v1' });
    expect(pendingWriteOf(pending)).toEqual({ position: '0000000042:0000000007', projections: 'dicts_v1' });
    expect(pendingWriteOf(new Headers({ 'X-Read-Your-Writes': 'settled', 'X-Position': '1' }))).toBeUndefined();
    expect(pendingWriteOf(new Headers())).toBeUndefined();
  });

  it('asks /system/settled for the position and the projections', () => {
    expect(settledPathOf({ position: '42:7', projections: 'users_v1,roles_v1' })).toBe('/system/settled?position=42%3A7&projections=users_v1%2Croles_v1');
  });

  it('shows the notice, asks again while the api says not yet, then refreshes the lists once', async () => {
    const answers = [false, false, true];
    const ports = { notify: vi.fn(), askSettled: vi.fn(async () => ({ settled: answers.shift()! })), refresh: vi.fn() };
    expect(await followPendingWrite({ position: '1', projections: 'dicts_v1' }, ports)).toBe(true);
    expect(ports.notify).toHaveBeenCalledWith('saved.refreshing');
    expect(ports.askSettled).toHaveBeenCalledTimes(3);
    expect(ports.refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes anyway when the projections never catch up or the wait fails', async () => {
    const stale = { notify: vi.fn(), askSettled: vi.fn(async () => ({ settled: false })), refresh: vi.fn() };
    expect(await followPendingWrite({ position: '1', projections: '' }, stale, 2)).toBe(false);
    expect(stale.askSettled).toHaveBeenCalledTimes(2);
    expect(stale.refresh).toHaveBeenCalledTimes(1);

    const failing = { notify: vi.fn(), askSettled: vi.fn(async () => Promise.reject(new Error('offline'))), refresh: vi.fn() };
    await expect(followPendingWrite({ position: '1', projections: '' }, failing)).rejects.toThrow('offline');
    expect(failing.refresh).toHaveBeenCalledTimes(1);
  });
});
