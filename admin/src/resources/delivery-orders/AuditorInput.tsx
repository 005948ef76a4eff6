import { SelectInput } from 'react-admin';
import { useApiOptions } from '../../providers/useApiOptions';

/** The auditor filter: one of the resume auditors jobs are given (`GET /jobs/resume-auditors`), by name. */
export const AuditorInput = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const auditors = useApiOptions('/jobs/resume-auditors');
  return <SelectInput source={source} label={label} choices={auditors.map((auditor) => ({ id: auditor.value, name: auditor.label }))} translateChoice={false} sx={{ minWidth: 180 }} />;
};
