import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from '../features/jobs/home/HomePage';
import { MovedTo } from './MovedTo';
import { NotFoundPage } from './NotFoundPage';
import { dashboardPaths, vipPaths } from './paths';
import { PublicLayout } from './PublicLayout';
import { RedirectPage } from './RedirectPage';
import { RequireSignIn } from './RequireSignIn';
import { UnauthorizedPage } from './UnauthorizedPage';

// Each area is its own chunk: the public home ships only the layout and itself (ARCHITECTURE §2.8). The layout's
// Suspense shows PageLoading while a page's chunk loads.
const JobSearchPage = lazy(() => import('../features/jobs/search/JobSearchPage'));
const CompanySearchPage = lazy(() => import('../features/jobs/search/CompanySearchPage'));
// the api renders these two on the server with these same components; the browser hydrates them (ARCHITECTURE §2.8)
const JobDetailPage = lazy(() => import('../features/jobs/detail/JobDetailPage'));
const CompanyPage = lazy(() => import('../features/jobs/detail/CompanyPage'));
const AboutPage = lazy(() => import('../features/platform/info/AboutPage'));
const PrivacyPage = lazy(() => import('../features/platform/info/PrivacyPage'));
const TermsPage = lazy(() => import('../features/platform/info/TermsPage'));
const LoginPage = lazy(() => import('../features/identity/LoginPage'));
const RegisterJobSeekerPage = lazy(() => import('../features/registration/RegisterJobSeekerPage'));
const RegisterPublisherPage = lazy(() => import('../features/registration/RegisterPublisherPage'));
const RegisterSchoolAdminPage = lazy(() => import('../features/registration/RegisterSchoolAdminPage'));
const ForgotPasswordPage = lazy(() => import('../features/identity/ForgotPasswordPage'));
const RoleHomePage = lazy(() => import('./RoleHomePage'));
const MyNoticesPage = lazy(() => import('../features/system/notices/MyNoticesPage'));
const ProfilePage = lazy(() => import('../features/identity/profile/ProfilePage'));
const JobFormPage = lazy(() => import('../features/jobs/publisher/JobFormPage'));
const VipRegisterPage = lazy(() => import('../features/membership/VipRegisterPage'));
const MyResumesPage = lazy(() => import('../features/resumes/mine/MyResumesPage'));
const ResumeFormPage = lazy(() => import('../features/resumes/form/ResumeFormPage'));
const ResumeDetailPage = lazy(() => import('../features/resumes/detail/ResumeDetailPage'));
const TalentSearchPage = lazy(() => import('../features/resumes/talent/TalentSearchPage'));
const TalentDetailPage = lazy(() => import('../features/resumes/talent/TalentDetailPage'));
const MyApplicationsPage = lazy(() => import('../features/delivery/mine/MyApplicationsPage'));
const ReceivedApplicationsPage = lazy(() => import('../features/delivery/received/ReceivedApplicationsPage'));
const MyMeetingsPage = lazy(() => import('../features/meetings/school/MyMeetingsPage'));
const MeetingFormPage = lazy(() => import('../features/meetings/school/MeetingFormPage'));
const MeetingReservationsPage = lazy(() => import('../features/meetings/school/MeetingReservationsPage'));
const UpcomingMeetingsPage = lazy(() => import('../features/meetings/seeker/UpcomingMeetingsPage'));
const MyReservationsPage = lazy(() => import('../features/meetings/seeker/MyReservationsPage'));
const MeetingDetailPage = lazy(() => import('../features/meetings/seeker/MeetingDetailPage'));
const CounselorDirectoryPage = lazy(() => import('../features/counseling/seeker/CounselorDirectoryPage'));
const CounselorPage = lazy(() => import('../features/counseling/seeker/CounselorPage'));
const MySessionsPage = lazy(() => import('../features/counseling/seeker/MySessionsPage'));
const CounselorHomePage = lazy(() => import('../features/counseling/counselor/CounselorHomePage'));
const CounselorOrderPage = lazy(() => import('../features/counseling/counselor/CounselorOrderPage'));

/** Every address of the portal (spec §2); rendered inside a `<BrowserRouter>`, or a `<MemoryRouter>` in tests. */
export const PortalRoutes = () => (
  <Routes>
    <Route element={<PublicLayout />}>
      <Route index element={<HomePage />} />
      <Route path="jobs" element={<JobSearchPage />} />
      <Route path="companies" element={<CompanySearchPage />} />
      <Route path="jobs/:id" element={<JobDetailPage />} />
      <Route path="companies/:id" element={<CompanyPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="register-job-seeker" element={<RegisterJobSeekerPage />} />
      <Route path="register-publisher" element={<RegisterPublisherPage />} />
      <Route path="register-school-admin" element={<RegisterSchoolAdminPage />} />
      <Route path="forget-password" element={<ForgotPasswordPage />} />
      <Route path="redirect/*" element={<RedirectPage />} />
      <Route path="dashboard" element={<RequireSignIn />}>
        <Route index element={<RoleHomePage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="myNotice" element={<MyNoticesPage />} />
        <Route path="jobs/new" element={<JobFormPage />} />
        <Route path="jobs/:id/edit" element={<JobFormPage />} />
        <Route path="401" element={<UnauthorizedPage />} />
        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="vip" element={<RequireSignIn />}>
        <Route index element={<Navigate to={vipPaths.register} replace />} />
        <Route path="vip-register" element={<VipRegisterPage />} />
      </Route>
      <Route path="resumes" element={<RequireSignIn />}>
        <Route index element={<MyResumesPage />} />
        <Route path="new" element={<ResumeFormPage />} />
        <Route path=":id" element={<ResumeDetailPage />} />
        <Route path=":id/edit" element={<ResumeFormPage />} />
      </Route>
      <Route path="talent" element={<RequireSignIn />}>
        <Route index element={<TalentSearchPage />} />
        <Route path=":id" element={<TalentDetailPage />} />
      </Route>
      <Route path="applications" element={<RequireSignIn />}>
        <Route index element={<MyApplicationsPage />} />
        <Route path="received" element={<ReceivedApplicationsPage />} />
      </Route>
      <Route path="school/meetings" element={<RequireSignIn />}>
        <Route index element={<MyMeetingsPage />} />
        <Route path="new" element={<MeetingFormPage />} />
        <Route path=":id/edit" element={<MeetingFormPage />} />
        <Route path=":id/reservations" element={<MeetingReservationsPage />} />
      </Route>
      <Route path="job-fairs" element={<RequireSignIn />}>
        <Route index element={<UpcomingMeetingsPage />} />
        <Route path="mine" element={<MyReservationsPage />} />
        <Route path=":id" element={<MeetingDetailPage />} />
      </Route>
      {/* the directory and a counselor's page are public (a visitor browses, signs in to book) */}
      <Route path="counselors" element={<CounselorDirectoryPage />} />
      <Route path="counselors/:id" element={<CounselorPage />} />
      <Route path="counselors/sessions" element={<RequireSignIn />}>
        <Route index element={<MySessionsPage />} />
      </Route>
      <Route path="counselor" element={<RequireSignIn />}>
        <Route index element={<CounselorHomePage />} />
        <Route path="orders/:id" element={<CounselorOrderPage />} />
      </Route>
      {/* the addresses before the spec's /dashboard, kept for bookmarks and old links */}
      <Route path="home" element={<MovedTo path={dashboardPaths.home} />} />
      <Route path="profile" element={<MovedTo path={dashboardPaths.profile} />} />
      <Route path="notices" element={<MovedTo path={dashboardPaths.myNotice} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
