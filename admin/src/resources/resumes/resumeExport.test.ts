import { describe, expect, it } from 'vitest';
import { resumeExportQueryOf } from './resumeExport';

describe('resumeExportQueryOf', () => {
  it("carries the list's filters and order to the export, the day range bracket-style, and no paging", () => {
    const query = new URLSearchParams(
      resumeExportQueryOf({ keywords: 'วิศวกร', education: 'bachelor', industry: 'it', provinceCode: 'TH-10', createTime: ['', '2026-02-01'] }, { field: 'age', order: 'ASC' }),
    );
    expect([...query.entries()]).toEqual([
      ['sortField', 'age'],
      ['sortOrder', 'asc'],
      ['keywords', 'วิศวกร'],
      ['education', 'bachelor'],
      ['industry', 'it'],
      ['provinceCode', 'TH-10'],
      ['createTime[]', ''],
      ['createTime[]', '2026-02-01'],
    ]);
  });

  it('leaves out empty filters', () => {
    expect(resumeExportQueryOf({ keywords: '', education: null, createTime: ['', ''] })).toBe('');
  });
});
