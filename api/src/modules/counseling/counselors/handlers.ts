import {
  counselorPermissions,
  roleCodes,
  storedFileIdOf,
  type AvailabilityForm,
  type CounselorForm,
  type CounselorProfile,
  type CounselorStatus,
  type DayOffForm,
  type UserAdminFields,
} from '@jobmarket/contracts';
import { COUNSELORS_TABLE, projections, ROLES_TABLE, USER_ROLES_TABLE, USERS_TABLE } from '@jobmarket/projections';
import { handleCommand, loadState } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import { handleMultiStreamCommand } from '../../../eventSourcing/multiStreamCommand';
import { isAllowed, type Actor } from '../../../http/actor';
import { AppError, DomainError } from '../../../http/appError';
import type { Written } from '../../../http/writeAnswer';
import { fileStore } from '../../files/fileStore';
import { resolveOwnUpload } from '../../files/ownUploads';
import { userDecider, userStream, type UserState } from '../../identity/users/decider';
import type { ModuleContext } from '../../moduleContext';
import { appSettingsOf } from '../../system/config/appSettings';
import { counselorDecider, counselorStream, type CounselorCommand, type CounselorState } from './counselorDecider';
import { counselorAvatarUrl, counselorQueries } from './queries';
import { localDayOf } from './slots';

/** The projections a counselor's next read comes from (whichever owns `counselors_v1`): writes wait for these only. */
export const counselorReadModels = (): string[] => projections.filter((projection) => projection.tables.includes(COUNSELORS_TABLE)).map((projection) => projection.name);
/** Making a counselor also grants the role: its answer waits for the users' read model too. */
const userReadModels = (): string[] => projections.filter((projection) => projection.tables.includes(USER_ROLES_TABLE) || projection.tables.includes(USERS_TABLE)).map((projection) => projection.name);
export const counselorCreationReadModels = (): string[] => [...new Set([...counselorReadModels(), ...userReadModels()])];

const MEGABYTE = 1024 * 1024;
/** Anyone reading counselors' data may see their photo through the files api as well. */
const AVATAR_READERS = [counselorPermissions.query] as const;

const isCounselor = (actor: Pick<Actor, 'roles'>) => actor.roles.includes(roleCodes.counselor);
/** The counselor themselves (role COUNSELOR, their own id). */
export const isCounselorSelf = (actor: Actor, counselorId: number): boolean => isCounselor(actor) && Number(actor.userId) === counselorId;

const fieldError = (field: string, key: string) => new AppError('A0402', 'errors.A0402', {}, { errors: { [field]: key } });

/** The account fields of a live user, as an edit of them carries them whole. */
function accountFieldsOf(user: Extract<UserState, { exists: true }>): UserAdminFields {
  return { nickname: user.nickname, mobile: user.mobile, gender: user.gender, avatar: user.avatar, email: user.email, status: user.status, deptId: user.deptId, roleIds: user.roleIds };
}

/**
 * The commands on counselors, each on `counselor-<userId>`: staff (biz:counselor:add) make an existing account a
 * counselor — the COUNSELOR role on the user's stream and the profile on the counselor's, in ONE append — and keep the
 * profile (biz:counselor:edit) and status (deactivating: biz:counselor:delete); staff and the counselor themselves
 * keep the weekly availability and days off.
 */
