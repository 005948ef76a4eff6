import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, CanAccess, FilterButton, TopToolbar, useListContext, useNotify, type SortPayload } from 'react-admin';
import { API_BASE, downloadFile } from '../providers/httpClient';

/** The query string of an export for what the list shows: its filters (and sort, where the export keeps the list's order). */
export type ExportQueryOf = (filterValues: Record<string, unknown>, sort: SortPayload) => string;

interface ExportListActionsProps {
  /** The resource whose `export` action (its `biz:<resource>:export` permission) shows the button. */
  resource: string;
  /** The api's export path, e.g. `/jobs/export` (xlsx, formula-safe there). */
  path: string;
  queryOf: ExportQueryOf;
}

const ExportButton = ({ path, queryOf }: Omit<ExportListActionsProps, 'resource'>) => {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const query = queryOf(filterValues as Record<string, unknown>, sort);
      await downloadFile(`${API_BASE}${path}${query ? `?${query}` : ''}`);
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

/** A list's top bar: its filters, and the export of the rows it shows for those allowed to export them. */
export const ExportListActions = ({ resource, path, queryOf }: ExportListActionsProps) => (
  <TopToolbar>
    <FilterButton />
    <CanAccess resource={resource} action="export">
      <ExportButton path={path} queryOf={queryOf} />
    </CanAccess>
  </TopToolbar>
);
