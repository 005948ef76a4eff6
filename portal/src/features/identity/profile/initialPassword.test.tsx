import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal, signedInAs } from '../../../test/fakeApi';

/** The portal over a fake api whose user is on the initial password until PUT /users/password succeeds. */
function renderAsNewUser() {
  let isStillInitial = true;
  const signedIn = signedInAs(['SEEKER']);
  const portal = renderPortal('/', {
    'GET /users/me': () => ({ data: { ...signedIn.data, mustChangePassword: isStillInitial } }),
    'GET /notices/my-page': { data: { list: [], total: 0 } },
    'PUT /users/password': () => {
      isStillInitial = false;
      return {};
    },
  });
  return portal;
}

describe('initial password', () => {
  it('asks a user on the initial password to choose one before anything else, and lets them go on once changed', async () => {
    const portal = renderAsNewUser();
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText('Your account still has its initial password. Choose your own password to continue.')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: '123456' } });
    fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: 'my-own-1' } });
    fireEvent.change(within(dialog).getByLabelText(/Confirm/), { target: { value: 'my-own-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const change = portal.calls.filter((call) => call.method === 'PUT' && call.path === '/users/password');
    expect(change.map((call) => JSON.parse(String(call.body)))).toEqual([{ oldPassword: '123456', newPassword: 'my-own-1', confirmPassword: 'my-own-1' }]);
  });
});
