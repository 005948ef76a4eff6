import { dictionariesProjection, projections, usersProjection } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIdentity } from '../modules/identity/seed/seedIdentity';
import type { ModuleContext } from '../modules/moduleContext';
import { seedSystemData } from '../modules/system/seed/seedSystemData';
import { as, signIn, startSeededApi, type ApiClient } from '../testing/identityFixtures';
import { startTestApi, type TestApi } from '../testing/testApi';
import { ProjectionWaiter } from './readYourWrites';

const readYourWritesOf = (response: Response) => ({
  state: response.headers.get('x-read-your-writes'),
  position: response.headers.get('x-position'),
  projections: response.headers.get('x-projections'),
});

describe('a write whose read models have not caught up', () => {
  let api: TestApi;
  let root: ApiClient;
  let patientWaiter: ProjectionWaiter;

  beforeAll(async () => {
    // commands give up waiting at once; the seed alone waits, with its own waiter, so sign-in finds the accounts
    api = await startTestApi({ READ_YOUR_WRITES_TIMEOUT_MS: '0' });
    patientWaiter = new ProjectionWaiter(api.db, api.database.url, 60_000);
    await patientWaiter.start();
    const seeding: ModuleContext = { ...api.moduleContext, projectionWaiter: patientWaiter };
    await seedIdentity(seeding);
    await seedSystemData(seeding);
    root = as(api, await signIn(api, 'root'));
    await api.runOnlyProjections([]); // the read models stand still from here on
  });
  afterAll(async () => {
    await patientWaiter?.close();
    await api?.close();
  });

  it('answers a create with the form the write side decided, marked pending, where the read model still says A0606', async () => {
    const { body, response } = await root.post('/dict', { name: 'Lagging', dictCode: 'lagging', status: 1, remark: 'saved first' });
    expect(body.code, body.msg).toBe('00000');
    const saved = body.data as { id: number };
    expect(saved).toEqual({ id: expect.any(Number), name: 'Lagging', dictCode: 'lagging', status: 1, remark: 'saved first' });
    expect(readYourWritesOf(response)).toEqual({ state: 'pending', position: expect.any(String), projections: dictionariesProjection.name });
    expect((await root.get(`/dict/${saved.id}/form`)).body.code).toBe('A0606');
  });

  it('answers an update with the edited form, marked pending', async () => {
    const created = (await root.post('/dict', { name: 'Before', dictCode: 'edited_lagging', status: 1 })).body.data as { id: number };
    const { body, response } = await root.put(`/dict/${created.id}`, { name: 'After', dictCode: 'edited_lagging', status: 0, remark: 'edited' });
    expect(body.code, body.msg).toBe('00000');
    expect(body.data).toEqual({ id: created.id, name: 'After', dictCode: 'edited_lagging', status: 0, remark: 'edited' });
    expect(readYourWritesOf(response).state).toBe('pending');
  });

  it('answers a new user with the decided form, without the password hash', async () => {
    const roles = (await root.get('/roles/page?pageSize=100')).body.data as { list: { id: number; code: string }[] };
    const userRoleId = roles.list.find((role) => role.code === 'USER')!.id;
    const form = { username: 'lagging.user', password: 'secret-123', nickname: 'Lagging', gender: 1, status: 1, roleIds: [userRoleId], deptId: null };
    const { body, response } = await root.post('/users', form);
    expect(body.code, body.msg).toBe('00000');
    expect(body.data).toEqual({
      id: expect.any(Number),
      username: 'lagging.user',
      nickname: 'Lagging',
      mobile: null,
      gender: 1,
      avatar: null,
      email: null,
      status: 1,
      deptId: null,
      roleIds: [userRoleId],
      kind: 'platform',
    });
    expect(readYourWritesOf(response)).toMatchObject({ state: 'pending', projections: usersProjection.name });
  });

  it('lets the client wait on /system/settled until its projections have caught up, after which the read shows the record', async () => {
    const { body, response } = await root.post('/dict', { name: 'Awaited', dictCode: 'awaited', status: 1 });
    const saved = body.data as { id: number };
    const pending = readYourWritesOf(response);
    await api.runOnlyProjections(projections);
    let settled = false;
    // each call long-polls for up to 10 s; a busy machine may need more than one
    for (let attempt = 0; attempt < 6 && !settled; attempt++) {
      const answer = await root.get(`/system/settled?position=${encodeURIComponent(pending.position!)}&projections=${pending.projections}`);
      expect(answer.body.code, answer.body.msg).toBe('00000');
      ({ settled } = answer.body.data as { settled: boolean });
    }
    expect(settled).toBe(true);
    expect((await root.get(`/dict/${saved.id}/form`)).body.data).toEqual(saved);
  });
});

describe('a write that names the projections its next read needs', () => {
  let api: TestApi;
  let root: ApiClient;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
    await api.runOnlyProjections([dictionariesProjection]); // every other projection stands still
  });
  afterAll(async () => api?.close());

  it('settles on its own projection alone while the others stand still, and answers from the read model', async () => {
    const { body, response } = await root.post('/dict', { name: 'Selective', dictCode: 'selective', status: 1 });
    expect(body.code, body.msg).toBe('00000');
    const { state, position } = readYourWritesOf(response);
    expect(state).toBe('settled');
    expect((await root.get(`/dict/${(body.data as { id: number }).id}/form`)).body.data).toEqual(body.data);
    // waiting for every projection, as settle used to, could not have answered
    expect(await api.projectionWaiter.hasReached(position!)).toBe(false);
  });

  it('answers /system/settled only to signed-in callers, and only for projections that exist', async () => {
    expect((await api.call('/api/v1/system/settled?position=1')).body.code).toBe('A0230');
    expect((await root.get('/system/settled?position=1&projections=no_such_projection')).body.code).toBe('A0402');
  });
});
