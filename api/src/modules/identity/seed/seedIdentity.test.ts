import { roleCodes } from '@jobmarket/contracts';
import { ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../testing/identityFixtures';
import { startTestApi, type TestApi } from '../../../testing/testApi';
import { multipart, png, send } from '../../registration/registrationFixtures';
import { seedSystemData } from '../../system/seed/seedSystemData';
import { seedIdentity } from './seedIdentity';

describe('the production seed', () => {
  let api: TestApi;
  const ROOT_PASSWORD = 'a-long-root-password';

  beforeAll(async () => {
    api = await startTestApi({ RATE_LIMIT_PER_MINUTE: '100000' });
    const production = { ...api.moduleContext, config: { ...api.moduleContext.config, NODE_ENV: 'production' as const, ROOT_PASSWORD } };
    await seedIdentity(production);
    await seedSystemData(production);
  });
  afterAll(async () => api?.close());

  it('creates every role but no demo account: ROOT alone signs in, with ROOT_PASSWORD', async () => {
    expect((await api.db(ROLES_TABLE).pluck('code')).sort()).toEqual(Object.values(roleCodes).sort());
    expect(await api.db(USERS_TABLE).pluck('username')).toEqual(['root']);
    await signIn(api, 'root', ROOT_PASSWORD);
  });

  it('lets a visitor register on a fresh production install (the portal roles exist)', async () => {
    const form = multipart({ username: 'first-seeker', nickname: 'First', email: 'first@example.com', password: 'secret123', gender: '1' }, { avatar: [png()] });
    const { body } = await send(api, 'POST', '/registrations/job-seeker', form);
    expect(body.code, body.msg).toBe('00000');
    await signIn(api, 'first-seeker', 'secret123');
  });
});
