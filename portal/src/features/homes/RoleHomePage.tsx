import { roleCodes } from '@jobmarket/contracts';
import { PageLoading } from '../../app/PageLoading';
import { useSession } from '../../session/SessionContext';
import { ApplicantHome } from './ApplicantHome';
import { SeekerHome } from './SeekerHome';
import { StaffHome } from './StaffHome';

/**
 * /home is every role's home after sign-in (one address to bookmark and to redirect to); what it shows follows the
 * roles from /users/me: a publisher or school admin sees their application first, a job seeker their dashboard.
 */
const RoleHomePage = () => {
  const { me } = useSession();
  if (!me) return <PageLoading />;
  if (me.roles.includes(roleCodes.publisher)) return <ApplicantHome me={me} kind="publisher" />;
  if (me.roles.includes(roleCodes.schoolAdmin)) return <ApplicantHome me={me} kind="schoolAdmin" />;
  if (me.roles.includes(roleCodes.seeker)) return <SeekerHome me={me} />;
  return <StaffHome me={me} />;
};

export default RoleHomePage;
