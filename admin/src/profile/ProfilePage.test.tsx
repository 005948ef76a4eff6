import { act, fireEvent, screen, within } from '@testing-library/react';
import { AuthContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../auth/tokenStorage';
import { fail, fakeApi, ok, type FakeAnswer, type FakeRoute } from '../test/fakeApi';
import { renderAdmin, stubApi, testAuthProvider } from '../test/renderAdmin';
import { ProfilePage } from './ProfilePage';

const adaProfile = {
  id: 2,
  username: 'admin',
  nickname: 'Ada Lovelace',
  avatar: null,
  gender: 2,
  mobile: null,
  email: 'ada@example.com',
  deptName: 'Operations',
  roleNames: 'Administrator,Recruiters',
  createTime: '2026-01-02 10:00:00',
};

let api: ReturnType<typeof fakeApi>;
/** The admin's auth provider reads the signed-in user again for the app bar after a profile change. */
let refreshIdentity: ReturnType<typeof vi.fn<() => Promise<void>>>;

function renderPage(overrides: Record<string, FakeRoute> = {}) {
  api = stubApi({ 'GET /api/v1/users/profile': () => ok(adaProfile), ...overrides });
  refreshIdentity = vi.fn(async () => undefined);
  return renderAdmin(
    <AuthContext.Provider value={{ ...testAuthProvider(), refreshIdentity }}>
      <ProfilePage />
    </AuthContext.Provider>,
  );
}

const accountCard = () => screen.getByRole('region', { name: 'Account info' });
const securityCard = () => screen.getByRole('region', { name: 'Security settings' });

async function openDialog(action: string) {
  fireEvent.click(within(await screen.findByRole('region', { name: 'Security settings' })).getByRole('button', { name: action }));
  return screen.findByRole('dialog');
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const bodyOf = (method: string, path: string) => api.calls(method, path).map((call) => JSON.parse(call.body ?? 'null'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProfilePage: account info', () => {
  it('shows the account with initials for the missing picture, gender and seeded roles translated, and what is not set', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Account info' });
    expect(within(card).getByText('AL')).toBeInTheDocument();
    const factOf = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(factOf('Username')).toBe('admin');
    expect(factOf('Nickname')).toBe('Ada Lovelace');
    expect(factOf('Gender')).toBe('Female');
    expect(factOf('Mobile')).toBe('Not set');
    expect(factOf('Email')).toBe('ada@example.com');
    expect(factOf('Department')).toBe('Operations');
    expect(factOf('Roles')).toBe('Administrator, Recruiters');
    expect(factOf('Created at')).toBe('2026-01-02 10:00:00');
  });

  it('edits the nickname and gender, refusing an empty nickname, and keeps the avatar', async () => {
    renderPage({ 'PUT /api/v1/users/profile': () => ok(null) });
    fireEvent.click(within(await screen.findByRole('region', { name: 'Account info' })).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit account info' });
    type(dialog, 'Nickname', '  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/users/profile')).toHaveLength(0);

    type(dialog, 'Nickname', 'Ada');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Male' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Modify successful')).toBeInTheDocument();
    expect(bodyOf('PUT', '/api/v1/users/profile')).toEqual([{ nickname: 'Ada', gender: 1, avatar: null }]);
    await vi.waitFor(() => expect(api.calls('GET', '/api/v1/users/profile')).toHaveLength(2));
    expect(refreshIdentity).toHaveBeenCalledTimes(1);
  });
});

