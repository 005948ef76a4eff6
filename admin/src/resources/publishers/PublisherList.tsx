import { publisherAudit } from '../audits/auditScreens';
import { ApplicationList } from '../audits/ApplicationList';

/** Job publishers' registrations and their audit (spec §5 publisher audit). */
export const PublisherList = () => <ApplicationList screen={publisherAudit} />;
