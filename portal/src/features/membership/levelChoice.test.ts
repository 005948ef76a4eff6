import { describe, expect, it } from 'vitest';
import { formatCountdown, formatPrice } from './format/vipFormat';
import { levelChoiceOf } from './levelChoice';
import { timeLimitDaysOf } from './payment/OrderSummary';
import { goldMembership, levelOption, levels, noMembership } from './testing/membershipFixtures';

const [basic, gold, platinum] = levels as [typeof levels[0], typeof levels[0], typeof levels[0]];

describe('what choosing a level does (the api’s rule, told in advance)', () => {
  it('starts a new membership without an active one, whatever the level', () => {
    expect(levelChoiceOf(undefined, gold, levels)).toEqual({ kind: 'new' });
    expect(levelChoiceOf(noMembership(), basic, levels)).toEqual({ kind: 'new' });
    expect(levelChoiceOf(goldMembership({ status: 'expired' }), basic, levels)).toEqual({ kind: 'new' });
  });

  it('renews the active level, refuses a cheaper one and upgrades to a dearer one with the days left credited by price per day', () => {
    const membership = goldMembership({ daysLeft: 15 });
    expect(levelChoiceOf(membership, gold, levels)).toEqual({ kind: 'renewal' });
    expect(levelChoiceOf(membership, basic, levels)).toEqual({ kind: 'downgradeRefused' });
    // 15 days × 800,000/30 per day ÷ 2,000,000/90 per day = 18 days
    expect(levelChoiceOf(membership, platinum, levels)).toEqual({ kind: 'upgrade', creditDays: 18 });
    // a same-price other level is an upgrade too; the credit is rounded down
    const silver = levelOption({ id: 4, name: 'Silver', price: 800_000, validDays: 45 });
    expect(levelChoiceOf(goldMembership({ daysLeft: 10 }), silver, [...levels, silver])).toEqual({ kind: 'upgrade', creditDays: 15 });
  });

  it('leaves the credit to the api when the current level is no longer offered', () => {
    expect(levelChoiceOf(goldMembership({ levelId: 99 }), basic, levels)).toEqual({ kind: 'upgrade', creditDays: null });
  });
});

describe('the payment dialog’s figures', () => {
  it('reads the time limit in days from the order’s submission and deadline', () => {
    expect(timeLimitDaysOf({ submitTime: '2026-03-16 09:00:00', payBefore: '2026-03-19 09:00:00' })).toBe(3);
    expect(timeLimitDaysOf({ submitTime: '2026-03-16 09:00:00', payBefore: '2026-03-16 09:10:00' })).toBe(1);
    expect(timeLimitDaysOf({ submitTime: 'soon', payBefore: '2026-03-16 09:10:00' })).toBeUndefined();
  });

  it('writes kip as each language does, and a countdown as minutes and seconds', () => {
    // Intl puts a no-break space between code and amount
    expect(formatPrice('en', 1_500_000, 'LAK').replace(/\s/g, ' ')).toBe('LAK 1,500,000');
    expect(formatPrice('lo', 1_500_000, 'LAK')).toBe('₭1.500.000');
    expect(formatCountdown(901)).toBe('15:01');
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
