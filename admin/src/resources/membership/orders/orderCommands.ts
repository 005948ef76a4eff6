import type { VipOrderReasonForm } from '@jobmarket/contracts/membership/forms';
import { API_BASE, http } from '../../../providers/httpClient';

/** The staff actions on an order (biz:vip:refund), each with the reason kept in the order's history. */
export const staffOrderActions = ['cancel', 'refund', 'acceptLatePayment'] as const;
export type StaffOrderAction = (typeof staffOrderActions)[number];

const pathOf: Record<StaffOrderAction, string> = { cancel: 'cancel', refund: 'refund', acceptLatePayment: 'accept-late-payment' };

/** `PUT /vip-orders/{orderNo}/cancel|refund|accept-late-payment` with `{reason}`; the api enforces the order machine (A0440). */
export async function actOnOrder(orderNo: string, action: StaffOrderAction, body: VipOrderReasonForm): Promise<void> {
  await http.json(`${API_BASE}/vip-orders/${encodeURIComponent(orderNo)}/${pathOf[action]}`, { method: 'PUT', body: JSON.stringify(body) });
}
