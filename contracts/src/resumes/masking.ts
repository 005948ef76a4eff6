/**
 * How contact details look to someone who may not read them (every view but the owner's, staff's and a publisher's
 * who unlocked the resume): enough to tell two apart, never enough to call or write. Masking happens in the api before
 * anything leaves it; these functions are shared so the screens can say what a mask means.
 */
export const MASK = '•';

/** `+856 20 5555 1234` → `+••• •• •••• ••34`: the last two digits stay, separators stay. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => (++seen > digits - 2 ? digit : MASK));
}

/** `somchai.k@example.la` → `s•••••••@example.la`: the first letter and the domain stay. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return MASK.repeat(6);
  return `${email[0]}${MASK.repeat(Math.max(3, at - 1))}${email.slice(at)}`;
}

/** Whether a value came out of `maskPhone`/`maskEmail` (a screen shows the unlock action next to it). */
export const isMasked = (value: string): boolean => value.includes(MASK);