describe('ProfilePage: avatar', () => {
  const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const png = () => new File([pngBytes], 'me.png', { type: 'image/png' });
  // a Windows program's "MZ" header under an image's name and type
  const renamedProgram = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])], 'holiday.png', { type: 'image/png' });
  const picture = (): FakeAnswer => ({ raw: pngBytes, headers: { 'Content-Type': 'image/png' } });
  const avatarImage = () => within(accountCard()).getByRole('img', { name: 'Avatar of Ada Lovelace' });
  const changeButton = () => within(accountCard()).getByRole('button', { name: 'Change avatar' });
  let uploads: FormData[];
  let objectUrls: string[];

  /** Picks `file` in the avatar's file input, as the file chooser the button opens would. */
  async function pick(file: File) {
    const input = within(await screen.findByRole('region', { name: 'Account info' })).getByLabelText('Change avatar', { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    fireEvent.change(input, { target: { files: [file] } });
  }

  /** The page over the fake api, keeping the multipart bodies (the fake api only records text bodies). */
  function renderWithAvatar(avatar: string | null, overrides: Record<string, FakeRoute> = {}) {
    let current = avatar;
    const view = renderPage({
      'GET /api/v1/users/profile': () => ok({ ...adaProfile, avatar: current }),
      'PUT /api/v1/users/profile': (request) => {
        current = (JSON.parse(request.body!) as { avatar: string }).avatar;
        return ok(null);
      },
      'GET /api/v1/files/old-picture': picture,
      'GET /api/v1/files/new-picture': picture,
      ...overrides,
    });
    const fakeFetch = api.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) uploads.push(init.body);
      return fakeFetch(input, init);
    });
    return view;
  }

  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer admin-token');
    uploads = [];
    objectUrls = [];
    // jsdom has no object URLs; these stand for the pictures read from the api
    URL.createObjectURL = (blob: Blob) => {
      objectUrls.push(`blob:test/${objectUrls.length + 1}-${blob.type}`);
      return objectUrls.at(-1)!;
    };
    URL.revokeObjectURL = () => undefined;
  });

  it('uploads a picked PNG, saves it as the avatar with the nickname and gender unchanged, and shows the new picture', async () => {
    renderWithAvatar(null, { 'POST /api/v1/files': () => ({ ...ok({ name: 'me.png', url: '/api/v1/files/new-picture' }), delayMs: 100 }) });
    await pick(png());
    // no second pick while this one uploads
    await vi.waitFor(() => expect(changeButton()).toBeDisabled());
    expect(within(accountCard()).getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.get('file') as File).name).toBe('me.png');
    expect(bodyOf('PUT', '/api/v1/users/profile')).toEqual([{ nickname: 'Ada Lovelace', gender: 2, avatar: '/api/v1/files/new-picture' }]);
    // the picture is read with the session's token (an <img src> could not send it)
    await vi.waitFor(() => expect(avatarImage()).toHaveAttribute('src', 'blob:test/1-image/png'));
    expect(api.calls('GET', '/api/v1/files/new-picture')[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(api.calls('GET', '/api/v1/users/profile')).toHaveLength(2);
    expect(refreshIdentity).toHaveBeenCalledTimes(1);
    expect(changeButton()).toBeEnabled();
  });

  it.each([
    ['a renamed program', renamedProgram, 'Only jpg/png files can be uploaded'],
    ['a picture over 2 MB', () => new File([pngBytes, new Uint8Array(2 * 1024 * 1024)], 'huge.png', { type: 'image/png' }), 'File size cannot exceed 2MB'],
  ])('refuses %s in the browser, without any request', async (_, file, message) => {
    renderWithAvatar(null, { 'POST /api/v1/files': () => ok({ name: 'x', url: '/api/v1/files/new-picture' }) });
    await pick(file());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(api.calls('POST', '/api/v1/files')).toHaveLength(0);
    expect(api.calls('PUT', '/api/v1/users/profile')).toHaveLength(0);
  });

  it('says "Avatar upload failed" when the upload gets no answer, and keeps the old avatar', async () => {
    renderWithAvatar('/api/v1/files/old-picture', {
      'POST /api/v1/files': () => {
        throw new TypeError('Failed to fetch'); // the connection dropped
      },
    });
    await vi.waitFor(() => expect(avatarImage()).toHaveAttribute('src', 'blob:test/1-image/png'));
    await pick(png());
    expect(await screen.findByText('Avatar upload failed')).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/files')).toHaveLength(1);
    expect(api.calls('PUT', '/api/v1/users/profile')).toHaveLength(0);
    expect(avatarImage()).toHaveAttribute('src', 'blob:test/1-image/png');
    expect(api.calls('GET', '/api/v1/users/profile')).toHaveLength(1);
    expect(refreshIdentity).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(changeButton()).toBeEnabled());
  });

  it("shows the api's refusal of the new avatar, removes the unused upload and keeps the old avatar", async () => {
    renderWithAvatar('/api/v1/files/old-picture', {
      'POST /api/v1/files': () => ok({ name: 'me.png', url: '/api/v1/files/new-picture' }),
      'PUT /api/v1/users/profile': () =>
        fail(400, 'A0400', 'Choose a JPG or PNG image you uploaded as your avatar', { errors: { avatar: 'Choose a JPG or PNG image you uploaded as your avatar' } }),
      'DELETE /api/v1/files': () => ok(null),
    });
    await vi.waitFor(() => expect(avatarImage()).toHaveAttribute('src', 'blob:test/1-image/png'));
    await pick(png());
    expect(await screen.findByText('Choose a JPG or PNG image you uploaded as your avatar')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls('DELETE', '/api/v1/files')).toHaveLength(1));
    expect(api.calls('DELETE', '/api/v1/files')[0]!.url.searchParams.get('filePath')).toBe('/api/v1/files/new-picture');
    expect(avatarImage()).toHaveAttribute('src', 'blob:test/1-image/png');
    expect(api.calls('GET', '/api/v1/files/new-picture')).toHaveLength(0);
    expect(refreshIdentity).not.toHaveBeenCalled();
  });
});

