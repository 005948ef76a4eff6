import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { vi } from 'vitest';
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
    canAccess: async () => true,
  };
}

export interface RenderAdminOptions {
  perms?: string[];
  roles?: string[];
  /** Wraps the view in this resource's context (a list outside a <Resource>). */
  resource?: string;
}

/** Renders a view inside react-admin as the app sets it up: our data provider over `fetch`, our texts, an in-memory store, notifications. */
export function renderAdmin(view: ReactNode, { perms, roles, resource }: RenderAdminOptions = {}): RenderResult {
  return render(
    <AdminContext authProvider={testAuthProvider(perms, roles)} dataProvider={createDataProvider(httpClient)} i18nProvider={i18nProvider} store={memoryStore()}>
      {resource ? <ResourceContextProvider value={resource}>{view}</ResourceContextProvider> : view}
      <Notification />
    </AdminContext>,
  );
}
