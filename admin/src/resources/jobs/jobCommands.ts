import type { JobAuditForm } from '@jobmarket/contracts/jobs/forms';
import type { Identifier } from 'react-admin';
import { API_BASE, http } from '../../providers/httpClient';

const jobPath = (id: Identifier, action: string) => `${API_BASE}/jobs/${encodeURIComponent(String(id))}/${action}`;

/** Approves (with the commission split, resume auditor and sort) or rejects a pending job: `PUT /jobs/{id}/audit`. */
export async function auditJob(id: Identifier, decision: JobAuditForm): Promise<void> {
  await http.json(jobPath(id, 'audit'), { method: 'PUT', body: JSON.stringify(decision) });
}

/** Takes a job down (staff with biz:job:close): `PUT /jobs/{id}/close`. */
export async function closeJob(id: Identifier): Promise<void> {
  await http.json(jobPath(id, 'close'), { method: 'PUT' });
}