export function counselorHandlers(context: ModuleContext) {
  const { db, store } = context;
  const queries = counselorQueries(db, context.config.TIME_ZONE);
  const files = fileStore(db);
  const settings = appSettingsOf(context);

  async function counselorRoleId(): Promise<number> {
    const role = await db(ROLES_TABLE).where({ code: roleCodes.counselor }).first<{ id: number } | undefined>('id');
    // seeded with the other roles (seedIdentity); a store seeded before issue 17 lacks it until it is created
    if (!role) throw new Error(`the ${roleCodes.counselor} role does not exist: create it (code ${roleCodes.counselor}) or seed the roles again`);
    return Number(role.id);
  }

  /** The avatar a form names: none, the one the counselor has (its public or files url), or the caller's new upload. */
  async function avatarOf(form: CounselorForm, current: CounselorState, actor: Actor): Promise<CounselorProfile['avatar']> {
    if (!form.avatarUrl) return null;
    const kept = current.exists ? current.profile.avatar : null;
    if (kept && (form.avatarUrl === counselorAvatarUrl(form.userId) || storedFileIdOf(form.avatarUrl) === kept.fileId)) return kept;
    const maxBytes = (await settings.current())['upload.imageMaxMb'] * MEGABYTE;
    const resolved = await resolveOwnUpload(files, form.avatarUrl, Number(actor.userId), {
      kinds: ['jpg', 'png'],
      maxBytes,
      notYours: 'counseling.validation.avatarNotYours',
      wrongKind: 'counseling.validation.avatarKind',
      tooLarge: 'counseling.validation.avatarTooLarge',
    });
    if ('error' in resolved) throw fieldError('avatarUrl', resolved.error);
    return resolved.file;
  }

  /** The profile as events carry it: specialties of the dictionary, the avatar resolved, prices in the configured currency. */
  async function profileOf(form: CounselorForm, current: CounselorState, actor: Actor): Promise<CounselorProfile> {
    const known = await queries.knownSpecialties(form.specialties);
    const unknown = form.specialties.findIndex((specialty) => !known.has(specialty));
    if (unknown >= 0) throw fieldError('specialties', 'counseling.validation.unknownSpecialty');
    const { avatarUrl: _avatarUrl, ...fields } = form;
    const specialties = [...new Set(form.specialties)];
    const languages = [...new Set(form.languages)];
    // a biography only for a language spoken: the others would never be shown
    const biographies = Object.fromEntries(languages.map((language) => [language, form.biographies[language]!]));
    const currency = (await settings.current())['currency.code'];
    return { ...fields, specialties, languages, biographies, avatar: await avatarOf(form, current, actor), currency };
  }

  /** The photo stays with the counselor (attached) and staff who read counselors may open it through the files api. */
  async function keepAvatar(profile: CounselorProfile, actor: Actor): Promise<void> {
    if (profile.avatar) await files.attach([profile.avatar.fileId], actor.userId, AVATAR_READERS);
  }

  async function run(counselorId: number, command: CounselorCommand, context_: CommandContext): Promise<Written<CounselorState>> {
    const result = await handleCommand(store, counselorStream(counselorId), counselorDecider, command, context_);
    return { id: counselorId, state: result.state, position: result.position };
  }

  /** Staff holding `permission`, or (when `selfMay`) the counselor themselves; a counselor's peers learn nothing (A0606). */
  function requireManager(actor: Actor, counselorId: number, permission: string, selfMay: boolean): void {
    if (selfMay && isCounselorSelf(actor, counselorId)) return;
    if (isAllowed(actor, permission)) return;
    throw new AppError(isCounselor(actor) || !isAllowed(actor, counselorPermissions.query) ? 'A0606' : 'A0301');
  }

  return {
    queries,

    /**
     * `create`: staff (biz:counselor:add) make the account `form.userId` a counselor: the COUNSELOR role granted on
     * the user's stream (unless held) and the profile started on the counselor's, in one append, re-decided on a race.
     * `edit`: staff (biz:counselor:edit) change the profile of counselor `form.userId`.
     */
    async save(actor: Actor, form: CounselorForm, command: CommandContext, mode: 'create' | 'edit' = 'create'): Promise<Written<CounselorState>> {
      const counselorId = form.userId;
      requireManager(actor, counselorId, mode === 'create' ? counselorPermissions.add : counselorPermissions.edit, false);
      const current = await loadState(store, counselorStream(counselorId), counselorDecider);
      if (mode === 'edit' && !current.exists) throw new AppError('A0606');
      if (mode === 'create' && current.exists) throw new DomainError('A0440', 'counseling.refusals.alreadyCounselor');
      // the form carries the status too: deactivating through it needs what PUT /counselors/{id}/status needs
      if (current.exists && form.status === 'inactive' && current.status !== 'inactive' && !isAllowed(actor, counselorPermissions.delete)) throw new AppError('A0301');
      const profile = await profileOf(form, current, actor);
      const save: CounselorCommand = { type: 'SaveProfile', mode, counselorId, profile, actorId: actor.userId };
      if (mode === 'edit') {
        const written = await run(counselorId, save, command);
        await keepAvatar(profile, actor);
        return written;
      }
      const roleId = await counselorRoleId();
      const result = await handleMultiStreamCommand(
        store,
        { user: { streamId: userStream(counselorId), decider: userDecider }, counselor: { streamId: counselorStream(counselorId), decider: counselorDecider } },
        (states) => {
          const user = states.user;
          if (!user.exists || user.deleted) throw fieldError('userId', 'counseling.validation.unknownUser');
          const counselor = counselorDecider.decide(save, states.counselor);
          if (user.roleIds.includes(roleId)) return { counselor };
          const fields = { ...accountFieldsOf(user), roleIds: [...user.roleIds, roleId].sort((a, b) => a - b) };
          // the identity decider's own edit of the account (its status untouched, so none of its root rules apply)
          const granted = userDecider.decide({ type: 'UpdateUser', fields, isLastRootLosingRoot: false, isSelf: false, isLastRoot: false }, user);
          return { user: granted, counselor };
        },
        command,
      );
      await keepAvatar(profile, actor);
      return { id: counselorId, state: result.states.counselor, position: result.position };
    },

    /** Activates (biz:counselor:edit) or deactivates (biz:counselor:delete) a counselor; booked sessions stay. */
    async setStatus(actor: Actor, counselorId: number, status: CounselorStatus, command: CommandContext): Promise<Written<CounselorState>> {
      requireManager(actor, counselorId, status === 'inactive' ? counselorPermissions.delete : counselorPermissions.edit, false);
      return run(counselorId, { type: 'SetStatus', status, actorId: actor.userId }, command);
    },

    /** The weekly openings in an IANA zone: staff (biz:counselor:edit) or the counselor themselves. */
    async setAvailability(actor: Actor, counselorId: number, form: AvailabilityForm, command: CommandContext): Promise<Written<CounselorState>> {
      requireManager(actor, counselorId, counselorPermissions.edit, true);
      return run(counselorId, { type: 'SetAvailability', availability: form }, command);
    },

    /** A day off (the counselor's day; not in the past): staff (biz:counselor:edit) or the counselor themselves. */
    async addDayOff(actor: Actor, counselorId: number, form: DayOffForm, command: CommandContext): Promise<Written<CounselorState>> {
      requireManager(actor, counselorId, counselorPermissions.edit, true);
      const state = await loadState(store, counselorStream(counselorId), counselorDecider);
      const zone = state.exists && state.availability ? state.availability.timeZone : context.config.TIME_ZONE;
      return run(counselorId, { type: 'AddDayOff', day: form.day, reason: form.reason, today: localDayOf(command.now, zone) }, command);
    },

    async removeDayOff(actor: Actor, counselorId: number, day: string, command: CommandContext): Promise<Written<CounselorState>> {
      requireManager(actor, counselorId, counselorPermissions.edit, true);
      return run(counselorId, { type: 'RemoveDayOff', day }, command);
    },
  };
}

export type CounselorHandlers = ReturnType<typeof counselorHandlers>;
