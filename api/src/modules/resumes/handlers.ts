import { resumePermissions, roleCodes, type FieldErrors, type ResumeFields, type ResumeFile, type ResumeForm, type ResumeTemplateId } from '@jobmarket/contracts';
import { projections, RESUMES_TABLE } from '@jobmarket/projections';
import { handleCommand, loadState } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { nextEntityId } from '../../eventSourcing/entityIds';
import { isAllowed, type Actor } from '../../http/actor';
import { AppError } from '../../http/appError';
import type { Written } from '../../http/writeAnswer';
import type { ModuleContext } from '../moduleContext';
import { jobLabels } from '../jobs/regions/jobLabels';
import { dictDataQueries } from '../system/dictData/queries';
import { resumeQueries } from './queries';
import { ownedBy, refuseUnlessSeeker, resumeDecider, resumeStream, seekerDecider, seekerStream, type ResumeActor, type ResumeCommand, type ResumeState } from './resumeDecider';
import { fileIdsOf, PDF_TOO_LARGE, resumeFiles } from './resumeFiles';

/** The projections a resume's next read comes from (whichever owns `resumes_v1`): writes wait for these only. */
export const resumeReadModels = (): string[] => projections.filter((projection) => projection.tables.includes(RESUMES_TABLE)).map((projection) => projection.name);

/** The user as the deciders see them: their id, whether they keep resumes, and what staff permissions allow. */
export function resumeActorOf(actor: Actor): ResumeActor {
  return {
    userId: Number(actor.userId),
    isSeeker: actor.roles.includes(roleCodes.seeker),
    maySeeAny: isAllowed(actor, resumePermissions.query),
    mayRecommend: isAllowed(actor, resumePermissions.recommend),
  };
}

/** Several commands' write: the resumes they touched and the latest position, which one wait covers. */
export interface WrittenMany {
  ids: number[];
  position: string | undefined;
}

const latestOf = (positions: (string | undefined)[]) => positions.reduce<string | undefined>((latest, position) => (position && (!latest || position > latest) ? position : latest), undefined);

/**
 * The commands on resumes, each one command on `resume-<id>` (the default on `seeker-<id>`): the seeker's create,
 * edit, duplicate, delete, privacy switch, default and rendered PDF; the staff's recommendation report.
 */
