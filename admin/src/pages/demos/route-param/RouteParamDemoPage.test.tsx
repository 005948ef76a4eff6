import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../App';
import { i18nProvider } from '../../../providers/i18n';
import { ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { demoMenuRoutes, WithDemoMenus } from '../multi-level/demoMenusTestData';
import { RouteParamDemoPage } from './RouteParamDemoPage';
import { routeParamPlace } from './routeParamLinks';

// no broker here: the channel's own tests cover it (contracts/src/realtime)
vi.mock('../../../providers/realtime', () => ({ connectRealtime: vi.fn(async () => undefined), disconnectRealtime: vi.fn(), onRealtimeMessage: vi.fn(() => () => undefined) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.location.hash = '';
});

const valueOf = (label: string) => within(screen.getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell')[0]!.textContent;

describe('routeParamPlace', () => {
  it('splits the menu path from the id below it and reads type and title from the query', () => {
    expect(routeParamPlace('/demo/route-param-a/42', '?type=a&title=Hi', '42')).toEqual({ basePath: '/demo/route-param-a', id: '42', type: 'a', title: 'Hi' });
    expect(routeParamPlace('/demo/route-param-b/', '?type=b', '')).toEqual({ basePath: '/demo/route-param-b', id: undefined, type: 'b', title: null });
  });
});

describe('RouteParamDemoPage', () => {
  beforeEach(() => void stubApi({}));

  function renderAt(location: string) {
    window.location.hash = `#${location}`;
    return renderAdmin(
      <WithDemoMenus>
        <Routes>
          <Route path="/demo/route-param-a" element={<RouteParamDemoPage />} />
          <Route path="/demo/route-param-a/*" element={<RouteParamDemoPage />} />
          <Route path="/demo/route-param-b/*" element={<RouteParamDemoPage />} />
        </Routes>
      </WithDemoMenus>,
    );
  }

  it("reads the menu's type query value, and the path parameter once a link adds one", async () => {
    renderAt('/demo/route-param-b?type=b');
    expect(await screen.findByRole('heading', { level: 1, name: 'Route parameter B' })).toBeInTheDocument();
    expect(valueOf('Query value type')).toBe('b');
    expect(valueOf('Path parameter id')).toBe('none (open one of the links below)');
    expect(valueOf('Title override')).toBe('none: the title comes from the menu');

    fireEvent.click(screen.getByRole('link', { name: 'Open id 42' }));
    await waitFor(() => expect(valueOf('Path parameter id')).toBe('42'));
    expect(valueOf('Path')).toBe('/demo/route-param-b/42');
    expect(valueOf('Query value type')).toBe('b');
    expect(window.location.hash).toBe('#/demo/route-param-b/42?type=b');
  });

  it('lets a title query value override the page title, and dropping it brings the menu title back', async () => {
    renderAt('/demo/route-param-a/7?type=a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Route parameter A' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Open with the title "Order 7 of type a"' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 7 of type a' })).toBeInTheDocument();
    expect(valueOf('Title override')).toBe('Order 7 of type a');
    expect(valueOf('Path parameter id')).toBe('7');

    fireEvent.click(screen.getByRole('link', { name: 'Open without a title override' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Route parameter A' })).toBeInTheDocument();
  });
});

describe('RouteParamDemoPage in the admin app', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom has no layout to scroll
    localStorage.setItem('access_token', 'Bearer access-0');
    localStorage.setItem('refresh_token', 'refresh-0');
    stubApi({
      'GET /api/v1/users/me': () => ok({ userId: 1, username: 'root', nickname: 'Root', avatar: null, roles: ['ADMIN'], perms: [] }),
      'GET /api/v1/menus/routes': () => ok(demoMenuRoutes),
      'POST /api/v1/visits': () => ok(null),
    });
  });
  afterEach(async () => {
    window.history.pushState({}, '', '/');
    await i18nProvider.changeLocale('en');
  });

  it("is routed below its menu's path, and the title query value names the page in the app bar and the browser tab", async () => {
    window.history.pushState({}, '', '/demo/route-param-b/7?type=b&title=Order%20seven');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order seven' }, { timeout: 5000 })).toBeInTheDocument();
    expect(valueOf('Path parameter id')).toBe('7');
    await waitFor(() => expect(document.title).toBe('Order seven'));
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Order seven');

    fireEvent.click(screen.getByRole('link', { name: 'Open without a title override' }));
    await waitFor(() => expect(document.title).toBe('Route parameter B'));
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Route parameter B');
    expect(window.location.pathname).toBe('/demo/route-param-b/7');
  });
});
