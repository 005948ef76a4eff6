import type { ProjectionStatusView } from '@jobmarket/contracts';
import { rebuildProjection, usersProjection } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';

describe('a projection rebuilt while the api serves it', () => {
  let api: TestApi;
  let admin: ApiClient;

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    admin = as(api, await signIn(api, 'admin'));
  });
  afterAll(async () => api?.close());

  const usernames = async () => {
    const { body } = await admin.get('/users/page?pageNum=1&pageSize=100');
    return (body.data as { list: { username: string }[] }).list.map((user) => user.username).sort();
  };
  const usersStatus = async () => ((await admin.get('/system/projections')).body.data as ProjectionStatusView[]).find((status) => status.name === 'users_v1')!;

  it('keeps listing every user during the rebuild and shows its progress on the system status page', async () => {
    const listed = await usernames();
    expect(listed.length).toBeGreaterThanOrEqual(6);
    const listedDuring: string[][] = [];
    let progress: ProjectionStatusView['rebuild'] = null;
    let batches = 0;

    await rebuildProjection({
      db: api.db,
      store: api.store,
      connectionString: api.database.url,
      projection: usersProjection,
      batchSize: 1,
      beforeCommit: async () => {
        listedDuring.push(await usernames());
        if (++batches === 3) progress = (await usersStatus()).rebuild;
      },
    });

    expect(listedDuring.length).toBeGreaterThanOrEqual(6);
    for (const during of listedDuring) expect(during).toEqual(listed);
    expect(progress).toMatchObject({ phase: 'building', eventsProcessed: 2, startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(progress!.totalEvents).toBeGreaterThanOrEqual(listed.length);
    expect(await usernames()).toEqual(listed);
    expect((await usersStatus()).rebuild).toBeNull();
    // the rebuilt table serves sign-in, which reads the password hash from it
    expect(await signIn(api, 'seeker')).toBeTruthy();
  });
});
