import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCooldown, secondsLeft } from './cooldown';

describe('secondsLeft', () => {
  it('rounds up to whole seconds and never goes below 0', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});

describe('createCooldown', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('counts down once a second to 0, telling its listeners, then stops ticking', () => {
    const cooldown = createCooldown(3);
    const seen: number[] = [];
    cooldown.subscribe(() => seen.push(cooldown.remaining()));
    expect(cooldown.remaining()).toBe(0);

    cooldown.start();
    expect(cooldown.remaining()).toBe(3);
    vi.advanceTimersByTime(3000);
    expect(cooldown.remaining()).toBe(0);
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts from the clock, so a late tick still ends on time', () => {
    const cooldown = createCooldown(60);
    cooldown.subscribe(() => undefined);
    cooldown.start();
    vi.setSystemTime(Date.now() + 59_500);
    vi.advanceTimersByTime(1000);
    expect(cooldown.remaining()).toBe(0);
  });

  it('stops ticking when its last listener leaves and resumes when one comes back', () => {
    const cooldown = createCooldown(10);
    const leave = cooldown.subscribe(() => undefined);
    cooldown.start();
    leave();
    expect(vi.getTimerCount()).toBe(0);
    cooldown.subscribe(() => undefined);
    vi.advanceTimersByTime(2000);
    expect(cooldown.remaining()).toBe(8);
  });
});
