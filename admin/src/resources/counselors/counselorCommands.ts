import type { CounselorStatus } from '@jobmarket/contracts/counseling/consultOrderMachine';
import type { AvailabilityForm, DayOffForm } from '@jobmarket/contracts/counseling/forms';
import type { Identifier } from 'react-admin';
import { API_BASE, http } from '../../providers/httpClient';

const counselorPath = (id: Identifier, rest: string) => `${API_BASE}/counselors/${encodeURIComponent(String(id))}/${rest}`;

/** `PUT /counselors/{id}/status`: inactive stops new bookings (booked sessions stay); active takes them again. */
export async function setCounselorStatus(id: Identifier, status: CounselorStatus): Promise<void> {
  await http.json(counselorPath(id, 'status'), { method: 'PUT', body: JSON.stringify({ status }) });
}

/** `PUT /counselors/{id}/availability`: the weekly openings in the counselor's IANA zone, replaced whole. */
export async function setCounselorAvailability(id: Identifier, form: AvailabilityForm): Promise<void> {
  await http.json(counselorPath(id, 'availability'), { method: 'PUT', body: JSON.stringify(form) });
}

/** `POST /counselors/{id}/days-off`: a day without new sessions (the counselor's zone's day). */
export async function addCounselorDayOff(id: Identifier, form: DayOffForm): Promise<void> {
  await http.json(counselorPath(id, 'days-off'), { method: 'POST', body: JSON.stringify(form) });
}

/** `DELETE /counselors/{id}/days-off/{day}`. */
export async function removeCounselorDayOff(id: Identifier, day: string): Promise<void> {
  await http.json(counselorPath(id, `days-off/${encodeURIComponent(day)}`), { method: 'DELETE' });
}
