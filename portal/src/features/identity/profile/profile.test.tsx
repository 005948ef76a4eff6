import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Handler, renderPortal, signedInAs } from '../../../test/fakeApi';

const profile = {
  id: 7,
  username: 'mali',
  nickname: 'Mali',
  avatar: null as string | null,
  gender: 2,
  mobile: null,
  email: 'mali@example.com',
  deptName: null,
  roleNames: 'Job seeker',
  createTime: '2026-01-02 10:00:00',
};

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'me.png') => new File([pngBytes], name, { type: 'image/png' });
// a Windows program's "MZ" header under an image's name and type
const renamedProgram = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])], 'holiday.png', { type: 'image/png' });

const originalObjectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
/** The object URL made for each picture shown, by the name of its file. */
let objectUrlOf: Map<string, string>;

beforeEach(() => {
  objectUrlOf = new Map();
  // jsdom has no object URLs
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blob instanceof File ? blob.name : 'download'}`;
    objectUrlOf.set(blob instanceof File ? blob.name : 'download', url);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = originalObjectUrls.create;
  URL.revokeObjectURL = originalObjectUrls.revoke;
});

/** The profile page over a fake api whose profile keeps the avatar a successful PUT saved. */
function renderProfile(uploadAnswer: Handler, { avatar: initialAvatar = null as string | null } = {}) {
  let avatar = initialAvatar;
  const portal = renderPortal('/dashboard/profile', {
    'GET /users/me': signedInAs(['SEEKER']),
    'GET /notices/my-page': { data: { list: [], total: 0 } },
    'GET /users/profile': () => ({ data: { ...profile, avatar } }),
    'POST /files': uploadAnswer,
    'PUT /users/profile': (call) => {
      avatar = (JSON.parse(String(call.body)) as { avatar: string }).avatar;
      return {};
    },
  });
  const callsTo = (method: string, path: string) => portal.calls.filter((call) => call.method === method && call.path === path);
  return { ...portal, callsTo };
}

const accountCard = () => screen.getByRole('region', { name: 'Account information' });
const avatarImage = () => within(accountCard()).queryByRole('img', { name: 'Avatar' });

async function pick(file: File) {
  const input = within(await screen.findByRole('region', { name: 'Account information' })).getByLabelText('Change avatar', { selector: 'input' });
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
  fireEvent.change(input, { target: { files: [file] } });
}

const uploaded = (name: string, id: string): Handler => () => ({ data: { name, url: `/api/v1/files/${id}` } });

describe('profile page: account card and avatar change', () => {
  it('shows the role names as the api answers them, already in the reader’s language', async () => {
    renderProfile(uploaded('unused.png', 'unused'));
    await screen.findByText('mali@example.com');
    expect(within(accountCard()).getByText('Job seeker')).toBeInTheDocument();
  });

  it('reads an uploaded avatar with the session (an <img src> could not send the token)', async () => {
    const portal = renderProfile(uploaded('me.png', 'new-picture'), { avatar: '/api/v1/files/old-picture' });
    await waitFor(() => expect(portal.callsTo('GET', '/files/old-picture')).toHaveLength(1));
    expect(portal.callsTo('GET', '/files/old-picture')[0]!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('uploads a picked PNG, saves it as the avatar with the nickname and gender unchanged, and shows the new picture', async () => {
    const portal = renderProfile(uploaded('me.png', 'new-picture'));
    await screen.findByText('mali@example.com');
    expect(avatarImage()).not.toBeInTheDocument(); // initials until there is a picture
    await pick(png());
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();

    const [upload] = portal.callsTo('POST', '/files');
    expect(((upload!.body as FormData).get('file') as File).name).toBe('me.png');
    expect(portal.callsTo('PUT', '/users/profile').map((call) => JSON.parse(String(call.body)))).toEqual([
      { nickname: 'Mali', gender: 2, avatar: '/api/v1/files/new-picture' },
    ]);
    expect(portal.callsTo('GET', '/users/profile')).toHaveLength(2);
    await waitFor(() => expect(avatarImage()).toHaveAttribute('src', objectUrlOf.get('me.png')));
    expect(within(accountCard()).getByRole('button', { name: 'Change avatar' })).toBeEnabled();
  });

  it('refuses a renamed program in the browser, without any request', async () => {
    const portal = renderProfile(uploaded('holiday.png', 'new-picture'));
    await screen.findByText('mali@example.com');
    await pick(renamedProgram());
    expect(await screen.findByText('Only jpg/png files can be uploaded')).toBeInTheDocument();
    expect(portal.callsTo('POST', '/files')).toHaveLength(0);
    expect(portal.callsTo('PUT', '/users/profile')).toHaveLength(0);
  });

  it('says "Avatar upload failed" when an upload gets no answer, and keeps the picture it had', async () => {
    let uploads = 0;
    const portal = renderProfile((call) => {
      if (++uploads === 2) throw new TypeError('Failed to fetch'); // the connection dropped
      return uploaded('first.png', 'first-picture')(call);
    });
    await screen.findByText('mali@example.com');
    await pick(png('first.png'));
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    await waitFor(() => expect(avatarImage()).toHaveAttribute('src', objectUrlOf.get('first.png')));

    await pick(png('second.png'));
    expect(await screen.findByText('Avatar upload failed')).toBeInTheDocument();
    expect(portal.callsTo('POST', '/files')).toHaveLength(2);
    expect(portal.callsTo('PUT', '/users/profile')).toHaveLength(1);
    expect(avatarImage()).toHaveAttribute('src', objectUrlOf.get('first.png'));
    expect(within(accountCard()).getByRole('button', { name: 'Change avatar' })).toBeEnabled();
  });
});

describe('profile page: password change', () => {
  it('changes the password and keeps this session, as the api does (it ends only the other sessions)', async () => {
    const portal = renderPortal('/dashboard/profile', {
      'GET /users/me': signedInAs(['SEEKER']),
      'GET /notices/my-page': { data: { list: [], total: 0 } },
      'GET /users/profile': { data: profile },
      'PUT /users/password': {},
    });
    await screen.findByText('mali@example.com');
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'old-secret-1' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-secret-1' } });
    fireEvent.change(screen.getByLabelText(/Confirm/), { target: { value: 'new-secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveValue(''));
    const changes = portal.calls.filter((call) => call.method === 'PUT' && call.path === '/users/password');
    expect(changes.map((call) => JSON.parse(String(call.body)))).toEqual([{ oldPassword: 'old-secret-1', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' }]);
    expect(portal.calls.filter((call) => call.path === '/auth/logout')).toHaveLength(0);
    expect(screen.getByText('mali@example.com')).toBeInTheDocument();
  });
});
