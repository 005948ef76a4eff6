import DownloadIcon from '@mui/icons-material/Download';
import SchoolIcon from '@mui/icons-material/School';
import { Alert, MenuItem, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import type { ReservationStatus } from '@jobmarket/contracts/meetings/meetingMachine';
import type { MeetingView, ReservationRow } from '@jobmarket/contracts/meetings/views';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { TableMessageRow } from '../../components/TableMessageRow';
import { formatDateTime } from '../../dashboard/localDates';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { API_BASE, downloadFile, httpClient } from '../../providers/httpClient';
import { reservationStatusChoices } from './meetingChoices';
import { ReservationStatusChip } from './MeetingStatusChips';
import { StudentSchoolDialog } from './StudentSchoolDialog';
import { PagedTablePagination, useTablePage } from '../../components/PagedTablePagination';

const columns = ['seekerName', 'school', 'status', 'position', 'reservedTime'] as const;

/** `status` and paging as `GET /meetings/{id}/reservations` (and its export) take them. */
function reservationsQuery(status: ReservationStatus | '', page?: { page: number; size: number }): string {
  const query = new URLSearchParams();
  if (page) {
    query.set('pageNum', String(page.page + 1));
    query.set('pageSize', String(page.size));
  }
  if (status) query.set('status', status);
  return query.toString();
}

/**
 * A meeting's reservation list (spec §2 "meeting reservation list"): who holds a seat or waits (with their place),
 * their school and when they reserved; filtered by status, paged, exported as xlsx for biz:meeting:export, and each
 * seeker's school corrected in place for biz:meeting:student (the school scope follows it).
 */
export function MeetingReservations({ meeting }: { meeting: Pick<MeetingView, 'id' | 'title'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useDashboardLocale();
  const queryClient = useQueryClient();
  const canExport = useCanAccess({ resource: 'meetings', action: 'export' }).canAccess === true;
  const canCorrect = useCanAccess({ resource: 'meetings', action: 'student' }).canAccess === true;
  const [status, setStatus] = useState<ReservationStatus | ''>('');
  const [page, setPage] = useTablePage();
  const [correcting, setCorrecting] = useState<ReservationRow>();
  const [isDownloading, setDownloading] = useState(false);
  const path = `${API_BASE}/meetings/${encodeURIComponent(String(meeting.id))}/reservations`;
  const queryKey = ['meetings', meeting.id, 'reservations', status, page];
  const { data, isPending, error } = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await httpClient(`${path}?${reservationsQuery(status, page)}`, { signal })).json as { list: ReservationRow[]; total: number },
    placeholderData: keepPreviousData,
  });
  const download = async () => {
    setDownloading(true);
    try {
      const query = reservationsQuery(status);
      await downloadFile(`${path}/export${query ? `?${query}` : ''}`);
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  const colSpan = columns.length + (canCorrect ? 1 : 0);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          select
          size="small"
          label={translate('resources.meetings.fields.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ReservationStatus | '');
            setPage((previous) => ({ ...previous, page: 0 }));
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate('resources.meetings.reservations.all')}</MenuItem>
          {reservationStatusChoices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {translate(choice.name)}
            </MenuItem>
          ))}
        </TextField>
        {canExport && (
          <Button label="ra.action.export" onClick={download} disabled={isDownloading}>
            <DownloadIcon />
          </Button>
        )}
      </Stack>
      {error && !data ? (
        <Alert severity="error">{translate('resources.meetings.reservations.loadFailed')}</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('resources.meetings.reservations.title')}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} align={column === 'position' ? 'right' : 'left'}>
                    {translate(`resources.meetings.fields.${column}`)}
                  </TableCell>
                ))}
                {canCorrect && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending && (
                <TableMessageRow colSpan={colSpan}>
                  <Skeleton />
                </TableMessageRow>
              )}
              {data?.list.length === 0 && (
                <TableMessageRow colSpan={colSpan}>{translate(status ? 'resources.meetings.reservations.emptyFiltered' : 'resources.meetings.reservations.empty')}</TableMessageRow>
              )}
              {data?.list.map((row) => (
                <TableRow key={row.seekerId}>
                  <TableCell>{row.seekerName}</TableCell>
                  <TableCell>{row.school ?? '—'}</TableCell>
                  <TableCell>
                    <ReservationStatusChip status={row.status} />
                  </TableCell>
                  <TableCell align="right">{row.position ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.reservedTime, locale)}</TableCell>
                  {canCorrect && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button label="resources.meetings.reservations.correctSchool" onClick={() => setCorrecting(row)}>
                        <SchoolIcon />
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && <PagedTablePagination total={data.total} page={page} onChange={setPage} />}
      {correcting && (
        <StudentSchoolDialog
          seekerId={correcting.seekerId}
          name={correcting.seekerName}
          onClose={() => setCorrecting(undefined)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ['meetings', meeting.id, 'reservations'] })}
        />
      )}
    </Stack>
  );
}
