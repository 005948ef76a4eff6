import { publisherAudit } from '../auditScreens';
import { ApplicationList } from '../ApplicationList';

/** Job publishers' registrations and their audit (spec §5 publisher audit). */
export const PublisherList = () => <ApplicationList screen={publisherAudit} />;
