import type { MeetingView } from '@jobmarket/contracts';
import { Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
// the school's screens and these write a fair's times alike (reader's zone, Thai in Gregorian years)
import { formatMeetingSpan } from '../school/meetingTimes';

type FactsOf = Pick<MeetingView, 'schoolName' | 'startsAt' | 'endsAt' | 'location' | 'onlineUrl' | 'capacity' | 'reservationCount' | 'waitlistCount' | 'studentScope' | 'publishStatus' | 'endStatus'>;

/** Seats left, or "full" with how many wait: what decides between reserving and joining the waitlist. */
export const isFull = (meeting: Pick<MeetingView, 'capacity' | 'reservationCount'>) => meeting.reservationCount >= meeting.capacity;

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
    <Typography component="span" color="text.secondary" sx={{ mr: 1 }}>
      {label}
    </Typography>
    {children}
  </Typography>
);

/**
 * A job fair's facts for a job seeker: when (in their zone and language), where (a place, an online link or both),
 * the school and who may join, and the seats left.
 */
export const MeetingFacts = ({ meeting }: { meeting: FactsOf }) => {
  const { t, locale } = useI18n();
  const left = Math.max(0, meeting.capacity - meeting.reservationCount);
  const number = new Intl.NumberFormat(locale);
  return (
    <Stack spacing={0.5}>
      <Fact label={t('portal.meetings.seeker.facts.when')}>{formatMeetingSpan(locale, meeting.startsAt, meeting.endsAt)}</Fact>
      <Fact label={t('portal.meetings.seeker.facts.where')}>
        {meeting.location}
        {meeting.location && meeting.onlineUrl && ' · '}
        {meeting.onlineUrl && (
          <Link href={meeting.onlineUrl} target="_blank" rel="noopener noreferrer">
            {meeting.location ? t('portal.meetings.seeker.facts.online') : t('portal.meetings.seeker.facts.openOnline')}
          </Link>
        )}
      </Fact>
      <Fact label={t('portal.meetings.seeker.facts.school')}>
        {meeting.studentScope === 'ownSchool' ? t('portal.meetings.seeker.facts.ownSchool', { school: meeting.schoolName }) : `${meeting.schoolName} · ${t('portal.meetings.seeker.facts.everyone')}`}
      </Fact>
      {/* seats left mean nothing once the fair is cancelled or over: the place chip says what became of it */}
      {meeting.publishStatus === 'published' && meeting.endStatus === 'ongoing' && (
        <Fact label={t('portal.meetings.seeker.facts.seats')}>
          {isFull(meeting) ? (
            <Chip size="small" color="warning" variant="outlined" label={t('portal.meetings.seeker.facts.full', { waiting: number.format(meeting.waitlistCount) })} />
          ) : (
            t('portal.meetings.seeker.facts.seatsLeft', { left: number.format(left), capacity: number.format(meeting.capacity) })
          )}
        </Fact>
      )}
    </Stack>
  );
};
