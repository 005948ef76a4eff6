import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates that markup in the browser, true in every other
 * render: what only the browser knows (a stored sign-in) waits for it, so hydration meets the server's markup, and is
 * there at once on pages the browser renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
