import { roleCodes } from '@jobmarket/contracts/identity/roles';
import { AppBar, Box, Button, IconButton, Link, Stack, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { type PortalMessageKey, useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { useHydrated } from '../ssr/useHydrated';
import { DocumentTitle } from './DocumentTitle';
import { MenuIcon } from './icons';
import { PageLoadBoundary } from './PageLoadBoundary';
import { PageLoading } from './PageLoading';
import { COUNSELOR_ROLE } from '../features/counseling/counselorRole';
import { counselingPaths, dashboardPaths, resumePaths, schoolMeetingPaths, talentPaths } from './paths';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { ThemeModeSwitcher } from './ThemeModeSwitcher';
import { useHasOpened } from './useHasOpened';
import { useVisitReporting } from './useVisitReporting';

// Not on a visitor's first paint: the drawer opens from the menu button, the bell and user menu are for the signed-in.
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));
const NotificationBell = lazy(() => import('../features/system/notices/NotificationBell'));
const UserMenu = lazy(() => import('./UserMenu'));

export interface NavItem {
  to: string;
  label: PortalMessageKey;
}

/** Spec §2 public navigation: home, job search, company search, submit resume, for employer (login sits at the end). */
function navItems(isSignedIn: boolean, isPublisher: boolean, isSeeker: boolean, isSchoolAdmin: boolean, isCounselor = false): NavItem[] {
  return [
    { to: '/', label: 'portal.nav.home' },
    { to: '/jobs', label: 'portal.nav.jobs' },
    { to: '/companies', label: 'portal.nav.companies' },
    // resumes live in the job seeker's area (their list for a seeker); a visitor first gets an account
    { to: isSeeker ? resumePaths.mine : isSignedIn ? dashboardPaths.home : '/register-job-seeker', label: 'portal.nav.submitResume' },
    // a signed-in publisher finds talent (resumes/talent), a school its job fairs (meetings/school); everyone else is
    // offered the employer's registration
    isPublisher
      ? { to: talentPaths.search, label: 'portal.talent.nav' }
      : isSchoolAdmin
        ? { to: schoolMeetingPaths.mine, label: 'portal.meetings.school.nav' }
        : isCounselor
          ? // a counselor (career counseling) has their own home: their schedule and availability
            { to: counselingPaths.home, label: 'portal.counseling.nav.counselorHome' }
          : { to: '/register-publisher', label: 'portal.nav.forEmployers' },
  ];
}

export const PublicLayout = () => {
  const { t } = useI18n();
  // a server-rendered page is signed out: the stored sign-in shows once it is hydrated
  const isHydrated = useHydrated();
  const session = useSession();
  const isSignedIn = session.isSignedIn && isHydrated;
  const isPublisher = isSignedIn && (session.me?.roles.includes(roleCodes.publisher) ?? false);
  const isSeeker = isSignedIn && (session.me?.roles.includes(roleCodes.seeker) ?? false);
  const isSchoolAdmin = isSignedIn && (session.me?.roles.includes(roleCodes.schoolAdmin) ?? false);
  const isCounselor = isSignedIn && (session.me?.roles.includes(COUNSELOR_ROLE) ?? false);
  const { pathname } = useLocation();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const hasDrawerOpened = useHasOpened(isDrawerOpen);
  useVisitReporting();
  const items = navItems(isSignedIn, isPublisher, isSeeker, isSchoolAdmin, isCounselor);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <DocumentTitle />
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={t('portal.nav.openMenu')} onClick={() => setDrawerOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Link component={RouterLink} to="/" variant="h6" underline="none" sx={{ fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }}>
            {t('app.title')}
          </Link>
          <Stack component="nav" aria-label={t('portal.nav.main')} direction="row" spacing={0.5} sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1 }}>
            {items.map((item) => (
              <Button key={item.label} component={RouterLink} to={item.to} color={pathname === item.to ? 'primary' : 'inherit'} sx={{ whiteSpace: 'nowrap' }}>
                {t(item.label)}
              </Button>
            ))}
          </Stack>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <LanguageSwitcher />
          <ThemeModeSwitcher />
          {isSignedIn ? (
            <Suspense fallback={null}>
              <NotificationBell />
              <UserMenu />
            </Suspense>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained" sx={{ whiteSpace: 'nowrap' }}>
              {t('portal.nav.login')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      {hasDrawerOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer items={items} open={isDrawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <Box component="main" sx={{ flexGrow: 1 }}>
        <PageLoadBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </Box>
      <SiteFooter />
    </Box>
  );
};
