import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, startSeededApi } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';

describe('portal statistics', () => {
  let api: TestApi;
  let root: ApiClient;

  beforeAll(async () => {
    ({ api, root } = await startSeededApi());
  });
  afterAll(() => api?.close());

  async function publicStats() {
    const { status, body } = await api.call('/api/v1/portal/stats');
    expect(status).toBe(200);
    expect(body.code).toBe('00000');
    return body.data as { hotJobs: number; famousCompanies: number; jobSeekers: number };
  }

  it('counts enabled job seekers for anyone, without a token, and no open jobs or companies before any job is published', async () => {
    const before = await publicStats();
    expect(before.hotJobs).toBe(0);
    expect(before.famousCompanies).toBe(0);
    expect(before.jobSeekers).toBeGreaterThanOrEqual(1); // the demo seeker

    const roles = await root.get('/roles/page?pageSize=100');
    const seekerRole = (roles.body.data as { list: { id: number; code: string }[] }).list.find((role) => role.code === 'SEEKER')!;
    const created = await root.post('/users', { username: 'stats-seeker', nickname: 'Stats Seeker', roleIds: [seekerRole.id], password: 'secret12', status: 1 });
    expect(created.body.code, created.body.msg).toBe('00000');
    expect((await publicStats()).jobSeekers).toBe(before.jobSeekers + 1);

    const staff = await root.post('/users', { username: 'stats-staff', nickname: 'Not a seeker', roleIds: [(roles.body.data as { list: { id: number; code: string }[] }).list.find((role) => role.code === 'ADMIN')!.id], password: 'secret12' });
    expect(staff.body.code, staff.body.msg).toBe('00000');
    expect((await publicStats()).jobSeekers).toBe(before.jobSeekers + 1);
  });
});
