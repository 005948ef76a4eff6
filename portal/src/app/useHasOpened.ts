import { useState } from 'react';

/**
 * True from the first time `isOpen` is true, for good: a lazily loaded overlay (menu, drawer, dialog, toast) mounts
 * — and fetches its chunk — when first opened, then stays mounted so it can animate closed and open again at once.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // adjusting state while rendering (react.dev "storing information from previous renders"): no extra effect pass
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
