import { describe, expect, it } from 'vitest';
import { isMasked, maskEmail, maskPhone } from './masking';

describe('masking contact details', () => {
  it('keeps only the last two digits of a phone and its separators', () => {
    expect(maskPhone('+856 20 5555 1234')).toBe('+••• •• •••• ••34');
    expect(isMasked(maskPhone('0812345678'))).toBe(true);
  });

  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskEmail('somchai.k@example.la')).toBe('s••••••••@example.la');
    expect(maskEmail('a@b.c')).toBe('a•••@b.c');
    expect(maskEmail('broken')).toBe('••••••');
  });
});