export function resumeHandlers(context: ModuleContext) {
  const { db } = context;
  const zone = context.config.TIME_ZONE;
  const dictionaries = dictDataQueries(db);
  const labels = jobLabels(db);
  const files = resumeFiles(db);
  const queries = resumeQueries(db, zone);

  /**
   * The form's dictionary values, region pair and files checked against the reference data and the seeker's own
   * uploads, every failing field at once (A0402; A0702 when the original PDF is over its limit, as uploads answer).
   */
  async function checkedFields(form: ResumeForm, seekerId: number): Promise<ResumeFields> {
    const [industries, educations, country, resolved] = await Promise.all([
      dictionaries.options('industry', 'en'),
      dictionaries.options('education', 'en'),
      labels.countryOf(form.provinceCode, form.districtCode),
      files.resolve(form, seekerId),
    ]);
    const errors: FieldErrors = { ...resolved.errors };
    if (!industries.some((option) => option.value === form.industry)) errors.industry = 'validation.unknownDictionaryValue';
    if (!educations.some((option) => option.value === form.education)) errors.education = 'validation.unknownDictionaryValue';
    if (!country) errors.districtCode = 'validation.districtNotInProvince';
    if (errors.originalResumeUrl === PDF_TOO_LARGE) throw new AppError('A0702', PDF_TOO_LARGE, {}, { errors });
    if (Object.keys(errors).length > 0) throw new AppError('A0402', 'errors.A0402', {}, { errors });
    const { avatarUrl: _avatar, attachmentUrls: _attachments, originalResumeUrl: _original, ...rest } = form;
    return { ...rest, ...resolved.files };
  }

  async function run(resumeId: number, command: ResumeCommand, commandContext: CommandContext): Promise<Written<ResumeState>> {
    const result = await handleCommand(context.store, resumeStream(resumeId), resumeDecider, command, commandContext);
    return { id: resumeId, state: result.state, position: result.position };
  }

  /** A resume's files stay once it refers to them, readable by staff who read resumes. */
  async function attachFilesOf(written: Written<ResumeState>): Promise<void> {
    if (written.state.exists) await files.attach(fileIdsOf(written.state.fields), written.state.seekerId);
  }

  const loadResume = (resumeId: number) => loadState(context.store, resumeStream(resumeId), resumeDecider);

  return {
    queries,

    /** A job seeker keeps a new resume (searchable or private as the form says). */
    async create(actor: Actor, form: ResumeForm, locale: string, command: CommandContext): Promise<Written<ResumeState>> {
      const resumeActor = resumeActorOf(actor);
      // who may keep resumes is said before the form's files and reference data are looked at
      refuseUnlessSeeker(resumeActor);
      const fields = await checkedFields(form, resumeActor.userId);
      const resumeId = await nextEntityId(db, 'resume');
      const result = await handleCommand(context.store, resumeStream(resumeId), resumeDecider, { type: 'CreateResume', resumeId, actor: resumeActor, fields, locale }, command, {
        isNewStream: true,
      });
      const written = { id: resumeId, state: result.state, position: result.position };
      await attachFilesOf(written);
      return written;
    },

    /** The seeker corrects their resume; the same fields again append nothing. */
    async edit(resumeId: number, actor: Actor, form: ResumeForm, command: CommandContext): Promise<Written<ResumeState>> {
      const resumeActor = resumeActorOf(actor);
      // refused by who before the files and reference data are looked at (an edit to a stranger's resume learns nothing)
      ownedBy(await loadResume(resumeId), resumeActor);
      const fields = await checkedFields(form, resumeActor.userId);
      const written = await run(resumeId, { type: 'EditResume', actor: resumeActor, fields }, command);
      await attachFilesOf(written);
      return written;
    },

    /** A copy of one of the seeker's resumes, to adapt for another kind of job: a new resume with the same fields. */
    async duplicate(sourceId: number, actor: Actor, locale: string, command: CommandContext): Promise<Written<ResumeState>> {
      const resumeActor = resumeActorOf(actor);
      const source = await loadResume(sourceId);
      ownedBy(source, resumeActor);
      const resumeId = await nextEntityId(db, 'resume');
      const duplicate: ResumeCommand = { type: 'DuplicateResume', resumeId, actor: resumeActor, source, locale };
      const result = await handleCommand(context.store, resumeStream(resumeId), resumeDecider, duplicate, command, { isNewStream: true });
      return { id: resumeId, state: result.state, position: result.position };
    },

    /** Deletes the seeker's own resumes: every one must be theirs, else none is deleted. */
    async remove(resumeIds: number[], actor: Actor, command: CommandContext): Promise<WrittenMany> {
      const resumeActor = resumeActorOf(actor);
      const ids = [...new Set(resumeIds)];
      for (const state of await Promise.all(ids.map(loadResume))) ownedBy(state, resumeActor);
      const positions: (string | undefined)[] = [];
      for (const id of ids) positions.push((await run(id, { type: 'DeleteResume', actor: resumeActor }, command)).position);
      return { ids, position: latestOf(positions) };
    },

    /** The seeker's privacy switch: whether publishers may find the resume in the talent search. */
    setSearchable: (resumeId: number, actor: Actor, searchable: boolean, command: CommandContext) =>
      run(resumeId, { type: 'SetSearchable', actor: resumeActorOf(actor), searchable }, command),

    /** Makes one of the seeker's resumes their default (the one applications start from). */
    async chooseDefault(resumeId: number, actor: Actor, command: CommandContext): Promise<Written<ResumeState>> {
      const resumeActor = resumeActorOf(actor);
      const resume = await loadResume(resumeId);
      // staff and strangers are refused as for any change to the resume
      ownedBy(resume, resumeActor);
      const result = await handleCommand(
        context.store,
        seekerStream(resumeActor.userId),
        seekerDecider,
        { type: 'ChooseDefault', seekerId: resumeActor.userId, resumeId, resume },
        command,
        { retries: 2 },
      );
      return { id: resumeId, state: resume, position: result.position };
    },

    /** Staff holding biz:resume:recommend write (or, empty, clear) the report the seeker reads. */
    writeRecommendation: (resumeId: number, actor: Actor, report: string, command: CommandContext) =>
      run(resumeId, { type: 'WriteRecommendation', actor: resumeActorOf(actor), report }, command),

    /**
     * Records the PDF the seeker rendered with a template (pdf/: rendered and stored first, as the seeker's file):
     * the resume's latest PDF, kept and readable by staff who read resumes.
     */
    async recordPdf(
      actor: Actor,
      resumeId: number,
      rendered: { templateId: ResumeTemplateId; pdf: ResumeFile; locale: string },
      command: CommandContext,
    ): Promise<Written<ResumeState>> {
      const resumeActor = resumeActorOf(actor);
      const written = await run(resumeId, { type: 'RecordPdf', actor: resumeActor, ...rendered, now: command.now }, command);
      await files.attach([rendered.pdf.fileId], resumeActor.userId);
      return written;
    },
  };
}

export type ResumeHandlers = ReturnType<typeof resumeHandlers>;
