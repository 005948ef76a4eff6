import { useCallback, useEffect, useState } from 'react';

/** Spec: a verification code can be asked for again after 60 s. */
export const CODE_COOLDOWN_SECONDS = 60;

/** Seconds left before the action may run again; `start()` begins a new wait. */
export function useCooldown(seconds = CODE_COOLDOWN_SECONDS) {
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

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, isCoolingDown: remaining > 0, start };
}
