import { useCallback, useEffect, useState } from 'react';

/** Seconds the api makes a contact wait between two codes (verificationCodes RESEND_COOLDOWN_SECONDS). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left until `endsAt` (rounded up, never below 0). */
export const secondsLeft = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * A resend cool-down: `start()` begins it; `remaining` counts the whole seconds down to 0, ticking once a second.
 * Counted from the clock rather than from the ticks, so a throttled background tab still ends on time.
 */
export function useCooldown(seconds = RESEND_COOLDOWN_SECONDS) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  const remaining = endsAt === null ? 0 : secondsLeft(endsAt, now);
  return { remaining, isCoolingDown: remaining > 0, start };
}
