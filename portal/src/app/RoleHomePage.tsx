import { roleCodes } from '@jobmarket/contracts';
import { useEffect } from 'react';
import { ADMIN_PATH, browserNavigation } from './browserNavigation';
import { PageLoading } from './PageLoading';
import { isStaffAccount } from '../session/accountKind';
import { useSession } from '../session/SessionContext';
import { ApplicantHome } from '../features/registration/ApplicantHome';
import { SeekerHome } from '../features/resumes/home/SeekerHome';
import { StaffHome } from '../features/identity/StaffHome';

/**
 * /dashboard is every role's home after sign-in (one address to bookmark and to redirect to); what it shows follows
 * the roles from /users/me: a publisher or school admin sees their application first, a job seeker their dashboard,
 * and staff are sent on to the back office (their home stays on screen, with its link, while the admin loads).
 */
const RoleHomePage = () => {
  const { me } = useSession();
  const isStaff = me !== undefined && isStaffAccount(me.roles);
  useEffect(() => {
    if (isStaff) browserNavigation.assign(ADMIN_PATH);
  }, [isStaff]);
  if (!me) return <PageLoading />;
  if (isStaff) return <StaffHome me={me} />;
  if (me.roles.includes(roleCodes.publisher)) return <ApplicantHome me={me} kind="publisher" />;
  if (me.roles.includes(roleCodes.schoolAdmin)) return <ApplicantHome me={me} kind="schoolAdmin" />;
  return <SeekerHome me={me} />;
};

export default RoleHomePage;
