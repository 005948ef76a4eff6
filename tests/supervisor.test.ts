import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise, type Supervised } from '../scripts/lib/supervisor.mjs';

const FAST = { initialMs: 10, maxMs: 40, stableAfterMs: 60_000 };

/**
 * A tiny child: counts its starts in `counter`, exits 1 on the first `crashes` of them, then stays up (until told).
 * `isUp` resolves with the first child that stayed up.
 */
function flakyChild(counter: string, crashes: number, options: { ignoresSigterm?: boolean } = {}) {
  const script = `
    const fs = require('node:fs');
    const starts = Number(fs.existsSync(${JSON.stringify(counter)}) ? fs.readFileSync(${JSON.stringify(counter)}, 'utf8') : 0) + 1;
    fs.writeFileSync(${JSON.stringify(counter)}, String(starts));
    if (starts <= ${crashes}) process.exit(1);
    ${options.ignoresSigterm ? "process.on('SIGTERM', () => {});" : ''}
    setInterval(() => {}, 1000);
    process.stdout.write('up\\n');
  `;
  let announceUp: (child: ChildProcess) => void = () => {};
  const isUp = new Promise<ChildProcess>((resolve) => (announceUp = resolve));
  const spawnChild = () => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', () => announceUp(child));
    return child;
  };
  return { spawnChild, isUp };
}

describe('npm start supervisor', () => {
  const running: Supervised[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((supervised) => supervised.stop()));
  });
  const counterFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'jm-supervisor-')), 'starts');

  it('restarts a crashed child with a delay that doubles up to the maximum, and says so', async () => {
    const counter = counterFile();
    const said: string[] = [];
    const delays: number[] = [];
    const flaky = flakyChild(counter, 4);
    running.push(supervise({ name: 'projections', spawnChild: flaky.spawnChild, backoff: FAST, say: (line) => said.push(line), onCrash: (crash) => delays.push(crash.restartInMs) }));

    await flaky.isUp;
    expect(readFileSync(counter, 'utf8')).toBe('5');
    expect(delays).toEqual([10, 20, 40, 40]);
    expect(said[0]).toBe('projections exited (1); restarting it in 10 ms');
  });

  it('starts over from the shortest delay when the child had been running for a while', async () => {
    const delays: number[] = [];
    const flaky = flakyChild(counterFile(), 3);
    running.push(supervise({ name: 'api', spawnChild: flaky.spawnChild, backoff: { ...FAST, stableAfterMs: 0 }, onCrash: (crash) => delays.push(crash.restartInMs) }));
    await flaky.isUp;
    expect(delays).toEqual([10, 10, 10]);
  });

  it('stops the child for good: no restart follows, and one that ignores SIGTERM is killed', async () => {
    const counter = counterFile();
    const flaky = flakyChild(counter, 0, { ignoresSigterm: true });
    const supervised = supervise({ name: 'workers', spawnChild: flaky.spawnChild, backoff: FAST, killAfterMs: 50 });
    const child = await flaky.isUp; // its SIGTERM handler is in place once it says so
    await supervised.stop();
    expect(child.signalCode).toBe('SIGKILL');
    expect(supervised.child).toBe(child);
    expect(readFileSync(counter, 'utf8')).toBe('1');
  });

  it('stops while a restart is pending without starting the child again', async () => {
    const counter = counterFile();
    writeFileSync(counter, '0');
    const crashed = new Promise<void>((resolve) => {
      const supervised = supervise({ name: 'api', spawnChild: flakyChild(counter, 1).spawnChild, backoff: { ...FAST, initialMs: 60_000 }, onCrash: () => resolve() });
      running.push(supervised);
    });
    await crashed;
    await running[0]!.stop();
    expect(readFileSync(counter, 'utf8')).toBe('1');
  });
});
