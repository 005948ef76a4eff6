import { describe, expect, it } from 'vitest';
import { roleNamesText } from './roleNames';

describe('roleNamesText', () => {
  it('lists the names the api answered (comma-joined or an array) as they are, one readable list', () => {
    expect(roleNamesText('Administrator,Recruiters')).toBe('Administrator, Recruiters');
    expect(roleNamesText(['管理员', ' Night shift '])).toBe('管理员, Night shift');
    expect(roleNamesText(null)).toBe('');
    expect(roleNamesText('')).toBe('');
  });
});
