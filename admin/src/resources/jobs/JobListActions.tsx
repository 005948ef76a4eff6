import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, CanAccess, FilterButton, TopToolbar, useListContext, useNotify } from 'react-admin';
import { API_BASE, downloadFile } from '../../providers/httpClient';
import { jobExportQueryOf } from './jobExport';

/** Export of the jobs the list shows (xlsx from the api, under biz:job:export). */
const JobExportButton = () => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const query = jobExportQueryOf(filterValues);
      await downloadFile(`${API_BASE}/jobs/export${query ? `?${query}` : ''}`);
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

export const JobListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CanAccess resource="jobs" action="export">
      <JobExportButton />
    </CanAccess>
  </TopToolbar>
);
