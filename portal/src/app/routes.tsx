import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';
import { PublicLayout } from './PublicLayout';
import { RequireSignIn } from './RequireSignIn';

// Each area is its own chunk: the public home ships only the layout and itself (ARCHITECTURE §2.8).
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'jobs', lazy: lazyPage(() => import('../features/search/JobSearchPage')) },
      { path: 'companies', lazy: lazyPage(() => import('../features/search/CompanySearchPage')) },
      { path: 'about', lazy: lazyPage(() => import('../features/info/AboutPage')) },
      { path: 'privacy', lazy: lazyPage(() => import('../features/info/PrivacyPage')) },
      { path: 'terms', lazy: lazyPage(() => import('../features/info/TermsPage')) },
      { path: 'login', lazy: lazyPage(() => import('../features/accounts/LoginPage')) },
      { path: 'register-job-seeker', lazy: lazyPage(() => import('../features/accounts/RegisterJobSeekerPage')) },
      { path: 'register-publisher', lazy: lazyPage(() => import('../features/accounts/RegisterPublisherPage')) },
      { path: 'register-school-admin', lazy: lazyPage(() => import('../features/accounts/RegisterSchoolAdminPage')) },
      { path: 'forget-password', lazy: lazyPage(() => import('../features/accounts/ForgotPasswordPage')) },
      {
        element: <RequireSignIn />,
        children: [
          { path: 'home', lazy: lazyPage(() => import('../features/homes/RoleHomePage')) },
          { path: 'notices', lazy: lazyPage(() => import('../features/notices/MyNoticesPage')) },
          { path: 'profile', lazy: lazyPage(() => import('../features/profile/ProfilePage')) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
