import { ExportListActions } from '../../components/ExportListActions';
import { jobExportQueryOf } from './jobExport';

/** The job list's filters and its export (xlsx from the api, under biz:job:export). */
export const JobListActions = () => <ExportListActions resource="jobs" path="/jobs/export" queryOf={jobExportQueryOf} />;
