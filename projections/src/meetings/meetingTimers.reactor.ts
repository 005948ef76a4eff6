import type { MeetingEvent } from '@jobmarket/contracts';
import type { RecordedEvent } from '@jobmarket/eventstore';
import { jobIdFor } from '../reactors/queues';
import { defineReactor, type ReactorJob } from '../reactors/reactor';

type Timed = Extract<MeetingEvent, { type: 'MeetingCreated' | 'MeetingEdited' | 'MeetingPublished' }>;

/**
 * A job fair's end: its creation and each edit set a delayed job for the endTime they carry, its publishing one that
 * runs at once (the event names no time, so the worker defers it to the meeting's own end). The end command does
 * nothing before the end or once ended, so an edit that moved the end needs no cancelling: the earlier timer defers
 * itself and every one of them ends the meeting at most once. Demo-seed meetings are ended by it too (the seed's
 * past meetings end as soon as it runs).
 */
export const meetingTimersReactor = defineReactor({
  name: 'meeting_timers_v1',
  handles: ['MeetingCreated', 'MeetingEdited', 'MeetingPublished'],
  jobsFor(recorded: RecordedEvent): ReactorJob[] {
    const event = recorded as unknown as Timed;
    const { meetingId } = event.data;
    const job = { queue: 'meetings' as const, name: 'endMeeting', id: jobIdFor('meeting-end', recorded.id), data: { meetingId } };
    return [event.type === 'MeetingPublished' ? job : { ...job, delayUntil: event.data.endTime }];
  },
});
