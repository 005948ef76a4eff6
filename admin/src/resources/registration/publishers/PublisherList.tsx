import { DataTable, useCanAccess } from 'react-admin';
import { publisherAudit } from '../auditScreens';
import { ApplicationList } from '../ApplicationList';
import { PublisherJobsField } from './PublisherJobsField';

/** Job publishers' registrations and their audit (spec §5 publisher audit), with each publisher's jobs for those who may read jobs. */
export const PublisherList = () => {
  const canListJobs = useCanAccess({ resource: 'jobs', action: 'list' }).canAccess === true;
  return (
    <ApplicationList
      screen={publisherAudit}
      columns={
        canListJobs && (
          <DataTable.Col label="resources.publishers.fields.jobs" disableSort>
            <PublisherJobsField />
          </DataTable.Col>
        )
      }
    />
  );
};
