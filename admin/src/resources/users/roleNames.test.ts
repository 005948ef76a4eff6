import { describe, expect, it } from 'vitest';
import { translateRoleNames } from './roleNames';
import { exportQueryOf } from './userExport';

describe('translateRoleNames', () => {
  const translate = (key: string) => ({ 'roles.admin': 'Administrator' })[key] ?? key;
  it('translates the names that are catalog keys and keeps the others', () => {
    expect(translateRoleNames('roles.admin,Recruiters', translate)).toBe('Administrator, Recruiters');
    expect(translateRoleNames(['roles.admin'], translate)).toBe('Administrator');
    expect(translateRoleNames(null, translate)).toBe('');
  });
});

describe('exportQueryOf', () => {
  it('sends the list filters in the page dialect, the day range as from,to', () => {
    expect(exportQueryOf({ keywords: 'al', status: 0, deptId: 3, createTime: ['2026-01-01', '2026-01-31'], q: 'ignored' })).toBe(
      'keywords=al&status=0&deptId=3&createTime=2026-01-01%2C2026-01-31',
    );
    expect(exportQueryOf({ keywords: '' })).toBe('');
  });
});
