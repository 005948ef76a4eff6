import { meetingPermissions, roleCodes, type MeetingForm, type RevokeForm } from '@jobmarket/contracts';
import { MEETINGS_TABLE, projections } from '@jobmarket/projections';
import { WrongExpectedVersionError } from '@jobmarket/eventstore';
import { streamQueue } from '../../eventSourcing/streamQueue';
import { handleCommand, loadState } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { nextEntityId } from '../../eventSourcing/entityIds';
import { isAllowed, type Actor } from '../../http/actor';
import { AppError } from '../../http/appError';
import type { CallerLocale } from '../../http/callerLocale';
import type { Written } from '../../http/writeAnswer';
import type { ModuleContext } from '../moduleContext';
import { hasVisibleContent, sanitizeNoticeContent } from '../system/notices/richText';
import {
  meetingDecider,
  meetingStream,
  placeOf,
  recipientsOf,
  type MeetingActor,
  type MeetingCommand,
  type MeetingState,
} from './meetingDecider';
import { meetingQueries } from './queries';
import type { StudentState } from './student/studentDecider';
import { declareStudentSchool, schoolQueries } from './student/studentSchools';

/** The projections a meeting's next read comes from (whichever owns `meetings_v1`): writes wait for these only. */
export const meetingReadModels = (): string[] => projections.filter((projection) => projection.tables.includes(MEETINGS_TABLE)).map((projection) => projection.name);

/** Reservations race for the last seats on one stream: each is decided again on a concurrent append, this many times. */
const RESERVATION_RETRIES = 100;
/** A revoke racing reservations reserves its notice ids again for the places as they then stand. */
const REVOKE_ATTEMPTS = 20;

/** The user as the meeting decider sees them: their own school (a school administrator's), and their staff permissions. */
export function meetingActorOf(actor: Pick<Actor, 'userId' | 'roles' | 'perms'>): MeetingActor {
  const asActor = actor as Actor;
  return {
    userId: Number(actor.userId),
    schoolId: actor.roles.includes(roleCodes.schoolAdmin) ? Number(actor.userId) : null,
    may: {
      query: isAllowed(asActor, meetingPermissions.query),
      add: isAllowed(asActor, meetingPermissions.add),
      edit: isAllowed(asActor, meetingPermissions.edit),
      publish: isAllowed(asActor, meetingPermissions.publish),
      revoke: isAllowed(asActor, meetingPermissions.revoke),
    },
  };
}

const isSeeker = (actor: Pick<Actor, 'roles'>) => actor.roles.includes(roleCodes.seeker);

/** A seeker's place as the answer of reserve: a seat, or the waitlist position (1 first). */
export interface MeetingPlace {
  status: 'reserved' | 'waitlisted';
  position: number | null;
}

/**
 * The commands on job fairs, each on `meeting-<id>`: a school (or staff for a school) creates, edits while
 * unpublished, publishes and revokes; the timer ends it; seekers reserve and cancel, decided on the meeting's own stream
 * with its expected revision and decided again on a concurrent append, so the last seats never go twice. Also the
 * seeker's declared school (`student-<id>`), which the `ownSchool` scope is judged by.
 */
/** Shared by every handler set of the process (the api makes one per request path, workers their own). */
const meetingQueue = streamQueue();

