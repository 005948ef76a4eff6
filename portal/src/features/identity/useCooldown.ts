import { CODE_RESEND_COOLDOWN_SECONDS, createCooldown } from '@jobmarket/contracts/platform/cooldown';
import { useState, useSyncExternalStore } from 'react';

/** Seconds left before the action may run again; `start()` begins a new wait. */
export function useCooldown(seconds = CODE_RESEND_COOLDOWN_SECONDS) {
  const [cooldown] = useState(() => createCooldown(seconds));
  const remaining = useSyncExternalStore(cooldown.subscribe, cooldown.remaining);
  return { remaining, isCoolingDown: remaining > 0, start: cooldown.start };
}
