import type { MeetingEndStatus, MeetingPublishStatus, ReservationStatus } from '@jobmarket/contracts';
import { Chip } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';

/** The seeker's own place at a job fair (a seat, or their number in the waitlist), or why it takes no reservation (cancelled by its school, ended, closed). */
export const PlaceChip = ({
  status,
  position,
  publishStatus,
  endStatus,
}: {
  status: ReservationStatus | null;
  position: number | null;
  publishStatus: MeetingPublishStatus;
  endStatus: MeetingEndStatus;
}) => {
  const { t } = useI18n();
  if (publishStatus === 'revoked') return <Chip size="small" color="error" variant="outlined" label={t('portal.meetings.seeker.place.revoked')} />;
  if (endStatus === 'ended') return <Chip size="small" label={t('portal.meetings.seeker.place.ended')} />;
  if (publishStatus !== 'published') return <Chip size="small" label={t('portal.meetings.seeker.place.closed')} />;
  if (status === 'reserved') return <Chip size="small" color="success" label={t('portal.meetings.seeker.place.reserved')} />;
  if (status === 'waitlisted') return <Chip size="small" color="warning" label={t('portal.meetings.seeker.place.waitlisted', { position: position ?? '—' })} />;
  return null;
};
