import { describe, expect, it } from 'vitest';
import { ACTIVE_USER_GROWTH } from './userFigures';
import { formatCount, growthOf } from './visitFigures';

describe('growthOf', () => {
  it('shows a rise as a green ▲ with its size in percent', () => {
    expect(growthOf(0.25, 'en')).toMatchObject({ direction: 'up', arrow: '▲', colour: 'success.main', percent: '25%', messageKey: 'admin.dashboard.growthUp' });
  });

  it('shows a fall as a red ▼ without a minus sign (the arrow carries it)', () => {
    expect(growthOf(-0.5, 'en')).toMatchObject({ direction: 'down', arrow: '▼', colour: 'error.main', percent: '50%', messageKey: 'admin.dashboard.growthDown' });
  });

  it('shows no change in grey without an arrow', () => {
    expect(growthOf(0, 'en')).toMatchObject({ direction: 'flat', arrow: '', colour: 'text.secondary', messageKey: 'admin.dashboard.growthFlat' });
  });

  it('says a monthly growth with the messages it is given', () => {
    expect(growthOf(-0.1, 'en', ACTIVE_USER_GROWTH)).toMatchObject({ direction: 'down', percent: '10%', messageKey: 'admin.dashboard.users.activeGrowthDown' });
  });

  it('keeps one decimal of a small change', () => {
    expect(growthOf(0.1234, 'en').percent).toBe('12.3%');
  });
});

describe('formatCount', () => {
  it('groups digits as the language does', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'th')).toBe('1,234,567');
  });
});
