import { describe, expect, it } from 'vitest';
import { tagChipColor } from './tagType';

describe('tagChipColor', () => {
  it('previews danger items in the error colour and the others in their own', () => {
    expect(tagChipColor('danger')).toBe('error');
    expect(tagChipColor('success')).toBe('success');
    expect(tagChipColor('primary')).toBe('primary');
  });
  it('shows items without a tag type as a neutral chip', () => {
    expect(tagChipColor(null)).toBe('default');
    expect(tagChipColor('unknown')).toBe('default');
  });
});
