import { describe, expect, it } from 'vitest';
import { shortPosition } from './projectionStatus';

describe('shortPosition', () => {
  it('drops the zero padding of a checkpoint', () => {
    expect(shortPosition('0000000000000087517:0000000000000000230')).toBe('87517:230');
    expect(shortPosition('0000:0000')).toBe('0:0');
  });

  it('shows a missing position as a dash and anything unexpected unchanged', () => {
    expect(shortPosition(null)).toBe('—');
    expect(shortPosition('head')).toBe('head');
  });
});