describe('ProfilePage: password', () => {
  it('checks the old password, the length and the confirmation before sending anything', async () => {
    renderPage();
    const dialog = await openDialog('Change password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);

    type(dialog, 'Current password', 'old-secret');
    type(dialog, 'New password', 'abc');
    type(dialog, 'Confirm new password', 'abd');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The password must be at least 6 characters')).toBeInTheDocument();
    type(dialog, 'New password', 'abcdef');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/users/password')).toHaveLength(0);
  });

  it('changes the password, says so, and tells the user that only their other sessions end', async () => {
    renderPage({ 'PUT /api/v1/users/password': () => ok(null) });
    const dialog = await openDialog('Change password');
    expect(within(dialog).getByText(/You stay signed in here; every other session/)).toBeInTheDocument();
    type(dialog, 'Current password', 'old-secret');
    type(dialog, 'New password', 'n3w-secret');
    type(dialog, 'Confirm new password', 'n3w-secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(bodyOf('PUT', '/api/v1/users/password')).toEqual([{ oldPassword: 'old-secret', newPassword: 'n3w-secret', confirmPassword: 'n3w-secret' }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the api's refusal of the current password on that field", async () => {
    renderPage({
      'PUT /api/v1/users/password': () => fail(400, 'A0402', 'Some fields are invalid', { errors: { oldPassword: 'The current password is wrong' } }),
    });
    const dialog = await openDialog('Change password');
    type(dialog, 'Current password', 'not-mine');
    type(dialog, 'New password', 'n3w-secret');
    type(dialog, 'Confirm new password', 'n3w-secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription('The current password is wrong'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('ProfilePage: mobile and e-mail', () => {
  const sendCode = '/api/v1/users/send-verification-code';

  it('refuses a malformed mobile without asking for a code', async () => {
    renderPage({ [`GET ${sendCode}`]: () => ok(null) });
    const dialog = await openDialog('Bind mobile');
    type(dialog, 'Mobile', '12ab');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Invalid mobile format')).toBeInTheDocument();
    expect(api.calls('GET', sendCode)).toHaveLength(0);
  });

  it('refuses a malformed e-mail without asking for a code', async () => {
    renderPage({ [`GET ${sendCode}`]: () => ok(null) });
    const dialog = await openDialog('Change email');
    type(dialog, 'Email', 'not-an-address');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Invalid email format')).toBeInTheDocument();
    expect(api.calls('GET', sendCode)).toHaveLength(0);
  });

  it('sends a code, then counts a 60-second cool-down down before another can be sent', async () => {
    // only the clock and intervals are fake: react-admin and testing-library keep their real timeouts
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderPage({ [`GET ${sendCode}`]: () => ok(null) });
    const dialog = await openDialog('Bind mobile');
    type(dialog, 'Mobile', '13800138000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    const sent = api.calls('GET', sendCode);
    expect(sent.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([{ contact: '13800138000', contactType: 'MOBILE' }]);

    expect(within(dialog).getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(dialog).getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(58_000));
    expect(within(dialog).getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it("shows the api's refusal to send (too soon) on the contact field", async () => {
    renderPage({ [`GET ${sendCode}`]: () => fail(429, 'A0501', 'A code was just sent; you can ask for another in 60 seconds') });
    const dialog = await openDialog('Bind mobile');
    type(dialog, 'Mobile', '13800138000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Mobile')).toHaveAccessibleDescription('A code was just sent; you can ask for another in 60 seconds'));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('requires the 6-digit code, and puts "Invalid verification code" from the api on the code field', async () => {
    renderPage({ 'PUT /api/v1/users/mobile': () => fail(400, 'A0130', 'Invalid verification code') });
    const dialog = await openDialog('Bind mobile');
    type(dialog, 'Mobile', '13800138000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Verification code')).toHaveAccessibleDescription('This field is required'));
    type(dialog, 'Verification code', '12a');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Verification code')).toHaveAccessibleDescription('The code is 6 digits'));
    expect(api.calls('PUT', '/api/v1/users/mobile')).toHaveLength(0);

    type(dialog, 'Verification code', '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Verification code')).toHaveAccessibleDescription('Invalid verification code'));
    expect(bodyOf('PUT', '/api/v1/users/mobile')).toEqual([{ mobile: '13800138000', code: '123456' }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('binds the mobile with the code and shows it on the card', async () => {
    let bound: string | null = null;
    renderPage({
      'GET /api/v1/users/profile': () => ok({ ...adaProfile, mobile: bound }),
      'PUT /api/v1/users/mobile': (request) => {
        bound = (JSON.parse(request.body!) as { mobile: string }).mobile;
        return ok(null);
      },
    });
    const dialog = await openDialog('Bind mobile');
    type(dialog, 'Mobile', '13800138000');
    type(dialog, 'Verification code', '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Mobile or email bound')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(accountCard()).getByText('13800138000')).toBeInTheDocument());
    expect(within(securityCard()).getByRole('button', { name: 'Change mobile' })).toBeInTheDocument();
  });
});
