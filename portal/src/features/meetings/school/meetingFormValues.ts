import type { MeetingView, StudentScope } from '@jobmarket/contracts';
import { instantOf, localInputOf } from './meetingTimes';

/** The meeting form's fields as its inputs hold them: strings, times on the reader's clock (`YYYY-MM-DDTHH:mm`). */
export const meetingFormFields = ['title', 'content', 'startTime', 'endTime', 'location', 'onlineUrl', 'capacity', 'studentScope'] as const;
export type MeetingFormField = (typeof meetingFormFields)[number];
export type MeetingFormValues = Record<MeetingFormField, string>;

/** A new job fair: nothing typed yet; the school's own students by default (the narrower scope). */
export const newMeetingValues = (): MeetingFormValues => ({
  title: '',
  content: '',
  startTime: '',
  endTime: '',
  location: '',
  onlineUrl: '',
  capacity: '',
  studentScope: 'ownSchool' satisfies StudentScope,
});

/** A saved job fair as the form starts from it, its instants on the reader's clock. */
export const meetingValuesOf = (meeting: MeetingView): MeetingFormValues => ({
  title: meeting.title,
  content: meeting.content,
  startTime: localInputOf(meeting.startsAt),
  endTime: localInputOf(meeting.endsAt),
  location: meeting.location ?? '',
  onlineUrl: meeting.onlineUrl ?? '',
  capacity: String(meeting.capacity),
  studentScope: meeting.studentScope,
});

/** What contracts' meetingForm parses: the times as instants with the reader's offset (an empty one is missing). */
export const meetingInputOf = (values: MeetingFormValues): Record<MeetingFormField, string | undefined> => ({
  ...values,
  startTime: instantOf(values.startTime),
  endTime: instantOf(values.endTime),
});
