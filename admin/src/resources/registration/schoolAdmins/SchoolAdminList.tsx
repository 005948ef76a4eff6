import { schoolAdminAudit } from '../auditScreens';
import { ApplicationList } from '../ApplicationList';

/** School administrators' registrations and their audit (the school licence). */
export const SchoolAdminList = () => <ApplicationList screen={schoolAdminAudit} />;
