import { randomBytes } from 'node:crypto';

/**
 * A consult order's QR bill reference: `CO` + the order id + `R` + a random tail (unique per QR). The prefix tells
 * the payment webhook it is a consult order's (VIP references start `VIP`); at most 21 characters, inside EMVCo's 25.
 */
const REFERENCE = /^CO(\d{1,12})R[0-9A-F]{6}$/;

export const newConsultReference = (orderId: number): string => `CO${orderId}R${randomBytes(3).toString('hex').toUpperCase()}`;

/** Whether the payment webhook should hand this reference to consult orders. */
export const isConsultReference = (reference: string): boolean => reference.startsWith('CO');

/** The order a reference names, or undefined for one we could not have issued. */
export function orderIdOfReference(reference: string): number | undefined {
  const match = REFERENCE.exec(reference);
  return match ? Number(match[1]) : undefined;
}
