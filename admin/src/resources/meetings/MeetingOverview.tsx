import { Box, Link, Stack, Typography } from '@mui/material';
import type { MeetingView } from '@jobmarket/contracts/meetings/views';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../dashboard/localDates';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { JobField, jobFieldGrid } from '../jobs/JobField';
import { RichTextContent } from '../system/notices/RichTextContent';
import { MeetingReservations } from './MeetingReservations';
import { EndStatusChip, PublishStatusChip } from './MeetingStatusChips';

function Section({ name, children, grid = true }: { name: string; children: ReactNode; grid?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`meeting-section-${name}`}>
      <Typography id={`meeting-section-${name}`} variant="subtitle1" component="h3" gutterBottom>
        {translate(`resources.meetings.sections.${name}`)}
      </Typography>
      {grid ? <Box sx={jobFieldGrid}>{children}</Box> : children}
    </Box>
  );
}

/**
 * A job fair's facts (spec §3): the school, who may join, where it stands, its time and place (times as the api
 * states them, in its zone, worded per language), the seats taken and waiting, its content as formatted text rebuilt
 * from an allow-list (never injected HTML), the apology e-mail when it was revoked with one, and its reservations.
 */
export function MeetingOverview() {
  const meeting = useRecordContext<MeetingView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  if (!meeting) return null;
  const field = (name: string) => translate(`meetings.fields.${name}`);
  const time = (text: string) => formatDateTime(text, locale);
  return (
    <Stack spacing={3}>
      <Section name="meeting">
        <JobField label={field('title')}>{meeting.title}</JobField>
        <JobField label={field('school')}>{meeting.schoolName}</JobField>
        <JobField label={field('studentScope')}>{translate(`meetings.studentScopes.${meeting.studentScope}`, { _: meeting.studentScope })}</JobField>
        <JobField label={field('publishStatus')}>
          <PublishStatusChip status={meeting.publishStatus} />
        </JobField>
        <JobField label={field('endStatus')}>
          <EndStatusChip status={meeting.endStatus} />
        </JobField>
        <JobField label={field('reservationCount')}>
          {translate('resources.meetings.counts', { reserved: meeting.reservationCount, capacity: meeting.capacity, waitlisted: meeting.waitlistCount })}
        </JobField>
        <JobField label={translate('resources.meetings.fields.createTime')}>{time(meeting.createTime)}</JobField>
      </Section>
      <Section name="where">
        <JobField label={field('startTime')}>{time(meeting.startTime)}</JobField>
        <JobField label={field('endTime')}>{time(meeting.endTime)}</JobField>
        <JobField label={field('capacity')}>{meeting.capacity}</JobField>
        <JobField label={field('location')}>{meeting.location}</JobField>
        <JobField label={field('onlineUrl')}>
          {meeting.onlineUrl && /^https?:\/\//i.test(meeting.onlineUrl) ? (
            <Link href={meeting.onlineUrl} target="_blank" rel="noopener noreferrer">
              {meeting.onlineUrl}
            </Link>
          ) : (
            meeting.onlineUrl
          )}
        </JobField>
      </Section>
      <Section name="content" grid={false}>
        <RichTextContent html={meeting.content} />
      </Section>
      {meeting.publishStatus === 'revoked' && (meeting.emailTitle || meeting.emailContent) && (
        <Section name="apology" grid={false}>
          <Stack spacing={1}>
            <JobField label={field('emailTitle')}>{meeting.emailTitle}</JobField>
            <JobField label={field('emailContent')}>
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {meeting.emailContent}
              </Box>
            </JobField>
          </Stack>
        </Section>
      )}
      <Section name="reservations" grid={false}>
        <MeetingReservations meeting={meeting} />
      </Section>
    </Stack>
  );
}
