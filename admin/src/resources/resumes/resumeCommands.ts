import type { RecommendationForm } from '@jobmarket/contracts/resumes/forms';
import type { Identifier } from 'react-admin';
import { API_BASE, http } from '../../providers/httpClient';

/** Writes (or, empty, clears) the recommendation report a seeker reads: `PUT /resumes/{id}/recommendation` (biz:resume:recommend). */
export async function writeRecommendation(id: Identifier, form: RecommendationForm): Promise<void> {
  await http.json(`${API_BASE}/resumes/${encodeURIComponent(String(id))}/recommendation`, { method: 'PUT', body: JSON.stringify(form) });
}
