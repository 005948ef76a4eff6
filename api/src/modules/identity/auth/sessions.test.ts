import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/seedIdentity';
import { as, seedDemoIdentity, signIn } from '../../../testing/identityFixtures';
import { startTestApi, type TestApi } from '../../../testing/testApi';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

describe('sessions: revoked sign-ins end their access tokens at once; two tabs may refresh together', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await seedDemoIdentity(api);
  });
  afterAll(async () => api?.close());

  async function signInTokens(username: string, password = DEMO_PASSWORD): Promise<Tokens> {
    const { body } = await api.call('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(body.code, body.msg).toBe('00000');
    return body.data as Tokens;
  }
  const refresh = (refreshToken: string) =>
    api.call('/api/v1/auth/refresh-token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refreshToken }) });
  const codeOfReadWith = async (tokens: Tokens) => (await as(api, `Bearer ${tokens.accessToken}`).get('/users/profile')).body.code;
  const userIdOf = (tokens: Tokens) => (JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as { userId: string }).userId;
  /** Moves the token's rotation back in time, as if the repeat came `seconds` later. */
  const ageRotation = (seconds: number) => api.db.raw(`update auth_refresh_tokens set used_at = used_at - make_interval(secs => ?) where used_at is not null`, [seconds]);

  it('ends every access token of a sign-in whose refresh token was reused, without waiting for their expiry', async () => {
    const first = await signInTokens('user');
    const second = (await refresh(first.refreshToken)).body.data as Tokens;
    expect(await codeOfReadWith(second)).toBe('00000');

    await ageRotation(3600); // the thief comes back long after the legitimate rotation
    expect((await refresh(first.refreshToken)).body.code).toBe('A0231');

    expect(await codeOfReadWith(first)).toBe('A0230');
    expect(await codeOfReadWith(second)).toBe('A0230');
    expect((await refresh(second.refreshToken)).body.code).toBe('A0231');
  });

  it('signs out: this sign-in’s access tokens stop at once, another sign-in of the same user keeps working', async () => {
    const laptop = await signInTokens('publisher');
    const phone = await signInTokens('publisher');
    const laptopRefreshed = (await refresh(laptop.refreshToken)).body.data as Tokens;
    expect((await as(api, `Bearer ${laptopRefreshed.accessToken}`).delete('/auth/logout')).body.code).toBe('00000');

    expect(await codeOfReadWith(laptop)).toBe('A0230'); // the earlier token of the same sign-in too
    expect(await codeOfReadWith(laptopRefreshed)).toBe('A0230');
    expect(await codeOfReadWith(phone)).toBe('00000');
  });

  it('a password change ends the other sign-ins’ access tokens and keeps the caller’s', async () => {
    const here = await signInTokens('seeker');
    const elsewhere = await signInTokens('seeker');
    const changed = await as(api, `Bearer ${here.accessToken}`).put('/users/password', {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'a-new-password',
      confirmPassword: 'a-new-password',
    });
    expect(changed.body.code, changed.body.msg).toBe('00000');

    expect(await codeOfReadWith(elsewhere)).toBe('A0230');
    expect((await refresh(elsewhere.refreshToken)).body.code).toBe('A0231');
    expect(await codeOfReadWith(here)).toBe('00000');
  });

  it('disabling a user ends their access tokens, and enabling them again does not bring those back', async () => {
    const school = await signInTokens('school');
    const admin = await signIn(api, 'admin');
    const setStatus = async (status: number) =>
      (await api.call(`/api/v1/users/${userIdOf(school)}/status?status=${status}`, { method: 'PATCH', headers: { Authorization: admin } })).body.code;
    expect(await setStatus(0)).toBe('00000');
    expect(await codeOfReadWith(school)).toBe('A0230');

    expect(await setStatus(1)).toBe('00000');
    expect(await codeOfReadWith(school)).toBe('A0230');
    expect((await refresh(school.refreshToken)).body.code).toBe('A0231');
  });

  it('answers two tabs refreshing with the same token at the same moment with the same successor, and the session goes on', async () => {
    const signedIn = await signInTokens('admin');
    const [tabA, tabB] = await Promise.all([refresh(signedIn.refreshToken), refresh(signedIn.refreshToken)]);
    expect([tabA.body.code, tabB.body.code]).toEqual(['00000', '00000']);
    const [a, b] = [tabA.body.data as Tokens, tabB.body.data as Tokens];
    expect(a.refreshToken).toBe(b.refreshToken);
    expect(a.refreshToken).not.toBe(signedIn.refreshToken);
    expect(await codeOfReadWith(a)).toBe('00000');
    expect(await codeOfReadWith(b)).toBe('00000');

    const next = await refresh(a.refreshToken);
    expect(next.body.code).toBe('00000');
    expect(await codeOfReadWith(next.body.data as Tokens)).toBe('00000');
  });

  it('still ends the sign-in when a used token comes back after the grace window', async () => {
    const signedIn = await signInTokens('admin');
    const rotated = (await refresh(signedIn.refreshToken)).body.data as Tokens;
    await ageRotation(api.config.REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1);

    expect((await refresh(signedIn.refreshToken)).body.code).toBe('A0231');
    expect(await codeOfReadWith(rotated)).toBe('A0230');
    expect((await refresh(rotated.refreshToken)).body.code).toBe('A0231');
  });

  it('ends the sign-in when a used token comes back within the window but its successor was already used', async () => {
    const signedIn = await signInTokens('root');
    const rotated = (await refresh(signedIn.refreshToken)).body.data as Tokens;
    const rotatedAgain = (await refresh(rotated.refreshToken)).body.data as Tokens;

    expect((await refresh(signedIn.refreshToken)).body.code).toBe('A0231');
    expect(await codeOfReadWith(rotatedAgain)).toBe('A0230');
  });
});
