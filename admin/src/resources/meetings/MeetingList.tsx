import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import type { MeetingView } from '@jobmarket/contracts/meetings/views';
import { useState } from 'react';
import { Button, CanAccess, DataTable, FilterButton, List, TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';
import { API_BASE, downloadFile } from '../../providers/httpClient';
import { ListEmpty } from '../membership/shared/ListEmpty';
import { meetingExportQueryOf } from './meetingExport';
import { meetingFilters } from './meetingFilters';
import { MeetingFormDialog } from './MeetingFormDialog';
import { EndStatusChip, PublishStatusChip } from './MeetingStatusChips';
import { LoadFailed } from '../../components/LoadFailed';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/** Downloads `GET /meetings/export` for the filters the list shows (biz:meeting:export). */
const ExportButton = () => {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const query = meetingExportQueryOf(filterValues as Record<string, unknown>, sort);
      await downloadFile(`${API_BASE}/meetings/export${query ? `?${query}` : ''}`);
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

const MeetingListActions = ({ onCreate }: { onCreate: () => void }) => (
  <TopToolbar>
    <FilterButton />
    <CanAccess resource="meetings" action="create">
      <Button label="resources.meetings.actions.add" onClick={onCreate}>
        <AddIcon />
      </Button>
    </CanAccess>
    <CanAccess resource="meetings" action="export">
      <ExportButton />
    </CanAccess>
  </TopToolbar>
);

/**
 * Every school's job fairs (staff, biz:meeting:query), latest start first, with the columns of spec §3 (sortable where
 * the api sorts) and the reservation count beside the seats; filters by school, publish and end status and the
 * days they run; "Add job fair" for biz:meeting:add (staff pick the school) and the xlsx export of what is shown for
 * biz:meeting:export. A row opens the meeting. A failed load says the spec's "Failed to get meeting list".
 */
export const MeetingList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [isCreating, setCreating] = useState(false);
  return (
    <>
      <List
        resource="meetings"
        filters={meetingFilters}
        sort={{ field: 'startTime', order: 'DESC' }}
        actions={<MeetingListActions onCreate={() => setCreating(true)} />}
        // the filters stay visible when nothing matches; the table says why it is empty
        empty={false}
        error={<LoadFailed message="meetings.messages.listFailed" />}
        queryOptions={{ onError: () => notify('meetings.messages.listFailed', { type: 'error' }) }}
        sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <DataTable<MeetingView> rowClick="show" bulkActionButtons={false} empty={<ListEmpty messages="resources.meetings.empty" />}>
          <DataTable.Col source="title" label="meetings.fields.title" />
          <DataTable.Col source="schoolName" label="meetings.fields.school" disableSort />
          <DataTable.Col source="startTime" label="meetings.fields.startTime" cellSx={noWrap} />
          <DataTable.Col source="endTime" label="meetings.fields.endTime" cellSx={noWrap} />
          <DataTable.Col
            source="studentScope"
            label="meetings.fields.studentScope"
            disableSort
            render={(meeting) => translate(`meetings.studentScopes.${meeting.studentScope}`, { _: meeting.studentScope })}
          />
          <DataTable.NumberCol source="capacity" label="meetings.fields.capacity" />
          <DataTable.NumberCol source="reservationCount" label="meetings.fields.reservationCount" />
          <DataTable.NumberCol source="waitlistCount" label="resources.meetings.fields.waitlistCount" disableSort />
          <DataTable.Col source="publishStatus" label="meetings.fields.publishStatus" render={(meeting) => <PublishStatusChip status={meeting.publishStatus} />} />
          <DataTable.Col source="endStatus" label="meetings.fields.endStatus" disableSort render={(meeting) => <EndStatusChip status={meeting.endStatus} />} />
          <DataTable.Col source="createTime" label="resources.meetings.fields.createTime" cellSx={noWrap} />
        </DataTable>
      </List>
      {isCreating && <MeetingFormDialog mode="create" onClose={() => setCreating(false)} />}
    </>
  );
};