/** `inTurn`: the process's queue; a test passes one of its own to play another process racing on the same stream. */
export function meetingHandlers(context: ModuleContext, inTurn = meetingQueue) {
  const { db, store } = context;
  const queries = meetingQueries(db, context.config.TIME_ZONE);
  const schools = schoolQueries(db);

  /** Rich text as stored: sanitised (allow-list HTML); nothing readable left is a missing field. */
  function sanitised(form: MeetingForm): MeetingForm {
    const content = sanitizeNoticeContent(form.content);
    if (!hasVisibleContent(content)) throw new AppError('A0402', 'validation.required', {}, { errors: { content: 'validation.required' } });
    return { ...form, content };
  }

  async function run(meetingId: number, command: MeetingCommand, context_: CommandContext, retries = 0): Promise<Written<MeetingState>> {
    const streamId = meetingStream(meetingId);
    // one meeting's commands in turn within this process: the last seats' rush costs no retries here (bench meetings)
    const result = await inTurn(streamId, () => handleCommand(store, streamId, meetingDecider, command, context_, { retries }));
    return { id: meetingId, state: result.state, position: result.position };
  }

  return {
    queries,
    schools,

    /**
     * A school administrator creates a meeting for their school (refused until their registration is approved); staff
     * holding biz:meeting:add create one for the registered school they name (`schoolId`). Unpublished; `locale` is
     * the creator's, the apology draft's language.
     */
    async create(actor: Actor, form: MeetingForm, schoolId: number | undefined, locale: string, command: CommandContext): Promise<Written<MeetingState>> {
      const meetingActor = meetingActorOf(actor);
      const forSchool = meetingActor.schoolId ?? schoolId;
      if (forSchool === undefined) {
        if (!meetingActor.may.add) throw new AppError('A0301');
        throw new AppError('A0402', 'validation.required', {}, { errors: { schoolId: 'validation.required' } });
      }
      const fields = sanitised(form);
      const [isApproved, meetingId] = await Promise.all([schools.isApproved(forSchool), nextEntityId(db, 'meeting')]);
      const created: MeetingCommand = { type: 'CreateMeeting', meetingId, actor: meetingActor, school: { schoolId: forSchool, isApproved }, fields, locale, now: command.now };
      const result = await handleCommand(store, meetingStream(meetingId), meetingDecider, created, command, { isNewStream: true });
      return { id: meetingId, state: result.state, position: result.position };
    },

    /** Its school or staff holding biz:meeting:edit correct an unpublished meeting (an end in the past is refused). */
    edit: (meetingId: number, actor: Actor, form: MeetingForm, command: CommandContext): Promise<Written<MeetingState>> =>
      run(meetingId, { type: 'EditMeeting', actor: meetingActorOf(actor), fields: sanitised(form), now: command.now }, command),

    publish: (meetingId: number, actor: Actor, command: CommandContext): Promise<Written<MeetingState>> =>
      run(meetingId, { type: 'PublishMeeting', actor: meetingActorOf(actor), now: command.now }, command),

    /**
     * Revokes a published meeting. When anyone holds a seat or a waitlist place the apology (emailTitle, emailContent:
     * plain text) is required, and one notice id is reserved per such seeker (`recipientsOf`); a reservation landing
     * in between makes it count and reserve again on the stream as it then stands.
     */
    async revoke(meetingId: number, actor: Actor, form: RevokeForm, command: CommandContext): Promise<Written<MeetingState>> {
      const build = (noticeIds?: number[]): MeetingCommand => ({
        type: 'RevokeMeeting',
        actor: meetingActorOf(actor),
        emailTitle: form.emailTitle,
        emailContent: form.emailContent,
        now: command.now,
        ...(noticeIds ? { noticeIds } : {}),
      });
      for (let attempt = 1; ; attempt++) {
        const state = await loadState(store, meetingStream(meetingId), meetingDecider);
        // refused (who, status, the apology's fields) before any notice id is reserved
        meetingDecider.decide(build(), state);
        const noticeIds = await Promise.all(recipientsOf(state).map(() => nextEntityId(db, 'notice')));
        try {
          return await run(meetingId, build(noticeIds), command);
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError) || attempt >= REVOKE_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * The timer at endTime (the meetings queue's worker, through this same handler): ends the meeting once its end
     * time has come. Not yet due: nothing happens and `deferredUntil` says when to try again; ended already: nothing.
     */
    async end(meetingId: number, command: CommandContext): Promise<Written<MeetingState> & { deferredUntil?: string }> {
      const written = await run(meetingId, { type: 'EndMeeting', now: command.now }, command, RESERVATION_RETRIES);
      const { state } = written;
      if (written.position === undefined && state.exists && state.endStatus !== 'ended') return { ...written, deferredUntil: state.fields.endTime };
      return written;
    },

    /**
     * A seeker reserves: a seat while any is left, else a place at the end of the waitlist; asked again, the place
     * they hold. Their school (for an `ownSchool` meeting) is the one they declared. `reader` is theirs: the language
     * and zone (null: unknown) their mails are written in.
     */
    async reserve(meetingId: number, actor: Actor, reader: CallerLocale, command: CommandContext): Promise<Written<MeetingState> & { place: MeetingPlace }> {
      if (!isSeeker(actor)) throw new AppError('A0301');
      const seekerId = Number(actor.userId);
      const seeker = { seekerId, schoolId: await schools.schoolOf(seekerId) };
      const written = await run(meetingId, { type: 'Reserve', seeker, ...reader, now: command.now }, command, RESERVATION_RETRIES);
      return { ...written, place: placeOf(written.state, seekerId)! };
    },

    /**
     * A seeker gives up their seat (the first waiting seeker takes it in the same append, told by a notice whose id is
     * reserved here) or their waitlist place.
     */
    async cancelReservation(meetingId: number, actor: Actor, command: CommandContext): Promise<Written<MeetingState>> {
      if (!isSeeker(actor)) throw new AppError('A0301');
      const seekerId = Number(actor.userId);
      const cancel = (noticeId?: number): MeetingCommand => ({ type: 'CancelReservation', seekerId, now: command.now, ...(noticeId === undefined ? {} : { noticeId }) });
      const state = await loadState(store, meetingStream(meetingId), meetingDecider);
      // refused before anything is reserved. A notice id for whoever a freed seat promotes is reserved whatever place
      // was read: by the time the command runs in turn a waitlisted canceller may hold a seat, and the waitlist may have
      // filled (an id nobody needs is a gap in the notices' numbers, nothing more)
      meetingDecider.decide(cancel(), state);
      return run(meetingId, cancel(await nextEntityId(db, 'notice')), command, RESERVATION_RETRIES);
    },

    /**
     * The seeker declares their own school, or staff holding biz:meeting:student correct a seeker's; null clears it.
     * A school that is not registered and approved: A0402 on `schoolId`.
     */
    async declareSchool(seekerId: number, schoolId: number | null, actor: Actor, command: CommandContext): Promise<{ id: number; state: StudentState; position: string | undefined }> {
      const isSelf = Number(actor.userId) === seekerId && isSeeker(actor);
      if (!isSelf && !isAllowed(actor, meetingPermissions.student)) throw new AppError('A0301');
      if (!isSelf && !(await schools.isSeeker(seekerId))) throw new AppError('A0606');
      const declared = await declareStudentSchool(context, seekerId, schoolId, actor.userId, command);
      return { id: seekerId, ...declared };
    },
  };
}

export type MeetingHandlers = ReturnType<typeof meetingHandlers>;
