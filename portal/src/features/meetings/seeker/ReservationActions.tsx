import { isOpenForReservations, type MeetingView, type ReservationStatus } from '@jobmarket/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { dashboardPaths } from '../../../app/paths';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { isFull } from './MeetingFacts';
import { formatMeetingSpan } from '../school/meetingTimes';
import { useCancelReservation, useReserve } from './seekerMeetingQueries';
import { MY_SCHOOL_ANCHOR } from './StudentSchoolCard';

/** Why the api refused, in the reader's language (the api words it), and whether declaring a school would help. */
interface Refusal {
  message: string;
  chooseSchool: boolean;
}

const schoolRefusals: PortalMessageKey[] = ['meetings.refusals.notYourSchool', 'meetings.refusals.noSchoolDeclared'];

/**
 * Reserve a seat (or join the waitlist of a full job fair) and cancel it, each after a confirmation. Success says the
 * spec's "Reserve successful" / "Cancel reservation successful", or the waitlist place; a failure says "Reservation
 * failed" / "Cancel reservation failed" and keeps the api's reason on screen, with the way to declare a school when
 * the fair is for another school's students or the seeker has declared none.
 */
export const ReservationActions = ({ meeting, status, position }: { meeting: MeetingView; status: ReservationStatus | null; position: number | null }) => {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const reserve = useReserve();
  const cancel = useCancelReservation();
  const titleId = useId();
  const [asking, setAsking] = useState<'reserve' | 'cancel' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  if (!isOpenForReservations(meeting.publishStatus, meeting.endStatus)) return null;

  const time = formatMeetingSpan(locale, meeting.startsAt, meeting.endsAt);
  const isWaitlisted = status === 'waitlisted';
  const hasPlace = status === 'reserved' || isWaitlisted;
  const full = isFull(meeting);
  const isSending = reserve.isPending || cancel.isPending;

  function refusalOf(error: unknown): Refusal | null {
    if (!(error instanceof Error) || !error.message) return null;
    const chooseSchool = error instanceof ApiError && error.code === 'A0440' && schoolRefusals.some((key) => t(key) === error.message);
    return { message: error.message, chooseSchool };
  }

  async function confirmReserve() {
    try {
      const answer = await reserve.mutateAsync(meeting.id);
      setRefusal(null);
      notify(answer.status === 'waitlisted' ? t('portal.meetings.seeker.reserve.waitlisted', { position: answer.position ?? '—' }) : t('meetings.messages.reserved'), 'success');
    } catch (error) {
      notify(t('meetings.messages.reservationFailed'), 'error');
      setRefusal(refusalOf(error));
    } finally {
      setAsking(null);
    }
  }

  async function confirmCancel() {
    try {
      await cancel.mutateAsync(meeting.id);
      setRefusal(null);
      notify(t('meetings.messages.reservationCancelled'), 'success');
    } catch (error) {
      notify(t('meetings.messages.cancelReservationFailed'), 'error');
      setRefusal(refusalOf(error));
    } finally {
      setAsking(null);
    }
  }

  const dialog =
    asking === 'reserve'
      ? {
          title: t(full ? 'portal.meetings.seeker.reserve.waitlistTitle' : 'portal.meetings.seeker.reserve.title'),
          body: t(full ? 'portal.meetings.seeker.reserve.waitlistBody' : 'portal.meetings.seeker.reserve.body', { title: meeting.title, time }),
          confirm: t(full ? 'portal.meetings.seeker.reserve.confirmWaitlist' : 'portal.meetings.seeker.reserve.confirm'),
          keep: t('portal.meetings.seeker.common.cancel'),
          send: confirmReserve,
        }
      : asking === 'cancel'
        ? {
            title: t('portal.meetings.seeker.cancel.title'),
            body: isWaitlisted
              ? t('portal.meetings.seeker.cancel.leaveBody', { title: meeting.title, position: position ?? '—' })
              : t('portal.meetings.seeker.cancel.body', { title: meeting.title, time }),
            confirm: t(isWaitlisted ? 'portal.meetings.seeker.cancel.leaveButton' : 'portal.meetings.seeker.cancel.confirm'),
            keep: t('portal.meetings.seeker.cancel.keep'),
            send: confirmCancel,
          }
        : null;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('portal.meetings.seeker.facts.actionsOf', { title: meeting.title })} sx={{ flexWrap: 'wrap' }}>
        {hasPlace ? (
          <Button size="small" variant="outlined" color="error" onClick={() => setAsking('cancel')}>
            {t(isWaitlisted ? 'portal.meetings.seeker.cancel.leaveButton' : 'portal.meetings.seeker.cancel.button')}
          </Button>
        ) : (
          <Button size="small" variant="contained" onClick={() => setAsking('reserve')}>
            {t(full ? 'portal.meetings.seeker.reserve.waitlistButton' : 'portal.meetings.seeker.reserve.button')}
          </Button>
        )}
      </Stack>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)}>
          <span>{refusal.message}</span>
          {refusal.chooseSchool && (
            <>
              {' '}
              <Link component={RouterLink} to={`${dashboardPaths.profile}#${MY_SCHOOL_ANCHOR}`}>
                {t('portal.meetings.seeker.refused.chooseSchool')}
              </Link>
            </>
          )}
        </Alert>
      )}
      {dialog && (
        <Dialog open onClose={() => setAsking(null)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
          <DialogTitle id={titleId}>{dialog.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{dialog.body}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(null)}>{dialog.keep}</Button>
            <Button variant="contained" color={asking === 'cancel' ? 'error' : 'primary'} disabled={isSending} onClick={() => void dialog.send()}>
              {dialog.confirm}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
};
