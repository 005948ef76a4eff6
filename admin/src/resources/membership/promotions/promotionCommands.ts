import type { PromotionEndForm } from '@jobmarket/contracts/membership/forms';
import type { Identifier } from 'react-admin';
import { API_BASE, http } from '../../../providers/httpClient';

/** Ends a running promotion (staff, biz:vip:promotion:end): `PUT /vip-promotions/{id}/end` with an optional reason. */
export async function endPromotion(id: Identifier, body: PromotionEndForm): Promise<void> {
  await http.json(`${API_BASE}/vip-promotions/${encodeURIComponent(String(id))}/end`, { method: 'PUT', body: JSON.stringify(body) });
}
