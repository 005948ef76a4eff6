import { useState } from 'react';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore, Notification, Translate } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { createAuthProvider } from './auth/authProvider';
import { createAvatarPictures } from './auth/avatarPictures';
import { createSessionLoader } from './auth/session';
import { SessionEndHandler } from './auth/SessionEndHandler';
import { PendingWriteRefresher } from './providers/PendingWriteRefresher';
import { ProgressBar } from './layout/progress/ProgressBar';
import { tokens } from './auth/tokenStorage';
import { Dashboard } from './dashboard/Dashboard';
import { CustomMenuItemsProvider } from './layout/menu/useMenuTree';
import { LoginPage } from './pages/LoginPage';
import { MY_NOTICE_PATH, myNoticeMenuItem } from './notifications/myNoticeMenuItem';
import { MyNoticeList } from './resources/system/notices/MyNoticeList';
import { NotFoundPage, RedirectToNotFound } from './pages/NotFoundPage';
import { PROFILE_PATH, ProfilePage, profileMenuItem } from './profile';
import { UnauthorizedPage } from './pages/UnauthorizedPage';
import { createDataProvider } from './providers/dataProvider';
import { clearDictionaryCache } from './providers/dictionaries';
import { http, httpClient } from './providers/httpClient';
import { i18nProvider } from './providers/i18n';
import { connectRealtime, disconnectRealtime } from './providers/realtime';
import { useAdminThemes } from './theme';
import { resourcesForUser } from './routing/adminResources';
import { RoutedLayout } from './routing/RoutedLayout';
import { routerLocationOf } from './routing/routeTree';

// History-mode URLs under Vite's base ('/admin/'); the api falls back to index.html for them.
// Without our own router react-admin would use a HashRouter.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The providers of one running app; made per <App> so that a remount (and every test) starts from a clean session. */
function createProviders() {
  // who the user is and which routes they have, loaded once per sign-in; the realtime channel follows the user (spec §4)
  const session = createSessionLoader(http, { language: () => i18nProvider.getLocale(), onLoaded: ({ user }) => void connectRealtime(user.userId) });
  const avatarPictures = createAvatarPictures(http);
  const authProvider = createAuthProvider({
    http,
    tokens,
    session,
    avatarPicture: avatarPictures.pictureOf,
    location: () => routerLocationOf(window.location, basename),
    // spec §4 logout: tokens and routes are cleared by the provider; the websocket and the dictionary cache here
    onSignedOut: () => {
      disconnectRealtime();
      avatarPictures.clear();
      clearDictionaryCache();
    },
  });
  // react-admin's own store (list filters, sidebar…) in localStorage, as <Admin> does by default; it is reset on logout
  return { authProvider, dataProvider: createDataProvider(httpClient), store: localStorageStore() };
}

const customMenuItems = [profileMenuItem, myNoticeMenuItem];

/** Spec §8: every toast stays 6 seconds. */
const AdminNotification = () => <Notification autoHideDuration={6000} />;

export const App = () => {
  const [{ authProvider, dataProvider, store }] = useState(createProviders);
  const { theme, darkTheme, defaultTheme } = useAdminThemes();
  return (
    <BrowserRouter basename={basename}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        darkTheme={darkTheme}
        defaultTheme={defaultTheme}
      >
        <SessionEndHandler />
        <PendingWriteRefresher />
        <ProgressBar />
        {/* pages that are custom routes rather than resources, so their tabs are titled */}
        <CustomMenuItemsProvider items={customMenuItems}>
          <AdminUI
            layout={RoutedLayout}
            dashboard={Dashboard}
            loginPage={LoginPage}
            catchAll={RedirectToNotFound}
            accessDenied={UnauthorizedPage}
            notification={AdminNotification}
            title={<Translate i18nKey="app.adminTitle" />}
            requireAuth
            // Telemetry would load an image from marmelab.com, which our CSP (img-src 'self') blocks anyway.
            disableTelemetry
          >
            <CustomRoutes>
              <Route path="/401" element={<UnauthorizedPage />} />
              <Route path="/404" element={<NotFoundPage />} />
              <Route path={MY_NOTICE_PATH} element={<MyNoticeList />} />
              <Route path={PROFILE_PATH} element={<ProfilePage />} />
            </CustomRoutes>
            {/* resources from the signed-in user's /menus/routes (ARCHITECTURE §2.7) */}
            {resourcesForUser}
          </AdminUI>
        </CustomMenuItemsProvider>
      </AdminContext>
    </BrowserRouter>
  );
};
