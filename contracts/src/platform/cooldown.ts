/** Spec: a verification code can be asked for again after 60 s (the api's RESEND_COOLDOWN_SECONDS). */
export const CODE_RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left until `endsAt` (rounded up, never below 0). */
export const secondsLeft = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 1000));

export interface Cooldown {
  /** Begins a new wait of the full length. */
  start(): void;
  /** Whole seconds left, 0 when the action may run. */
  remaining(): number;
  /** Called on every change of `remaining`; answers the unsubscribe (shaped for React's useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

/**
 * A resend cool-down that counts whole seconds down to 0, ticking once a second while someone listens. Counted from
 * the clock rather than from the ticks, so a throttled background tab still ends on time.
 */
export function createCooldown(seconds = CODE_RESEND_COOLDOWN_SECONDS, clock: () => number = () => Date.now()): Cooldown {
  const listeners = new Set<() => void>();
  let endsAt = 0;
  let remaining = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    remaining = secondsLeft(endsAt, clock());
    if (remaining === 0) stop();
    for (const listener of listeners) listener();
  };
  const run = () => {
    if (timer === undefined && remaining > 0 && listeners.size > 0) timer = setInterval(tick, 1000);
  };

  return {
    start() {
      endsAt = clock() + seconds * 1000;
      tick();
      run();
    },
    remaining: () => remaining,
    subscribe(listener) {
      listeners.add(listener);
      run();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
  };
}
