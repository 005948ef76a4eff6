import type { JobDetail } from '@jobmarket/contracts/jobs/views';
import { Show, TabbedShowLayout, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { JobApplicants } from './JobApplicants';
import { JobAuditPanel } from './JobAuditPanel';
import { JobHistory } from './JobHistory';
import { JobOverview } from './JobOverview';
import { JobShowActions } from './JobShowActions';
import { JobTextSections } from './JobTextSections';

const JobTitle = () => {
  const job = useRecordContext<JobDetail>();
  const translate = useTranslate();
  return <>{job ? translate('resources.jobs.show.title', { position: job.position }) : ''}</>;
};

/**
 * One job (`GET /jobs/{id}`): its facts, its nine text sections, its audit with the commission split and trail, the
 * job seekers who applied, and its history. `id` is for rendering it outside its route.
 */
export const JobShow = ({ id }: { id?: Identifier }) => (
  <Show resource="jobs" id={id} actions={<JobShowActions />} title={<JobTitle />}>
    {/* tabs kept out of the URL: the path stays /jobs/:id/show, which the tags view titles as this job */}
    <TabbedShowLayout syncWithLocation={false}>
      <TabbedShowLayout.Tab label="resources.jobs.tabs.details">
        <JobOverview />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.jobs.tabs.description">
        <JobTextSections />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.jobs.tabs.audit">
        <JobAuditPanel />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.jobs.tabs.applicants">
        <JobApplicants />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="history.tab">
        <JobHistory />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
