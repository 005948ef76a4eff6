import { schoolAdminAudit } from '../audits/auditScreens';
import { ApplicationList } from '../audits/ApplicationList';

/** School administrators' registrations and their audit (the school licence). */
export const SchoolAdminList = () => <ApplicationList screen={schoolAdminAudit} />;
