import { SearchInput, SelectInput } from 'react-admin';
import { DayRangeInput } from './DayRangeInput';
import { IndustryInput } from './IndustryInput';
import { jobAuditStatusChoices, jobStatusChoices } from './jobChoices';
import { ProvinceInput } from './ProvinceInput';
import { PublisherInput } from './PublisherInput';

/**
 * The job list's filters, named as the api's list filters (`GET /jobs`): keywords (position, company), audit status,
 * status, industry, province, publisher, and the created and published day ranges. The first three stay open; the
 * others are added from the filter button.
 */
export const jobFilters = [
  <SearchInput key="keywords" source="keywords" alwaysOn />,
  <SelectInput key="auditStatus" source="auditStatus" label="jobs.fields.auditStatus" choices={jobAuditStatusChoices} alwaysOn />,
  <SelectInput key="status" source="status" label="jobs.fields.status" choices={jobStatusChoices} alwaysOn />,
  <IndustryInput key="industry" source="industry" label="jobs.fields.industry" />,
  <ProvinceInput key="provinceCode" source="provinceCode" label="jobs.fields.provinceCode" />,
  <PublisherInput key="publisherId" source="publisherId" label="resources.jobs.fields.publisherId" />,
  <DayRangeInput key="createTime" source="createTime" label="jobs.fields.createTime" fromLabel="resources.jobs.filters.createdFrom" toLabel="resources.jobs.filters.createdTo" />,
  <DayRangeInput key="publishTime" source="publishTime" label="jobs.fields.publishTime" fromLabel="resources.jobs.filters.publishedFrom" toLabel="resources.jobs.filters.publishedTo" />,
];
