import { useEffect, useState } from 'react';

const secondsUntil = (target: number) => (Number.isNaN(target) ? 0 : Math.max(0, (target - Date.now()) / 1000));

/**
 * Seconds until `instant` (an ISO time), ticking once a second while it lies ahead; 0 once it has passed. A new instant
 * counts from its first render: the ticks kept belong to the instant they were counted for, so a code just fetched is
 * never shown, for a render, with the time left of no code (0: expired).
 */
export function useSecondsLeft(instant: string | undefined): number {
  const target = instant ? Date.parse(instant) : Number.NaN;
  const [tick, setTick] = useState(() => ({ target, seconds: secondsUntil(target) }));
  useEffect(() => {
    setTick({ target, seconds: secondsUntil(target) });
    if (Number.isNaN(target)) return;
    const timer = setInterval(() => {
      const next = secondsUntil(target);
      setTick({ target, seconds: next });
      if (next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  // NaN never equals itself: no instant, no time left
  return tick.target === target ? tick.seconds : secondsUntil(target);
}
