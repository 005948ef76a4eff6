import type { StudentEvent } from '@jobmarket/contracts';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';

export { studentStream } from '@jobmarket/contracts';

/** Which school a job seeker declared (stream `student-<seekerId>`): none until they (or staff) declare one. */
export type StudentState = { schoolId: number | null };

/**
 * The seeker declares their school (at registration or on their profile) or staff holding biz:meeting:student correct
 * it; null clears it. `isKnownSchool`: the school is a registered, approved one (the handler looks it up).
 */
export type StudentCommand = { type: 'DeclareSchool'; seekerId: number; schoolId: number | null; isKnownSchool: boolean; actorId: string };

/** A seeker's school: what the `ownSchool` scope of meetings is judged by. */
export const studentDecider: Decider<StudentState, StudentCommand, StudentEvent> = {
  initialState: { schoolId: null },
  evolve: (_state, event) => ({ schoolId: event.data.schoolId }),
  decide(command, state) {
    if (command.schoolId !== null && !command.isKnownSchool) {
      throw new DomainError('A0402', 'meetings.validation.unknownSchool', {}, { errors: { schoolId: 'meetings.validation.unknownSchool' } });
    }
    // the same school again changes nothing
    if (command.schoolId === state.schoolId) return [];
    return [{ type: 'StudentSchoolDeclared', data: { seekerId: command.seekerId, schoolId: command.schoolId, actorId: command.actorId } }];
  },
};
