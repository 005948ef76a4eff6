// Keeps one child process of `npm start` running: a crash restarts that child after a growing delay instead of
// taking the whole product down; stop() ends it for good (SIGTERM, then SIGKILL if it does not go).

export const DEFAULT_BACKOFF = { initialMs: 1_000, maxMs: 30_000, stableAfterMs: 60_000 };

/**
 * @param {object} options
 * @param {string} options.name
 * @param {() => import('node:child_process').ChildProcess} options.spawnChild starts the child (and wires its output)
 * @param {(message: string) => void} [options.say]
 * @param {{ initialMs: number, maxMs: number, stableAfterMs: number }} [options.backoff] the delay doubles with each
 *   crash in a row, from initialMs up to maxMs; a child that ran stableAfterMs or longer before crashing starts over
 * @param {number} [options.killAfterMs] how long stop() waits after SIGTERM before SIGKILL
 * @param {(event: { code: number | null, signal: string | null, restartInMs: number }) => void} [options.onCrash]
 */
export function supervise({ name, spawnChild, say = () => {}, backoff = DEFAULT_BACKOFF, killAfterMs = 10_000, onCrash = () => {} }) {
  let child;
  let restartTimer;
  let isStopping = false;
  let delayMs = 0;

  function start() {
    const startedAt = Date.now();
    child = spawnChild();
    child.once('exit', (code, signal) => {
      if (isStopping) return;
      const ranLongEnough = Date.now() - startedAt >= backoff.stableAfterMs;
      delayMs = ranLongEnough || delayMs === 0 ? backoff.initialMs : Math.min(delayMs * 2, backoff.maxMs);
      say(`${name} exited (${signal ?? code}); restarting it in ${formatDelay(delayMs)}`);
      onCrash({ code, signal, restartInMs: delayMs });
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (!isStopping) start();
      }, delayMs);
    });
  }

  start();

  return {
    get child() {
      return child;
    },
    /** Ends the child and any pending restart; resolves once the child has exited. */
    async stop() {
      isStopping = true;
      clearTimeout(restartTimer);
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const force = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
  };
}

function formatDelay(ms) {
  return ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
