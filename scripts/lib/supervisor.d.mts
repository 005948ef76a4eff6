import type { ChildProcess } from 'node:child_process';

export interface Backoff {
  initialMs: number;
  maxMs: number;
  stableAfterMs: number;
}

export const DEFAULT_BACKOFF: Backoff;

export interface Supervised {
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

export function supervise(options: {
  name: string;
  spawnChild: () => ChildProcess;
  say?: (message: string) => void;
  backoff?: Backoff;
  killAfterMs?: number;
  onCrash?: (event: { code: number | null; signal: NodeJS.Signals | null; restartInMs: number }) => void;
}): Supervised;
