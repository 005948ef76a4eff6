import { type ReservationStatus, reservationStatuses } from '@jobmarket/contracts';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  LinearProgress,
  MenuItem,
  Pagination,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { PageLoading } from '../../../app/PageLoading';
import { schoolMeetingPaths } from '../../../app/paths';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { usePageTitle } from '../../jobs/detail/usePageTitle';
import { saveBlob } from '../../resumes/files/saveBlob';
import { formatMeetingSpan, formatMeetingTime } from './meetingTimes';
import { MeetingStatusChips } from './MeetingStatusChips';
import { SchoolGate } from './SchoolGate';
import { SchoolMeetingActions } from './SchoolMeetingActions';
import { RESERVATIONS_PAGE_SIZE, useMeetingReservations, useSchoolMeeting } from './schoolMeetingQueries';

// a seeker who cancelled keeps their row ('unreserved', when they last had a place): the school sees who left too
const isStatus = (value: string): value is ReservationStatus => (reservationStatuses as readonly string[]).includes(value);

/** `GET /meetings/{id}/reservations/export`: the whole list as a spreadsheet, fetched with the session's token. */
function useReservationsExport(meetingId: number) {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const [isExporting, setExporting] = useState(false);
  async function exportList(status: ReservationStatus | '') {
    setExporting(true);
    try {
      const query = status ? `?${new URLSearchParams({ status })}` : '';
      // the name the api gives it (its Content-Disposition), which a download through a blob cannot read
      saveBlob(await api.blob(`/meetings/${meetingId}/reservations/export${query}`), `meeting-${meetingId}-reservations.xlsx`);
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('portal.meetings.school.reservations.exportFailed'), 'error');
    } finally {
      setExporting(false);
    }
  }
  return { exportList, isExporting };
}

const Reservations = ({ meetingId }: { meetingId: number }) => {
  const { t, locale } = useI18n();
  const meeting = useSchoolMeeting(meetingId);
  const [status, setStatus] = useState<ReservationStatus | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const reservations = useMeetingReservations(meetingId, { pageNum, status });
  const { exportList, isExporting } = useReservationsExport(meetingId);
  usePageTitle(t('portal.meetings.school.reservations.title', { title: meeting.data?.title ?? '' }));
  const number = new Intl.NumberFormat(locale);
  const page = reservations.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / RESERVATIONS_PAGE_SIZE)) : 1;

  if (meeting.isPending) return <PageLoading />;
  if (meeting.isError)
    return (
      <Stack spacing={3}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void meeting.refetch()}>
              {t('portal.meetings.school.common.retry')}
            </Button>
          }
        >
          {t('meetings.messages.detailsFailed')}
        </Alert>
        <Button component={RouterLink} to={schoolMeetingPaths.mine} sx={{ alignSelf: 'flex-start' }}>
          {t('portal.meetings.school.common.back')}
        </Button>
      </Stack>
    );

  const fair = meeting.data;
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to={schoolMeetingPaths.mine} sx={{ alignSelf: 'flex-start' }}>
        {t('portal.meetings.school.common.back')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {t('portal.meetings.school.reservations.title', { title: fair.title })}
        </Typography>
        <MeetingStatusChips publishStatus={fair.publishStatus} endStatus={fair.endStatus} />
      </Stack>
      <Typography color="text.secondary">
        {formatMeetingSpan(locale, fair.startsAt, fair.endsAt)} · {[fair.location, fair.onlineUrl].filter(Boolean).join(' · ')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {t('portal.meetings.school.reservations.summary', {
          reserved: number.format(fair.reservationCount),
          capacity: number.format(fair.capacity),
          waitlisted: number.format(fair.waitlistCount),
        })}
      </Typography>
      <SchoolMeetingActions meeting={fair} />
      <Paper variant="outlined" component="section" aria-labelledby="fair-content" sx={{ p: 2 }}>
        <Typography id="fair-content" variant="subtitle2" color="text.secondary" component="h2">
          {t('meetings.fields.content')}
        </Typography>
        {/* sanitised by the api when it was saved (an allow-list, as notices' rich text) */}
        <Box sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' }, '& h3': { fontSize: '1.15rem' } }} dangerouslySetInnerHTML={{ __html: fair.content }} />
      </Paper>
      <Typography color="text.secondary">{t('portal.meetings.school.reservations.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          select
          size="small"
          label={t('portal.meetings.school.reservations.status')}
          value={status}
          onChange={(event) => {
            setStatus(isStatus(event.target.value) ? event.target.value : '');
            setPageNum(1);
          }}
          // "All statuses" shows as the choice made, not an empty box under its label
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('portal.meetings.school.reservations.allStatuses')}</MenuItem>
          {reservationStatuses.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`meetings.reservationStatuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void exportList(status)} disabled={isExporting}>
          {t('portal.meetings.school.reservations.export')}
        </Button>
      </Stack>
      <Box sx={{ height: 4 }}>{(reservations.isFetching || isExporting) && !reservations.isPending && <LinearProgress aria-label={t('portal.meetings.school.common.loading')} />}</Box>
      {reservations.isPending && <PageLoading />}
      {reservations.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reservations.refetch()}>
              {t('portal.meetings.school.common.retry')}
            </Button>
          }
        >
          {t('meetings.messages.detailsFailed')}
        </Alert>
      )}
      {page && page.list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <Typography>{status ? t('portal.meetings.school.reservations.emptyFiltered') : t('portal.meetings.school.reservations.empty')}</Typography>
        </Paper>
      )}
      {page && page.list.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('portal.meetings.school.reservations.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('portal.meetings.school.reservations.seeker')}</TableCell>
                <TableCell>{t('portal.meetings.school.reservations.school')}</TableCell>
                <TableCell>{t('portal.meetings.school.reservations.status')}</TableCell>
                <TableCell align="right">{t('portal.meetings.school.reservations.position')}</TableCell>
                <TableCell>{t('portal.meetings.school.reservations.reservedTime')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.list.map((row) => (
                <TableRow key={row.seekerId}>
                  <TableCell component="th" scope="row">
                    {row.seekerName}
                  </TableCell>
                  <TableCell>{row.school ?? t('portal.meetings.school.reservations.noSchool')}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={row.status === 'reserved' ? 'success' : row.status === 'waitlisted' ? 'warning' : 'default'} label={t(`meetings.reservationStatuses.${row.status}`)} />
                  </TableCell>
                  <TableCell align="right">{row.position === null ? '—' : number.format(row.position)}</TableCell>
                  <TableCell>
                    <time dateTime={row.reservedAt}>{formatMeetingTime(locale, row.reservedAt)}</time>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Pagination aria-label={t('portal.meetings.school.reservations.pages')} count={pages} page={pageNum} onChange={(_, next) => setPageNum(next)} sx={{ display: 'flex', justifyContent: 'center' }} />
      )}
    </Stack>
  );
};

/** `/school/meetings/:id/reservations`: one of my job fairs as students read it, and who reserved it (seat or waitlist place), with its export. */
const MeetingReservationsPage = () => {
  const { id } = useParams();
  const meetingId = Number(id);
  if (!(Number.isSafeInteger(meetingId) && meetingId > 0)) return <NotFoundPage />;
  return (
    <SchoolGate>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Reservations meetingId={meetingId} />
      </Container>
    </SchoolGate>
  );
};

export default MeetingReservationsPage;
