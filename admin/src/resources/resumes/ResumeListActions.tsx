import { ExportListActions } from '../../components/ExportListActions';
import { resumeExportQueryOf } from './resumeExport';

/** The resume list's filters and its export in the list's order (xlsx from the api, formula-safe there, under biz:resume:export). */
export const ResumeListActions = () => <ExportListActions resource="resumes" path="/resumes/export" queryOf={resumeExportQueryOf} />;
