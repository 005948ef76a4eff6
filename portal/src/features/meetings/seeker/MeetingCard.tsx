import type { MeetingView, ReservationStatus } from '@jobmarket/contracts';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { seekerMeetingPath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { MeetingFacts } from './MeetingFacts';
import { PlaceChip } from './PlaceChip';
import { ReservationActions } from './ReservationActions';

/**
 * A job fair in the seeker's lists: its title (to its page), their place, its facts, and reserve or cancel. `status`
 * and `position` are the seeker's own (the view's, or the row's in My reservations); `extra` adds a line.
 */
export const MeetingCard = ({ meeting, status, position, extra }: { meeting: MeetingView; status: ReservationStatus | null; position: number | null; extra?: ReactNode }) => {
  const { t } = useI18n();
  const headingId = `meeting-${meeting.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {meeting.title}
            </Typography>
            <PlaceChip status={status} position={position} publishStatus={meeting.publishStatus} endStatus={meeting.endStatus} />
          </Stack>
          <MeetingFacts meeting={meeting} />
          {extra}
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', pt: 0.5 }}>
            <Link component={RouterLink} to={seekerMeetingPath(meeting.id)} sx={{ py: 0.5 }} aria-label={`${t('portal.meetings.seeker.common.details')}: ${meeting.title}`}>
              {t('portal.meetings.seeker.common.details')}
            </Link>
            <ReservationActions meeting={meeting} status={status} position={position} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
