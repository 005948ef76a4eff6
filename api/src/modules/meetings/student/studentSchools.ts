import { auditStatuses, type SchoolOption, type StudentSchoolView } from '@jobmarket/contracts';
import { APPLICATIONS_TABLE, STUDENT_SCHOOLS_TABLE, USERS_TABLE } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { handleCommand } from '../../../eventSourcing/commandHandler';
import type { CommandContext } from '../../../eventSourcing/decider';
import type { ModuleContext } from '../../moduleContext';
import { studentDecider, studentStream, type StudentState } from './studentDecider';

/**
 * Schools and the seekers' declared schools, as the read models hold them: a school is an approved SCHOOL_ADMIN
 * registration (its id the administrator's user id, its name the application's school name).
 */
export function schoolQueries(db: Knex) {
  const approvedSchools = () => db(APPLICATIONS_TABLE).where({ kind: 'schoolAdmin', audit_status: auditStatuses.approved });

  return {
    /** Every approved school by name (the pickers' options). */
    async options(): Promise<SchoolOption[]> {
      const rows = await approvedSchools().select<{ id: number; school_name: string | null; username: string }[]>('id', 'school_name', 'username').orderBy([{ column: 'school_name' }, { column: 'id' }]);
      return rows.map((row) => ({ id: Number(row.id), name: row.school_name ?? row.username }));
    },

    isApproved: async (schoolId: number): Promise<boolean> => (await approvedSchools().where({ id: schoolId }).first('id')) !== undefined,

    /** The school a seeker declared (null: none), as the read model has it. */
    async schoolOf(seekerId: number): Promise<number | null> {
      const row = await db(STUDENT_SCHOOLS_TABLE).where({ seeker_id: seekerId }).first<{ school_id: number | null } | undefined>('school_id');
      return row?.school_id === null || row?.school_id === undefined ? null : Number(row.school_id);
    },

    async viewOf(seekerId: number): Promise<StudentSchoolView> {
      const row = await db({ st: STUDENT_SCHOOLS_TABLE })
        .leftJoin({ app: APPLICATIONS_TABLE }, 'app.id', 'st.school_id')
        .where('st.seeker_id', seekerId)
        .first<{ school_id: number | null; school_name: string | null } | undefined>('st.school_id', 'app.school_name');
      const schoolId = row?.school_id === null || row?.school_id === undefined ? null : Number(row.school_id);
      return { seekerId, schoolId, schoolName: schoolId === null ? null : (row?.school_name ?? null) };
    },

    /** Whether the user is a job seeker's account (not deleted). */
    isSeeker: async (userId: number): Promise<boolean> => (await db(USERS_TABLE).where({ id: userId, kind: 'seeker' }).whereNull('deleted_at').first('id')) !== undefined,
  };
}

export type SchoolQueries = ReturnType<typeof schoolQueries>;

/**
 * The seeker's declaration (or staff's correction) on `student-<seekerId>`: a registered school, or null to clear it;
 * the same school again changes nothing. Who may declare for whom is the caller's to check.
 */
export async function declareStudentSchool(
  context: ModuleContext,
  seekerId: number,
  schoolId: number | null,
  actorId: string,
  command: CommandContext,
): Promise<{ state: StudentState; position: string | undefined }> {
  const isKnownSchool = schoolId === null ? true : await schoolQueries(context.db).isApproved(schoolId);
  const result = await handleCommand(context.store, studentStream(seekerId), studentDecider, { type: 'DeclareSchool', seekerId, schoolId, isKnownSchool, actorId }, command, { retries: 3 });
  return { state: result.state, position: result.position };
}
