/**
 * The providers run outside React; when they find the session over they say so here, and SessionEndHandler (inside
 * <Admin>) signs the user out with react-admin's own logout and sends them to the login page.
 * - `expired`: the access token could not be renewed (A0231 or a failed refresh) — spec §4: an info notice says so.
 * - `unavailable`: the user or their routes could not be loaded — spec §2: clear user data and sign in again.
 */
export type SessionEnd = 'expired' | 'unavailable';
type Listener = (reason: SessionEnd) => void;
const listeners = new Set<Listener>();

export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endSession(reason: SessionEnd): void {
  for (const listener of listeners) listener(reason);
}

export const emitSessionExpired = () => endSession('expired');
