import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSecondsLeft } from './useSecondsLeft';

describe('useSecondsLeft', () => {
  it('counts a new instant from its very first render, never showing the time left of none', () => {
    const seen: number[] = [];
    const Probe = ({ instant }: { instant: string | undefined }) => {
      seen.push(useSecondsLeft(instant));
      return null;
    };
    const { rerender } = render(<Probe instant={undefined} />);
    expect(seen.length > 0 && seen.every((seconds) => seconds === 0)).toBe(true);
    seen.length = 0;
    rerender(<Probe instant={new Date(Date.now() + 600_000).toISOString()} />);
    // every render with the code — the first one included — has about ten minutes left
    expect(seen.length).toBeGreaterThan(0);
    for (const seconds of seen) expect(seconds).toBeGreaterThan(590);
    seen.length = 0;
    rerender(<Probe instant={new Date(Date.now() - 1_000).toISOString()} />);
    expect(seen.every((seconds) => seconds === 0)).toBe(true);
  });
});
