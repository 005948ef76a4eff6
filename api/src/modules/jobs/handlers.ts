import {
  auditStatuses,
  currencyOfCountry,
  jobPermissions,
  roleCodes,
  type FieldErrors,
  type JobAuditForm,
  type JobExtendForm,
  type JobFields,
  type JobEvent,
  type JobForm,
  type Locale,
  isLocale,
} from '@jobmarket/contracts';
import { JOBS_TABLE, projections } from '@jobmarket/projections';
import { handleCommand, loadState } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { nextEntityId } from '../../eventSourcing/entityIds';
import { isAllowed, type Actor } from '../../http/actor';
import { AppError } from '../../http/appError';
import { formatDateTime, localDayRange } from '../../http/time';
import type { Written } from '../../http/writeAnswer';
import type { ModuleContext } from '../moduleContext';
import { applicationQueries } from '../registration/queries';
import { entitlements } from '../membership/entitlements';
import { appSettingsOf } from '../system/config/appSettings';
import { dictDataQueries } from '../system/dictData/queries';
import { editableBy, jobDecider, jobStream, refuseUnlessMayPost, type AuditDecision, type JobActor, type JobCommand, type JobState, type PosterStanding } from './decider';
import { jobLabels } from './regions/jobLabels';
import { jobQueries } from './queries';

const DAY_MS = 24 * 3600_000;

/** The projections a job's next read comes from (whichever owns `jobs_v1`): writes wait for these only. */
export const jobReadModels = (): string[] => projections.filter((projection) => projection.tables.includes(JOBS_TABLE)).map((projection) => projection.name);

/** The user as the decider sees them: their id, and what staff permissions let them do to others' jobs. */
export function jobActorOf(actor: Actor): JobActor {
  return { userId: Number(actor.userId), mayCloseAny: isAllowed(actor, jobPermissions.close), maySeeAny: isAllowed(actor, jobPermissions.query) };
}

