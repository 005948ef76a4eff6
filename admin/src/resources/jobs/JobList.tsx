import type { JobRow } from '@jobmarket/contracts/jobs/views';
import { DataTable, List, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { JobAuditButton } from './JobAuditButton';
import { JobAuditStatusChip } from './JobAuditStatusChip';
import { jobFilters } from './jobFilters';
import { formatMoney, locationLine } from './jobFormat';
import { JobListActions } from './JobListActions';
import { JobListEmpty } from './JobListEmpty';
import { JobStatusChip } from './JobStatusChip';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/**
 * Every job (staff, biz:job:query): filters, sortable columns, status chips, the xlsx export of what is shown, and
 * "Audit" on the jobs waiting for it; a row opens the job.
 */
export const JobList = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const salary = (job: JobRow) =>
    translate('jobs.salary.range', { min: formatMoney(job.minSalary, job.currency, locale), max: formatMoney(job.maxSalary, job.currency, locale) });
  return (
    <List
      resource="jobs"
      filters={jobFilters}
      sort={{ field: 'createTime', order: 'DESC' }}
      actions={<JobListActions />}
      // the filters stay visible when nothing matches; the table says why it is empty
      empty={false}
      sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <DataTable<JobRow> rowClick="show" bulkActionButtons={false} empty={<JobListEmpty />}>
        <DataTable.Col source="position" label="jobs.fields.position" />
        <DataTable.Col source="company" label="jobs.fields.company" />
        <DataTable.Col source="industry.label" label="jobs.fields.industry" disableSort />
        <DataTable.Col source="location" label="jobs.fields.location" disableSort render={(job) => locationLine(job.location)} />
        <DataTable.Col source="minSalary" label="jobs.fields.salaryRange" render={salary} cellSx={noWrap} />
        <DataTable.Col source="totalCommission" label="jobs.fields.totalCommission" render={(job) => formatMoney(job.totalCommission, job.currency, locale)} cellSx={noWrap} />
        <DataTable.Col source="status" label="jobs.fields.status" render={(job) => <JobStatusChip status={job.status} />} />
        <DataTable.Col source="auditStatus" label="jobs.fields.auditStatus" render={(job) => <JobAuditStatusChip status={job.auditStatus} />} />
        <DataTable.NumberCol source="applicantCount" label="jobs.fields.applicantCount" disableSort />
        <DataTable.NumberCol source="viewCount" label="jobs.fields.viewCount" disableSort />
        <DataTable.Col source="createTime" label="jobs.fields.createTime" cellSx={noWrap} />
        <DataTable.Col source="publishTime" label="jobs.fields.publishTime" cellSx={noWrap} />
        <DataTable.Col label="" disableSort>
          <JobAuditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
