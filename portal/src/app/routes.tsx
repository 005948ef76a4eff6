import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from './NotFoundPage';
import { PublicLayout } from './PublicLayout';
import { RequireSignIn } from './RequireSignIn';

// Each area is its own chunk: the public home ships only the layout and itself (ARCHITECTURE §2.8). The layout's
// Suspense shows PageLoading while a page's chunk loads.
const JobSearchPage = lazy(() => import('../features/search/JobSearchPage'));
const CompanySearchPage = lazy(() => import('../features/search/CompanySearchPage'));
const AboutPage = lazy(() => import('../features/info/AboutPage'));
const PrivacyPage = lazy(() => import('../features/info/PrivacyPage'));
const TermsPage = lazy(() => import('../features/info/TermsPage'));
const LoginPage = lazy(() => import('../features/accounts/LoginPage'));
const RegisterJobSeekerPage = lazy(() => import('../features/accounts/RegisterJobSeekerPage'));
const RegisterPublisherPage = lazy(() => import('../features/accounts/RegisterPublisherPage'));
const RegisterSchoolAdminPage = lazy(() => import('../features/accounts/RegisterSchoolAdminPage'));
const ForgotPasswordPage = lazy(() => import('../features/accounts/ForgotPasswordPage'));
const RoleHomePage = lazy(() => import('../features/homes/RoleHomePage'));
const MyNoticesPage = lazy(() => import('../features/notices/MyNoticesPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));

/** Every address of the portal (spec §2); rendered inside a `<BrowserRouter>`, or a `<MemoryRouter>` in tests. */
export const PortalRoutes = () => (
  <Routes>
    <Route element={<PublicLayout />}>
      <Route index element={<HomePage />} />
      <Route path="jobs" element={<JobSearchPage />} />
      <Route path="companies" element={<CompanySearchPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="register-job-seeker" element={<RegisterJobSeekerPage />} />
      <Route path="register-publisher" element={<RegisterPublisherPage />} />
      <Route path="register-school-admin" element={<RegisterSchoolAdminPage />} />
      <Route path="forget-password" element={<ForgotPasswordPage />} />
      <Route element={<RequireSignIn />}>
        <Route path="home" element={<RoleHomePage />} />
        <Route path="notices" element={<MyNoticesPage />} />
        <Route path="profile" element={<ProfilePage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
