import { POSITION_HEADER, PROJECTIONS_HEADER, READ_YOUR_WRITES_HEADER } from '@jobmarket/contracts/platform/pendingWrites';
import type { Response } from 'express';
import { AppError } from './appError';
import type { ProjectionWaiter } from './readYourWrites';

/** What a command wrote: the entity's id, the state it decided, and where its events landed (undefined when nothing changed). */
export interface Written<State> {
  id: number;
  state: State;
  position: string | undefined;
  /** The success message when not the plain "Success", e.g. a user's initial password, told once. */
  message?: { key: string; vars: Record<string, string | number> };
}

export interface WriteOutcome {
  position: string | undefined;
  /** The projections that serve the caller's next read; the wait ignores every other one. */
  projections: readonly string[];
}

/**
 * Adds a phase of the request to its Server-Timing header (milliseconds since `startedAt`), e.g. `command` and
 * `settle` of a write, so that a client or a benchmark sees where an answer's time went.
 */
export function serverTiming(res: Response, phase: string, startedAt: number): void {
  res.append('Server-Timing', `${phase};dur=${(performance.now() - startedAt).toFixed(1)}`);
}

/** `settled` when the answer comes from read models that include the write, `pending` when it is the write side's. */
function mark(res: Response, state: 'settled' | 'pending', outcome: WriteOutcome): void {
  res.setHeader(READ_YOUR_WRITES_HEADER, state);
  if (outcome.position) res.setHeader(POSITION_HEADER, outcome.position);
  res.setHeader(PROJECTIONS_HEADER, outcome.projections.join(','));
  res.append('Access-Control-Expose-Headers', [READ_YOUR_WRITES_HEADER, POSITION_HEADER, PROJECTIONS_HEADER]);
}

/**
 * Read-your-writes for one command's answer (ARCHITECTURE §2): waits until the named projections have passed what it
 * appended and answers the read model's view; when they have not caught up in time, answers what the write side
 * decided, marked pending, so a command that succeeded never answers A0606 for what it has just saved.
 */
export async function answerWrite<Answer>(
  waiter: ProjectionWaiter,
  res: Response,
  outcome: WriteOutcome,
  answers: { read(): Promise<Answer>; decided(): Answer },
): Promise<Answer> {
  const waitStarted = performance.now();
  const isSettled = outcome.position === undefined || (await waiter.waitFor(outcome.position, { projections: outcome.projections }));
  serverTiming(res, 'settle', waitStarted);
  if (isSettled) {
    try {
      const answer = await answers.read();
      mark(res, 'settled', outcome);
      return answer;
    } catch (error) {
      // a stopped projection lets the wait pass without having written the row: still not the caller's fault
      if (!(error instanceof AppError && error.code === 'A0606')) throw error;
    }
  }
  mark(res, 'pending', outcome);
  return answers.decided();
}
