import { render, waitFor, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import { canAccessWith } from '../auth/permissions';
import { createDataProvider } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { i18nProvider } from '../providers/i18n';
import { fakeApi, type FakeRoute } from './fakeApi';

/** Puts a fake api behind the global `fetch` (undo with `vi.unstubAllGlobals()`) and returns it to inspect the calls. */
export function stubApi(routes: Record<string, FakeRoute>): ReturnType<typeof fakeApi> {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** A signed-in session holding these roles and button permissions. */
export function testAuthProvider(perms: string[] = [], roles: string[] = ['ADMIN']): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({ roles, perms, routes: [] }),
    // the app's own mapping, so a control shows exactly when the real authProvider would allow it
    canAccess: async ({ action, resource }) => canAccessWith({ roles, perms }, { action, resource }),
  };
}

export interface RenderAdminOptions {
  perms?: string[];
  roles?: string[];
  /** Wraps the view in this resource's context (a list outside a <Resource>). */
  resource?: string;
}

let renderedQueryClient: QueryClient | undefined;

/**
 * Resolves once every access check of the last rendered view has answered: a control that is absent then is absent
 * because access was refused, not because the check had not answered yet.
 */
export async function accessChecksSettled(): Promise<void> {
  await waitFor(() => {
    if (renderedQueryClient?.isFetching({ queryKey: ['auth', 'canAccess'] })) throw new Error('access checks still pending');
  });
}

/** Renders a view inside react-admin as the app sets it up: our data provider over `fetch`, our texts, an in-memory store, notifications. */
export function renderAdmin(view: ReactNode, { perms, roles, resource }: RenderAdminOptions = {}): RenderResult {
  renderedQueryClient = new QueryClient();
  return render(
    <AdminContext authProvider={testAuthProvider(perms, roles)} dataProvider={createDataProvider(httpClient)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={renderedQueryClient}>
      {resource ? <ResourceContextProvider value={resource}>{view}</ResourceContextProvider> : view}
      <Notification />
    </AdminContext>,
  );
}