const addDays = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Posting, the publisher's changes, the staff's audit and close, and the timer's expiry — each one command on `job-<id>`. */
export function jobHandlers(context: ModuleContext) {
  const { db } = context;
  const zone = context.config.TIME_ZONE;
  const settings = appSettingsOf(context);
  const applications = applicationQueries(db, zone);
  const dictionaries = dictDataQueries(db);
  const labels = jobLabels(db);
  const queries = jobQueries(db, zone);
  const quotas = entitlements(context);

  /** Whether the caller may post: a PUBLISHER whose registration application is approved. */
  async function standingOf(actor: Pick<Actor, 'userId' | 'roles'>): Promise<PosterStanding> {
    if (!actor.roles.includes(roleCodes.publisher)) return 'notPublisher';
    const application = await applications.byId(Number(actor.userId));
    if (!application || application.kind !== 'publisher' || application.audit_status === auditStatuses.pending) return 'pending';
    return application.audit_status === auditStatuses.approved ? 'approved' : 'rejected';
  }

  /**
   * The form's dictionary values and region pair checked against the reference data, every failing field at once
   * (A0402); the currency follows from the province's country.
   */
  async function checkedFields(form: JobForm): Promise<JobFields> {
    const [industries, educations, country] = await Promise.all([
      dictionaries.options('industry', 'en'),
      dictionaries.options('education', 'en'),
      labels.countryOf(form.provinceCode, form.districtCode),
    ]);
    const errors: FieldErrors = {};
    if (!industries.some((option) => option.value === form.industry)) errors.industry = 'validation.unknownDictionaryValue';
    if (!educations.some((option) => option.value === form.education)) errors.education = 'validation.unknownDictionaryValue';
    if (!country) errors.districtCode = 'validation.districtNotInProvince';
    if (!country || Object.keys(errors).length > 0) throw new AppError('A0402', 'errors.A0402', {}, { errors });
    return { ...form, currency: currencyOfCountry[country] };
  }

  async function run(jobId: number, command: JobCommand, context_: CommandContext): Promise<Written<JobState>> {
    const result = await handleCommand(context.store, jobStream(jobId), jobDecider, command, context_);
    return { id: jobId, state: result.state, position: result.position };
  }

  return {
    queries,
    standingOf,

    /**
     * An approved publisher posts a job: pending review. The locale is theirs, for the notices that tell them. It uses
     * one of the `jobs` quota (a member's, or the free tier's `vip.freeJobCount` per 30 days) in the same append:
     * refused with A0440 and `data.link` '/vip' when none is left. Edits and resubmissions use nothing.
     */
    async post(actor: Pick<Actor, 'userId' | 'roles'>, form: JobForm, locale: string, command: CommandContext): Promise<Written<JobState>> {
      const standing = await standingOf(actor);
      // who may post is said before the form's reference data is looked at
      refuseUnlessMayPost(standing);
      const fields = await checkedFields(form);
      const jobId = await nextEntityId(db, 'job');
      const publisherId = Number(actor.userId);
      // a new job: its first events are decided on the empty stream and land in the same append as the quota they use
      const events = jobDecider.decide({ type: 'PostJob', jobId, publisherId, standing, fields, locale }, jobDecider.initialState);
      const consumed = await quotas.consume(publisherId, 'jobs', jobStream(jobId), command, {
        startsAlongside: [{ streamId: jobStream(jobId), events }],
        locale: isLocale(locale) ? locale : undefined,
      });
      return { id: jobId, state: events.reduce(jobDecider.evolve, jobDecider.initialState), position: consumed.position };
    },

    /** The publisher corrects a job: a pending one stays pending, a published or rejected one goes back to review. */
    async edit(jobId: number, actor: Actor, form: JobForm, command: CommandContext): Promise<Written<JobState> & { isSentToReview: boolean }> {
      const state = await loadState(context.store, jobStream(jobId), jobDecider);
      // refused by who and when before the reference data is looked at (an edit to a stranger's job learns nothing)
      editableBy(state, jobActorOf(actor));
      const fields = await checkedFields(form);
      const result = await handleCommand(context.store, jobStream(jobId), jobDecider, { type: 'EditJob', actor: jobActorOf(actor), fields }, command);
      const isSentToReview = result.events.some((event) => event.type === 'JobSubmittedForReview');
      return { id: jobId, state: result.state, position: result.position, isSentToReview };
    },

    /**
     * Approve (with the commission split, a staff resume auditor and sort: published at once for `job.validDays`) or
     * reject with a reason. The decision reserves its notice's id unless `tell` is false (the demo seed); a reactor and
     * a worker then tell the publisher, never this request.
     */
    async audit(jobId: number, form: JobAuditForm, command: CommandContext, options: { tell?: boolean } = {}): Promise<Written<JobState>> {
      const decision: AuditDecision =
        form.auditStatus === auditStatuses.approved
          ? {
              approved: true,
              commission: form.commission,
              resumeAuditor: { id: form.resumeAuditorId, isStaffAuditor: (await queries.resumeAuditors([form.resumeAuditorId])).length > 0 },
              sort: form.sort,
            }
          : { approved: false, rejectReason: form.rejectReason };
      const { 'job.validDays': validDays } = await settings.current();
      const noticeId = options.tell === false ? undefined : await nextEntityId(db, 'notice');
      const audit: JobCommand = { type: 'AuditJob', decision, auditorId: command.actorId ?? null, now: command.now, validDays, ...(noticeId === undefined ? {} : { noticeId }) };
      return run(jobId, audit, command);
    },

    /** The publisher withdraws or closes their job; staff holding biz:job:close take any job down. */
    close: (jobId: number, actor: Actor, command: CommandContext) => run(jobId, { type: 'CloseJob', actor: jobActorOf(actor) }, command),

    /** The publisher keeps an open job open until the end of a later day (at most `job.maxValidDays` from today). */
    async extend(jobId: number, actor: Actor, form: JobExtendForm, command: CommandContext): Promise<Written<JobState>> {
      const { 'job.maxValidDays': maxDays } = await settings.current();
      const endOf = (day: string) => new Date(localDayRange(day, day, zone)[1].getTime() - 1000).toISOString();
      const today = formatDateTime(command.now, zone).slice(0, 10);
      const validThrough = endOf(form.validThrough);
      return run(jobId, { type: 'ExtendJob', actor: jobActorOf(actor), validThrough, bounds: { after: endOf(today), notAfter: endOf(addDays(today, maxDays)), maxDays } }, command);
    },

    /**
     * The publisher reposts a closed or expired job: published again if approved as it stands, else reviewed first.
     * A repost is a posting again: it uses one of the `jobs` quota first (refused like a post when none is left).
     */
    async repost(jobId: number, actor: Actor, command: CommandContext, locale?: Locale): Promise<Written<JobState>> {
      const { 'job.validDays': validDays } = await settings.current();
      const repost: JobCommand = { type: 'RepostJob', actor: jobActorOf(actor), now: command.now, validDays };
      const history = await context.store.readStream(jobStream(jobId));
      const state = history.reduce((current, recorded) => jobDecider.evolve(current, recorded as unknown as JobEvent), jobDecider.initialState);
      // refused (not theirs, not closed) before any quota is used
      jobDecider.decide(repost, state);
      if (!state.exists) throw new AppError('A0606');
      // two appends (the job stream is not new, so it cannot start alongside): the quota first, named by the job's
      // revision, so a repost that fails after it and is tried again uses the same quota once
      await quotas.consume(state.publisherId, 'jobs', `${jobStream(jobId)}@${history.at(-1)!.revision}`, command, { locale });
      return run(jobId, repost, command);
    },

    /**
     * The timer at validThrough (a worker, through this same handler): expires the job when it is still published
     * and its closing date has passed, reserving the notice that tells the publisher; otherwise nothing happens.
     */
    async expire(jobId: number, command: CommandContext): Promise<Written<JobState>> {
      const state = await loadState(context.store, jobStream(jobId), jobDecider);
      if (jobDecider.decide({ type: 'ExpireJob', now: command.now }, state).length === 0) return { id: jobId, state, position: undefined };
      return run(jobId, { type: 'ExpireJob', now: command.now, noticeId: await nextEntityId(db, 'notice') }, command);
    },
  };
}

export type JobHandlers = ReturnType<typeof jobHandlers>;
