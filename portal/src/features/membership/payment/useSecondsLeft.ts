import { useEffect, useState } from 'react';

const secondsUntil = (target: number) => (Number.isNaN(target) ? 0 : Math.max(0, (target - Date.now()) / 1000));

/** Seconds until `instant` (an ISO time), ticking once a second while it lies ahead; 0 once it has passed. */
export function useSecondsLeft(instant: string | undefined): number {
  const target = instant ? Date.parse(instant) : Number.NaN;
  const [seconds, setSeconds] = useState(() => secondsUntil(target));
  useEffect(() => {
    setSeconds(secondsUntil(target));
    if (Number.isNaN(target)) return;
    const timer = setInterval(() => {
      const next = secondsUntil(target);
      setSeconds(next);
      if (next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return seconds;
}
