import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, CanAccess, FilterButton, TopToolbar, useListContext, useNotify } from 'react-admin';
import { API_BASE, downloadFile } from '../../providers/httpClient';
import { resumeExportQueryOf } from './resumeExport';

/** Export of the resumes the list shows (xlsx from the api, formula-safe there, under biz:resume:export). */
const ResumeExportButton = () => {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const query = resumeExportQueryOf(filterValues, sort);
      await downloadFile(`${API_BASE}/resumes/export${query ? `?${query}` : ''}`);
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={download} disabled={isDownloading}>
      <DownloadIcon />
    </Button>
  );
};

export const ResumeListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CanAccess resource="resumes" action="export">
      <ResumeExportButton />
    </CanAccess>
  </TopToolbar>
);
