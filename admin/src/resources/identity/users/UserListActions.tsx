import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Stack, TextField } from '@mui/material';
import { Button, CanAccess, FilterButton, TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { API_BASE, downloadFile } from '../../../providers/httpClient';
import { UserImportButton } from './UserImportButton';
import { exportQueryOf } from './userExport';

/** The createTime day range (both ends needed by the api), kept in the list's filters as `[from, to]`. */
const CreateTimeRange = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const [from = '', to = ''] = Array.isArray(filterValues.createTime) ? (filterValues.createTime as string[]) : [];
  const change = (nextFrom: string, nextTo: string) => {
    const { createTime: _previous, ...others } = filterValues;
    setFilters(nextFrom && nextTo ? { ...others, createTime: [nextFrom, nextTo] } : others, displayedFilters);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mr: 'auto' }}>
      <TextField type="date" size="small" label={translate('resources.users.fields.createTimeFrom')} value={from} onChange={(event) => change(event.target.value, to || event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="date" size="small" label={translate('resources.users.fields.createTimeTo')} value={to} onChange={(event) => change(from || event.target.value, event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
};

export const UserListActions = ({ onCreate }: { onCreate: () => void }) => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const download = (url: string) => downloadFile(url).catch((error: Error | undefined) => notify(error?.message || 'ra.notification.http_error', { type: 'error' }));
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <CreateTimeRange />
      <FilterButton />
      <CanAccess resource="users" action="create">
        <Button label="resources.users.actions.add" onClick={onCreate}>
          <AddIcon />
        </Button>
      </CanAccess>
      <CanAccess resource="users" action="delete">
        <ConfirmDeleteButton resource="users" />
      </CanAccess>
      <CanAccess resource="users" action="import">
        <UserImportButton />
      </CanAccess>
      <CanAccess resource="users" action="template">
        <Button label="resources.users.actions.template" onClick={() => download(`${API_BASE}/users/template`)}>
          <FileDownloadIcon />
        </Button>
      </CanAccess>
      <CanAccess resource="users" action="export">
        <Button label="resources.users.actions.export" onClick={() => download(`${API_BASE}/users/export?${exportQueryOf(filterValues)}`)}>
          <DownloadIcon />
        </Button>
      </CanAccess>
    </TopToolbar>
  );
};
