import { describe, expect, it, vi } from 'vitest';
import { changeAvatar, type AvatarTransport } from './avatarChange';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (bytes: number[], name = 'me.png') => new File([new Uint8Array(bytes)], name);
const profile = { nickname: 'Ann', gender: 2 };

function transport(saveProfile: AvatarTransport['saveProfile'] = async () => null) {
  return {
    upload: vi.fn(async () => ({ name: 'me.png', url: '/api/v1/files/f-1' })),
    saveProfile: vi.fn(saveProfile),
    deleteUpload: vi.fn(async () => null),
  };
}

describe('changeAvatar', () => {
  it('uploads a PNG and saves its url with the nickname and gender unchanged', async () => {
    const api = transport();
    expect(await changeAvatar(file(PNG), profile, api)).toEqual({ outcome: 'changed', uploaded: { name: 'me.png', url: '/api/v1/files/f-1' } });
    expect(api.saveProfile).toHaveBeenCalledWith({ nickname: 'Ann', gender: 2, avatar: '/api/v1/files/f-1' });
    expect(api.deleteUpload).not.toHaveBeenCalled();
  });

  it('refuses a renamed program and a picture over 2 MB without sending anything', async () => {
    const api = transport();
    expect(await changeAvatar(file([0x4d, 0x5a, 0x90, 0x00], 'me.png'), profile, api)).toEqual({ outcome: 'refused', problem: 'kind' });
    expect(await changeAvatar(file([...PNG, ...new Array(2 * 1024 * 1024).fill(0)]), profile, api)).toEqual({ outcome: 'refused', problem: 'size' });
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('deletes the upload again when the profile refuses it, and reports the failure', async () => {
    const refusal = new Error('A0400');
    const api = transport(async () => Promise.reject(refusal));
    expect(await changeAvatar(file(PNG), profile, api)).toEqual({ outcome: 'failed', error: refusal });
    expect(api.deleteUpload).toHaveBeenCalledWith('/api/v1/files/f-1');
  });
});
