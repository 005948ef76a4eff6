import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HasPerm, HasRole, useHasPerm } from './hasPerm';

function wrapperFor(grants: { roles: string[]; perms: string[] }) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ ...grants, routes: [] }),
  };
  return ({ children }: { children: ReactNode }) => <AdminContext authProvider={authProvider}>{children}</AdminContext>;
}

const Toolbar = () => (
  <>
    <button type="button">Refresh</button>
    <HasPerm perm="sys:user:add">
      <button type="button">Add</button>
    </HasPerm>
    <HasPerm perm={['sys:user:delete', 'sys:user:import']}>
      <button type="button">Import</button>
    </HasPerm>
    <HasRole role="ROOT">
      <button type="button">Root only</button>
    </HasRole>
  </>
);

class ShowError extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => vi.restoreAllMocks());

describe('HasPerm', () => {
  it('renders a control only for users holding any of its permissions', async () => {
    render(<Toolbar />, { wrapper: wrapperFor({ roles: ['ADMIN'], perms: ['sys:user:import'] }) });
    expect(await screen.findByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Root only' })).not.toBeInTheDocument();
  });

  it('renders every control for ROOT', async () => {
    render(<Toolbar />, { wrapper: wrapperFor({ roles: ['ROOT'], perms: [] }) });
    expect(await screen.findByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Root only' })).toBeInTheDocument();
  });

  it.each([[undefined], [[]], ['']])('throws "a permission identifier is required" when used without one (%j)', async (perm) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the render error too
    const Probe = () => <p>{String(useHasPerm(perm as never))}</p>;
    render(
      <ShowError>
        <Probe />
      </ShowError>,
      { wrapper: wrapperFor({ roles: ['ROOT'], perms: [] }) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('a permission identifier is required');
  });
});
