import type { MeetingView } from '@jobmarket/contracts';
import { Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { schoolMeetingReservationsPath } from '../../../app/paths';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { formatMeetingSpan } from './meetingTimes';
import { MeetingStatusChips } from './MeetingStatusChips';
import { SchoolMeetingActions } from './SchoolMeetingActions';

/** One of my job fairs: when and where, its statuses, who reserved (linked to the list of them), the apology a revoke sent, and what I may do now. */
export const SchoolMeetingCard = ({ meeting }: { meeting: MeetingView }) => {
  const { t, locale } = useI18n();
  const number = new Intl.NumberFormat(locale);
  const headingId = `school-meeting-${meeting.id}`;
  const place: ReactNode[] = [];
  if (meeting.location) place.push(meeting.location);
  if (meeting.onlineUrl)
    place.push(
      <Link key="online" href={meeting.onlineUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
        {t('portal.meetings.school.card.online')}
      </Link>,
    );
  const facts: [PortalMessageKey, ReactNode][] = [
    ['portal.meetings.school.card.when', formatMeetingSpan(locale, meeting.startsAt, meeting.endsAt)],
    ['portal.meetings.school.card.where', place.length > 0 ? place.flatMap((part, index) => (index === 0 ? [part] : [' · ', part])) : '—'],
    [
      'portal.meetings.school.card.seats',
      <>
        <Link component={RouterLink} to={schoolMeetingReservationsPath(meeting.id)} aria-label={t('portal.meetings.school.card.openReservations', { title: meeting.title })}>
          {t('portal.meetings.school.card.reservations', { reserved: number.format(meeting.reservationCount), capacity: number.format(meeting.capacity) })}
        </Link>
        {meeting.waitlistCount > 0 && ` · ${t('portal.meetings.school.card.waitlist', { count: number.format(meeting.waitlistCount) })}`}
      </>,
    ],
    ['portal.meetings.school.card.scope', t(`meetings.studentScopes.${meeting.studentScope}`)],
  ];
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {meeting.title}
            </Typography>
            <MeetingStatusChips publishStatus={meeting.publishStatus} endStatus={meeting.endStatus} />
          </Stack>
          {meeting.publishStatus === 'revoked' && meeting.emailTitle && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('portal.meetings.school.card.apologySent', { title: meeting.emailTitle })}
            </Typography>
          )}
          <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
            {facts.map(([label, value]) => (
              <Grid key={label} size={{ xs: 12, sm: 6 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Grid>
            ))}
          </Grid>
          <SchoolMeetingActions meeting={meeting} />
        </Stack>
      </CardContent>
    </Card>
  );
};
