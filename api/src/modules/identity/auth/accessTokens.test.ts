import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueAccessToken, verifyAccessToken } from './accessTokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const claims = { userId: '7', roles: ['ADMIN'], deptId: null, dataScope: 1, sessionId: 'session-1' };

describe('verifyAccessToken', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('checks the signature of a token once, and answers the same claims for it afterwards', () => {
    const { token } = issueAccessToken(SECRET, claims, 60);
    const verify = vi.spyOn(jwt, 'verify');
    const first = verifyAccessToken(SECRET, token);
    const second = verifyAccessToken(SECRET, token);
    expect(first).toMatchObject(claims);
    expect(second).toBe(first);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('refuses a remembered token once it has expired', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const { token } = issueAccessToken(SECRET, claims, 60);
    expect(verifyAccessToken(SECRET, token)).toBeDefined();
    vi.setSystemTime(new Date('2026-03-01T10:00:59Z'));
    expect(verifyAccessToken(SECRET, token)).toBeDefined();
    vi.setSystemTime(new Date('2026-03-01T10:01:00Z'));
    expect(verifyAccessToken(SECRET, token)).toBeUndefined();
    expect(verifyAccessToken(SECRET, token)).toBeUndefined();
  });

  it('never takes a remembered token for another secret’s, nor a forged variant of it', () => {
    const { token } = issueAccessToken(SECRET, claims, 60);
    expect(verifyAccessToken(SECRET, token)).toBeDefined();
    expect(verifyAccessToken(`${SECRET}-rotated`, token)).toBeUndefined();
    const [header, payload, signature] = token.split('.');
    const elevated = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), roles: ['ROOT'] })).toString('base64url');
    expect(verifyAccessToken(SECRET, `${header}.${elevated}.${signature}`)).toBeUndefined();
    expect(verifyAccessToken(SECRET, `${header}.${payload}.${signature!.slice(0, -2)}xx`)).toBeUndefined();
  });
});
