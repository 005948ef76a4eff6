import type { RevokeForm, StudentSchoolForm } from '@jobmarket/contracts/meetings/forms';
import type { StudentSchoolView } from '@jobmarket/contracts/meetings/views';
import type { Identifier } from 'react-admin';
import { API_BASE, http, httpClient } from '../../providers/httpClient';

const meetingPath = (id: Identifier, action: string) => `${API_BASE}/meetings/${encodeURIComponent(String(id))}/${action}`;

/** `PUT /meetings/{id}/publish`: the api keeps the publish table (a meeting published or revoked already: A0440). */
export async function publishMeeting(id: Identifier): Promise<void> {
  await http.json(meetingPath(id, 'publish'), { method: 'PUT' });
}

/** `PUT /meetings/{id}/revoke` with the apology (required by the api while anyone holds a place: A0402 per field). */
export async function revokeMeeting(id: Identifier, form: RevokeForm): Promise<void> {
  await http.json(meetingPath(id, 'revoke'), { method: 'PUT', body: JSON.stringify(form) });
}

/** The apology e-mail prefilled in the language the school wrote the meeting in (`GET /meetings/{id}/apology-draft`). */
export async function apologyDraftOf(id: Identifier, signal?: AbortSignal): Promise<{ emailTitle: string; emailContent: string }> {
  // no timeZone: staff read and write meeting times in the api's zone, the draft's default
  return (await httpClient(meetingPath(id, 'apology-draft'), { signal: signal ?? null })).json as { emailTitle: string; emailContent: string };
}

const studentPath = (seekerId: Identifier) => `${API_BASE}/students/${encodeURIComponent(String(seekerId))}/school`;

/** A job seeker's declared school (`GET /students/{id}/school`); the api refuses ids that are not job seekers. */
export async function studentSchoolOf(seekerId: Identifier, signal?: AbortSignal): Promise<StudentSchoolView> {
  return (await httpClient(studentPath(seekerId), { signal: signal ?? null })).json as StudentSchoolView;
}

/** Staff correct a job seeker's school (`PUT /students/{id}/school`, biz:meeting:student); null clears it. */
export async function correctStudentSchool(seekerId: Identifier, form: StudentSchoolForm): Promise<void> {
  await http.json(studentPath(seekerId), { method: 'PUT', body: JSON.stringify(form) });
}
