import { describe, expect, it } from 'vitest';
import { streamQueue } from './streamQueue';

/** A promise whose resolution the test decides. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('a stream queue', () => {
  it('runs one stream’s work in the order it came, one at a time, and other streams beside it', async () => {
    const inTurn = streamQueue();
    const log: string[] = [];
    const first = gate();
    const a1 = inTurn('meeting-1', async () => {
      log.push('a1 start');
      await first.opened;
      log.push('a1 end');
    });
    const a2 = inTurn('meeting-1', async () => log.push('a2'));
    const b1 = inTurn('meeting-2', async () => log.push('b1'));
    await b1;
    expect(log).toEqual(['a1 start', 'b1']);
    first.open();
    await Promise.all([a1, a2]);
    expect(log).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });

  it('gives each caller its own outcome: a failure does not stop the next in line', async () => {
    const inTurn = streamQueue();
    const failed = inTurn('meeting-1', async () => {
      throw new Error('refused');
    });
    const next = inTurn('meeting-1', async () => 'reserved');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('reserved');
  });
});
