import {
  auditStatuses,
  fileUrlOf,
  jobSeekerRegistrationForm,
  permissions,
  publisherDocumentFields,
  publisherRegistrationForm,
  registrationPermissions,
  roleCodes,
  schoolAdminDocumentFields,
  schoolAdminRegistrationForm,
  uploadRules,
  applicationCorrectionForm,
  type ApplicationDocuments,
  type ApplicationKind,
  type AuditForm,
  type FieldErrors,
  type Locale,
  type RegisteredAccount,
  type RegisteredApplicant,
  type UploadRule,
  type UserKind,
} from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { z } from 'zod';
import { handleCommand, loadState } from '../../eventSourcing/commandHandler';
import { nextEntityId } from '../../eventSourcing/entityIds';
import type { CommandContext } from '../../eventSourcing/decider';
import { AppError } from '../../http/appError';
import { fieldErrorsOf, resultCodeOf } from '../../http/validation';
import { settle, SettleBatch, type ModuleContext } from '../moduleContext';
import { fileStore, type NewFile } from '../files/fileStore';
import { fileCountErrors, typedFiles, type ReceivedUpload, type TypedFile } from '../files/uploads';
import { userAccounts } from '../identity/users/handlers';
import type { VerificationCodes } from '../identity/verification/verificationCodes';
import { applicationDecider, applicationStream, type ApplicationCommand } from './decider';
import { applicationQueries } from './queries';
import { declareStudentSchool, schoolQueries } from '../meetings/student/studentSchools';

const pick = <Field extends keyof typeof uploadRules>(fields: readonly Field[]): Record<Field, UploadRule> =>
  Object.fromEntries(fields.map((field): [Field, UploadRule] => [field, uploadRules[field]])) as Record<Field, UploadRule>;

export const seekerUploadRules = pick(['avatar']);
export const publisherUploadRules = pick(publisherDocumentFields);
export const schoolAdminUploadRules = pick(['avatar', ...schoolAdminDocumentFields]);

/** Staff who may open an application kind's documents (besides the applicant and ROOT). */
const documentReaders: Record<ApplicationKind, string[]> = {
  publisher: [registrationPermissions.publisher.query, registrationPermissions.publisher.audit],
  schoolAdmin: [registrationPermissions.schoolAdmin.query, registrationPermissions.schoolAdmin.audit],
};

/**
 * Text fields and files checked together, so every failing field is reported at once (A0410/A0421/A0402 with
 * data.errors); then the files' bytes (A0701).
 */
function validated<Schema extends z.ZodType>(schema: Schema, upload: ReceivedUpload, rules: Record<string, UploadRule>, locale: Locale, filesRequired = true) {
  const parsed = schema.safeParse(upload.fields);
  const fileErrors = fileCountErrors(upload, rules, filesRequired);
  const localisedFileErrors = Object.fromEntries(Object.entries(fileErrors).map(([field, key]) => [field, translate(locale, key)]));
  if (!parsed.success || Object.keys(fileErrors).length > 0) {
    const errors: FieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error, locale)), ...localisedFileErrors };
    const code = parsed.success || Object.keys(fileErrors).length > 0 ? 'A0402' : resultCodeOf(parsed.error);
    throw new AppError(code, `errors.${code}`, {}, { errors });
  }
  return { form: parsed.data as z.output<Schema>, files: typedFiles(upload, rules) };
}

