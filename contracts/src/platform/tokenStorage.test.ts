import { describe, expect, it } from 'vitest';
import { createTokenRenewal, createTokenStore } from './tokenStorage';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key), values };
}

describe('token storage', () => {
  it('stores the access token as "type token" under access_token and the refresh token under refresh_token', () => {
    const storage = memoryStorage();
    const tokens = createTokenStore(storage);
    tokens.save({ tokenType: 'Bearer', accessToken: 'a1', refreshToken: 'r1' });
    expect(storage.values.get('access_token')).toBe('Bearer a1');
    expect(storage.values.get('refresh_token')).toBe('r1');
    tokens.clear();
    expect(tokens.accessToken()).toBeNull();
    expect(tokens.refreshToken()).toBeNull();
  });

  it('refreshes once for every request waiting at the same time, and replays a late one with the new token', async () => {
    const tokens = createTokenStore(memoryStorage());
    tokens.save({ tokenType: 'Bearer', accessToken: 'old', refreshToken: 'r' });
    let refreshes = 0;
    let finish!: () => void;
    const renewed = createTokenRenewal(tokens, () => {
      refreshes += 1;
      return new Promise<void>((resolve) => {
        finish = () => {
          tokens.save({ tokenType: 'Bearer', accessToken: `new${refreshes}`, refreshToken: 'r2' });
          resolve();
        };
      });
    });
    const waiting = [renewed('Bearer old'), renewed('Bearer old'), renewed('Bearer old')];
    finish();
    expect(await Promise.all(waiting)).toEqual(['Bearer new1', 'Bearer new1', 'Bearer new1']);
    expect(await renewed('Bearer old')).toBe('Bearer new1');
    expect(refreshes).toBe(1);
  });

  it('lets every waiting request fail when the refresh fails, and tries again next time', async () => {
    const tokens = createTokenStore(memoryStorage());
    tokens.save({ tokenType: 'Bearer', accessToken: 'old', refreshToken: 'r' });
    let attempts = 0;
    const renewed = createTokenRenewal(tokens, async () => {
      attempts += 1;
      throw new Error('refresh refused');
    });
    await expect(Promise.all([renewed('Bearer old'), renewed('Bearer old')])).rejects.toThrow('refresh refused');
    await expect(renewed('Bearer old')).rejects.toThrow('refresh refused');
    expect(attempts).toBe(2);
  });
});
