import { describe, expect, it } from 'vitest';
import { exportQueryOf } from './userExport';

describe('exportQueryOf', () => {
  it('sends the list filters in the page dialect, the day range as from,to', () => {
    expect(exportQueryOf({ keywords: 'al', status: 0, deptId: 3, createTime: ['2026-01-01', '2026-01-31'], q: 'ignored' })).toBe(
      'keywords=al&status=0&deptId=3&createTime=2026-01-01%2C2026-01-31',
    );
    expect(exportQueryOf({ keywords: '' })).toBe('');
  });
});