/** Registrations, the applicant's corrections and the staff's audits. */
export function registrationHandlers(context: ModuleContext, codes: VerificationCodes) {
  const { db } = context;
  const accounts = userAccounts(context);
  const files = fileStore(db);
  const queries = applicationQueries(db, context.config.TIME_ZONE);

  async function requireFreeUsername(username: string): Promise<void> {
    const taken = await db(USERS_TABLE).whereRaw('lower(username) = lower(?)', [username.trim()]).whereNull('deleted_at').first('id');
    if (taken) throw new AppError('A0111', 'errors.A0111', {}, { errors: { username: 'errors.A0111' } });
  }

  async function verifyCode(mobile: string, code: string): Promise<void> {
    try {
      await codes.verify('register', mobile, code);
    } catch (error) {
      if (error instanceof AppError && error.code === 'A0130') throw new AppError('A0130', 'errors.A0130', {}, { errors: { code: 'errors.A0130' } });
      throw error;
    }
  }

  async function roleIdOf(code: string): Promise<number> {
    const role = await db(ROLES_TABLE).where({ code }).first('id');
    // the seed creates every role; one deleted by hand leaves nobody able to register with it
    if (!role) throw new AppError('B0001', 'registration.registrationFailed', {}, null, 503);
    return Number(role.id);
  }

  /** Files with their ids decided up front, so the account's avatar can point at one before the bytes are saved. */
  const withIds = (typed: TypedFile[], readerPerms: string[]) => typed.map((file) => ({ id: files.newId(), file, readerPerms }));
  type PlannedFile = ReturnType<typeof withIds>[number];

  function documentsOf(planned: PlannedFile[], fields: readonly string[]): ApplicationDocuments {
    const documents: ApplicationDocuments = {};
    for (const field of fields) {
      const inField = planned.filter((entry) => entry.file.field === field);
      if (inField.length > 0) documents[field as keyof ApplicationDocuments] = inField.map((entry) => ({ id: entry.id, name: entry.file.name }));
    }
    return documents;
  }

  async function saveFiles(ownerId: number, planned: PlannedFile[]): Promise<void> {
    const rows: NewFile[] = planned.map(({ id, file, readerPerms }) => ({
      id,
      ownerId: String(ownerId),
      name: file.name,
      contentType: file.contentType,
      bytes: file.bytes,
      readerPerms,
      attached: true,
    }));
    await files.save(rows);
  }

  async function createAccount(
    account: { username: string; password: string; nickname: string; gender: number; email: string; mobile: string | null; avatar: string | null },
    kind: UserKind,
    role: string,
    command: CommandContext,
    batch: SettleBatch,
  ): Promise<number> {
    const roleId = await roleIdOf(role);
    return accounts.create(
      {
        username: account.username,
        password: account.password,
        kind,
        fields: { nickname: account.nickname, mobile: account.mobile, gender: account.gender, avatar: account.avatar, email: account.email, status: 1, deptId: null, roleIds: [roleId] },
      },
      command,
      { batch },
    );
  }

  async function submit(userId: number, application: ApplicationCommand, command: CommandContext, batch: SettleBatch): Promise<void> {
    const result = await handleCommand(context.store, applicationStream(userId), applicationDecider, application, command);
    batch.note(result.position);
  }

  return {
    queries,

    async registerSeeker(upload: ReceivedUpload, locale: Locale, command: CommandContext): Promise<RegisteredAccount> {
      const { form, files: typed } = validated(jobSeekerRegistrationForm, upload, seekerUploadRules, locale);
      await requireFreeUsername(form.username);
      const { schoolId, ...account } = form;
      // a school that is not registered refuses the registration before any account exists
      if (schoolId !== undefined && !(await schoolQueries(db).isApproved(schoolId))) {
        throw new AppError('A0402', 'errors.A0402', {}, { errors: { schoolId: translate(locale, 'meetings.validation.unknownSchool') } });
      }
      const planned = withIds(typed, [permissions.user.query]);
      const batch = new SettleBatch();
      const userId = await createAccount({ ...account, mobile: null, avatar: fileUrlOf(planned[0]!.id) }, 'seeker', roleCodes.seeker, command, batch);
      await saveFiles(userId, planned);
      // the school is declared by the new seeker right after their account (on its own stream, student-<id>)
      if (schoolId !== undefined) batch.note((await declareStudentSchool(context, userId, schoolId, String(userId), command)).position);
      await batch.settle(context);
      return { userId };
    },

    async registerPublisher(upload: ReceivedUpload, locale: Locale, command: CommandContext): Promise<RegisteredApplicant> {
      const { form, files: typed } = validated(publisherRegistrationForm, upload, publisherUploadRules, locale);
      await requireFreeUsername(form.username);
      await verifyCode(form.mobile, form.code);
      const planned = withIds(typed, documentReaders.publisher);
      const batch = new SettleBatch();
      const account = { username: form.username, password: form.password, nickname: form.company, gender: 0, email: form.email, mobile: form.mobile, avatar: null };
      const userId = await createAccount(account, 'publisher', roleCodes.publisher, command, batch);
      await saveFiles(userId, planned);
      const documents = documentsOf(planned, publisherDocumentFields);
      await submit(userId, { type: 'SubmitPublisherApplication', application: { userId, username: form.username, company: form.company, email: form.email, mobile: form.mobile, documents, locale } }, command, batch);
      await batch.settle(context);
      return { userId, auditStatus: auditStatuses.pending };
    },

    async registerSchoolAdmin(upload: ReceivedUpload, locale: Locale, command: CommandContext): Promise<RegisteredApplicant> {
      const { form, files: typed } = validated(schoolAdminRegistrationForm, upload, schoolAdminUploadRules, locale);
      await requireFreeUsername(form.username);
      await verifyCode(form.mobile, form.code);
      const planned = withIds(typed, documentReaders.schoolAdmin);
      const avatar = planned.find((entry) => entry.file.field === 'avatar')!;
      avatar.readerPerms = [...documentReaders.schoolAdmin, permissions.user.query];
      const batch = new SettleBatch();
      const userId = await createAccount({ ...form, avatar: fileUrlOf(avatar.id) }, 'schoolAdmin', roleCodes.schoolAdmin, command, batch);
      await saveFiles(userId, planned);
      const documents = documentsOf(planned, schoolAdminDocumentFields);
      const application = { userId, username: form.username, schoolName: form.schoolName, email: form.email, mobile: form.mobile, documents, locale };
      await submit(userId, { type: 'SubmitSchoolAdminApplication', application }, command, batch);
      await batch.settle(context);
      return { userId, auditStatus: auditStatuses.pending };
    },

    /** The applicant corrects a rejected application: the documents sent replace theirs, the rest stay; back to pending. */
    async resubmit(userId: number, upload: ReceivedUpload, locale: Locale, command: CommandContext): Promise<void> {
      const state = await loadState(context.store, applicationStream(userId), applicationDecider);
      if (!state.exists) throw new AppError('A0606');
      // refused before anything is stored: only a rejected application can be corrected
      if (state.status !== 'rejected') applicationDecider.decide({ type: 'ResubmitApplication', documents: {} }, state);
      const fields = state.kind === 'publisher' ? publisherDocumentFields : schoolAdminDocumentFields;
      const rules = state.kind === 'publisher' ? publisherUploadRules : pick(schoolAdminDocumentFields);
      const { form, files: typed } = validated(applicationCorrectionForm, upload, rules, locale, false);
      const planned = withIds(typed, documentReaders[state.kind]);
      // decide before saving the bytes, so a refused correction stores nothing
      applicationDecider.decide({ type: 'ResubmitApplication', ...form, documents: {} }, state);
      await saveFiles(userId, planned);
      const correction: ApplicationCommand = { type: 'ResubmitApplication', ...form, documents: documentsOf(planned, fields) };
      const result = await handleCommand(context.store, applicationStream(userId), applicationDecider, correction, command);
      await settle(context, result.position);
    },

    /**
     * Approve or reject a pending application. The decision reserves its notice's id; the decision reactor and a
     * worker then tell the applicant (a notice to them alone, and an e-mail), never this request.
     */
    async audit(kind: ApplicationKind, id: number, form: AuditForm, command: CommandContext): Promise<void> {
      const decision: ApplicationCommand = {
        type: 'AuditApplication',
        kind,
        approved: form.auditStatus === auditStatuses.approved,
        rejectReason: form.rejectReason,
        auditorId: command.actorId ?? null,
        noticeId: await nextEntityId(db, 'notice'),
      };
      const result = await handleCommand(context.store, applicationStream(id), applicationDecider, decision, command);
      await settle(context, result.position);
    },
  };
}

export type RegistrationHandlers = ReturnType<typeof registrationHandlers>;
