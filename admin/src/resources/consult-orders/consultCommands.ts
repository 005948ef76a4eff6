import type { ConsultCancelForm, ConsultNotesForm, RescheduleForm } from '@jobmarket/contracts/counseling/forms';
import type { SlotView } from '@jobmarket/contracts/counseling/views';
import type { Identifier } from 'react-admin';
import { API_BASE, http, httpClient } from '../../providers/httpClient';

const orderPath = (id: Identifier, action: string) => `${API_BASE}/consult-orders/${encodeURIComponent(String(id))}/${action}`;

/** `PUT /consult-orders/{id}/cancel` on the counselor's behalf (biz:consult:manage): the reason is required of staff. */
export async function cancelConsult(id: Identifier, form: ConsultCancelForm): Promise<void> {
  await http.json(orderPath(id, 'cancel'), { method: 'PUT', body: JSON.stringify(form) });
}

/** `PUT /consult-orders/{id}/reschedule` to another free slot of the same counselor (taken at once, or A0440). */
export async function rescheduleConsult(id: Identifier, form: RescheduleForm): Promise<void> {
  await http.json(orderPath(id, 'reschedule'), { method: 'PUT', body: JSON.stringify(form) });
}

/** `PUT /consult-orders/{id}/complete` once the session has started. */
export async function completeConsult(id: Identifier): Promise<void> {
  await http.json(orderPath(id, 'complete'), { method: 'PUT' });
}

/** `PUT /consult-orders/{id}/no-show` once the session has started. */
export async function markConsultNoShow(id: Identifier): Promise<void> {
  await http.json(orderPath(id, 'no-show'), { method: 'PUT' });
}

/** `PUT /consult-orders/{id}/notes`: the counselor's private notes, which staff may keep too. */
export async function writeConsultNotes(id: Identifier, form: ConsultNotesForm): Promise<void> {
  await http.json(orderPath(id, 'notes'), { method: 'PUT', body: JSON.stringify(form) });
}

/**
 * A counselor's free slots between two days of `timeZone` (the reader's; the counselor's when not given), both
 * included (`GET /counselors/{id}/slots?from&to&timeZone`, at most 31 days).
 */
export async function freeSlotsOf(counselorId: Identifier, from: string, to: string, timeZone: string | undefined, signal?: AbortSignal): Promise<SlotView[]> {
  const query = new URLSearchParams({ from, to, ...(timeZone ? { timeZone } : {}) });
  const { json } = await httpClient(`${API_BASE}/counselors/${encodeURIComponent(String(counselorId))}/slots?${query}`, { signal: signal ?? null });
  return Array.isArray(json) ? (json as SlotView[]) : [];
}
