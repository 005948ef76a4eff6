import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { NETWORK_MESSAGE } from '../providers/httpClient';
import { createSessionLoader, isSessionLoadError } from './session';

const failingWith = (error: unknown) => ({ json: () => Promise.reject(error) }) as unknown as Parameters<typeof createSessionLoader>[0];

describe('session loader', () => {
  it('treats a failed answer as a session that cannot load (spec §2: back to sign-in)', async () => {
    const failure = await createSessionLoader(failingWith(new HttpError('boom', 500, null))).load().catch((error: unknown) => error);
    expect(isSessionLoadError(failure)).toBe(true);
  });

  it('leaves the session alone when the request got no answer (a reload cut it off, or the network dropped)', async () => {
    const unanswered = new HttpError(NETWORK_MESSAGE, 0, null);
    const aborted = Object.assign(new Error('aborted'), { name: 'AbortError' });
    for (const error of [unanswered, aborted]) {
      const failure = await createSessionLoader(failingWith(error)).load().catch((caught: unknown) => caught);
      expect(failure).toBe(error);
      expect(isSessionLoadError(failure)).toBe(false);
    }
  });

  it('reads the user again after a profile edit, keeping the routes and asking for them only once', async () => {
    const asked: string[] = [];
    let nickname = 'Ann';
    const http = {
      json: async (url: string) => {
        asked.push(url);
        return { json: url.endsWith('/users/me') ? { userId: 7, username: 'ann', nickname, roles: ['ADMIN'], perms: [] } : [{ path: '/system' }] };
      },
    } as unknown as Parameters<typeof createSessionLoader>[0];
    const loader = createSessionLoader(http);
    expect((await loader.load()).user.nickname).toBe('Ann');

    nickname = 'Annie';
    await loader.refreshUser();
    const session = await loader.load();
    expect(session.user.nickname).toBe('Annie');
    expect(session.routes).toEqual([{ path: '/system' }]);
    expect(asked.filter((url) => url.endsWith('/menus/routes'))).toHaveLength(1);
  });
});
