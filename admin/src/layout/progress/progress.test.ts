import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, PROGRESS_MINIMUM, PROGRESS_SPEED_MS, PROGRESS_TRICKLE_MS } from './progress';

describe('page progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at the 30 % minimum, trickles every 200 ms without reaching the end', () => {
    const progress = createProgress();
    progress.start();
    expect(progress.value()).toBe(PROGRESS_MINIMUM);
    vi.advanceTimersByTime(PROGRESS_TRICKLE_MS);
    expect(progress.value()).toBeGreaterThan(PROGRESS_MINIMUM);
    vi.advanceTimersByTime(PROGRESS_TRICKLE_MS * 1000);
    expect(progress.value()).toBeLessThan(1);
  });

  it('fills only when the last piece of work ends, then hides after one 500 ms transition', () => {
    const progress = createProgress();
    const seen: (number | null)[] = [];
    progress.subscribe((value) => seen.push(value));
    progress.start();
    progress.start();
    progress.done();
    expect(progress.value()).toBe(PROGRESS_MINIMUM);
    progress.done();
    expect(progress.value()).toBe(1);
    vi.advanceTimersByTime(PROGRESS_SPEED_MS - 1);
    expect(progress.value()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(progress.value()).toBeNull();
    expect(seen.at(0)).toBe(PROGRESS_MINIMUM);
  });

  it('keeps showing when new work starts while the bar is finishing', () => {
    const progress = createProgress();
    progress.start();
    progress.done();
    progress.start();
    vi.advanceTimersByTime(PROGRESS_SPEED_MS);
    expect(progress.value()).toBeGreaterThanOrEqual(PROGRESS_MINIMUM);
    expect(progress.value()).toBeLessThan(1);
  });

  it('tracks a request from start to end, also when it fails', async () => {
    const progress = createProgress();
    const failing = progress.track(() => Promise.reject(new Error('no')));
    expect(progress.value()).toBe(PROGRESS_MINIMUM);
    await expect(failing).rejects.toThrow('no');
    expect(progress.value()).toBe(1);
  });
});
