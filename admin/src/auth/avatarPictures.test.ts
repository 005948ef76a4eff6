import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAvatarPictures } from './avatarPictures';

afterEach(() => vi.restoreAllMocks());

describe('avatar pictures for the app bar', () => {
  it('fetches a stored avatar once, with the token, and shows it through an object URL', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:avatar-1');
    const blob = vi.fn(async () => ({ blob: new Blob(['png']), fileName: 'me.png', headers: new Headers() }));
    const pictures = createAvatarPictures({ blob });

    expect(await pictures.pictureOf('/api/v1/files/0b7c')).toBe('blob:avatar-1');
    expect(await pictures.pictureOf('/api/v1/files/0b7c')).toBe('blob:avatar-1');
    expect(blob).toHaveBeenCalledTimes(1);
    expect(blob).toHaveBeenCalledWith('/api/v1/files/0b7c');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('uses an address outside our files as it is, and shows the initial when a stored one cannot be fetched', async () => {
    const blob = vi.fn(async () => Promise.reject(new Error('A0606')));
    const pictures = createAvatarPictures({ blob });
    expect(await pictures.pictureOf('https://cdn.example/me.png')).toBe('https://cdn.example/me.png');
    expect(await pictures.pictureOf('/api/v1/files/gone')).toBeUndefined();
    // not remembered as missing: a later look tries again
    await pictures.pictureOf('/api/v1/files/gone');
    expect(blob).toHaveBeenCalledTimes(2);
  });
});
