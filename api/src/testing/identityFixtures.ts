import { expect } from 'vitest';
import { DEMO_PASSWORD, seedIdentity } from '../modules/identity/seed/seedIdentity';
import { seedSystemData } from '../modules/system/seed/seedSystemData';
import { startTestApi, type TestApi } from './testApi';

/** Seeds menus, roles, departments, the demo accounts (root, admin, auditor, publisher, seeker, school, user), dictionaries and settings. */
export async function seedDemoIdentity(api: TestApi): Promise<void> {
  await seedIdentity(api.moduleContext);
  await seedSystemData(api.moduleContext);
}

/** Signs in over HTTP (the test api runs with AUTH_CAPTCHA=off) and answers the Authorization header value. */
export async function signIn(api: TestApi, username: string, password = DEMO_PASSWORD): Promise<string> {
  const { body } = await api.call('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(body.code, `sign-in of ${username}: ${body.msg}`).toBe('00000');
  const data = body.data as { tokenType: string; accessToken: string };
  return `${data.tokenType} ${data.accessToken}`;
}

/** JSON request helpers carrying a token. */
export function as(api: TestApi, authorization: string) {
  const send = (method: string, path: string, body?: unknown) =>
    api.call(`/api/v1${path}`, {
      method,
      headers: { Authorization: authorization, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    put: (path: string, body?: unknown) => send('PUT', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}

/** A signed-in caller's JSON requests (see `as`). */
export type ApiClient = ReturnType<typeof as>;

/** A test api with the demo data seeded and root signed in: where most module tests start. */
export async function startSeededApi(overrides: Partial<Record<string, string>> = {}): Promise<{ api: TestApi; root: ApiClient }> {
  const api = await startTestApi(overrides);
  try {
    await seedDemoIdentity(api);
    return { api, root: as(api, await signIn(api, 'root')) };
  } catch (error) {
    // the caller never gets the api to close
    await api.close();
    throw error;
  }
}
