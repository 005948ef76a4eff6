import { fireEvent, screen, within } from '@testing-library/react';
import { AuthContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../test/fakeApi';
import { renderAdmin, stubApi, testAuthProvider } from '../test/renderAdmin';
import { InitialPasswordGate } from './InitialPasswordGate';

/** An auth provider whose user is on the initial password until the api (here: refreshIdentity) says otherwise. */
function renderGate(mustChangePassword: boolean) {
  let isStillInitial = mustChangePassword;
  const api = stubApi({
    'PUT /api/v1/users/password': () => {
      isStillInitial = false;
      return ok(null);
    },
  });
  const refreshIdentity = vi.fn(async () => undefined);
  const getIdentity = async () => ({ id: 7, fullName: 'New Hire', mustChangePassword: isStillInitial });
  renderAdmin(
    <AuthContext.Provider value={{ ...testAuthProvider(), getIdentity, refreshIdentity }}>
      <p>Dashboard</p>
      <InitialPasswordGate />
    </AuthContext.Provider>,
  );
  return { api, refreshIdentity };
}

afterEach(() => vi.unstubAllGlobals());

describe('InitialPasswordGate', () => {
  it('keeps a user on the initial password in the change-password dialog, without a way out, until it is changed', async () => {
    const { api, refreshIdentity } = renderGate(true);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText('Your account still has its initial password. Choose your own password to continue.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: '123456' } });
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'my-own-1' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'my-own-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PUT', '/api/v1/users/password')).toHaveLength(1);
    expect(refreshIdentity).toHaveBeenCalledTimes(1);
  });

  it('shows nothing to a user who chose their password', async () => {
    renderGate(false);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
