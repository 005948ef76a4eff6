import { describe, expect, it } from 'vitest';
import { jobExportQueryOf } from './jobExport';

describe('jobExportQueryOf', () => {
  it("carries the list's filters to the export, day ranges comma-joined", () => {
    const query = new URLSearchParams(
      jobExportQueryOf({ keywords: 'วิศวกร', auditStatus: 0, status: 'pending', industry: 'it', provinceCode: 'TH-10', publisherId: 11, createTime: ['2026-01-01', '2026-01-31'], publishTime: ['', '2026-02-01'] }),
    );
    expect(Object.fromEntries(query)).toEqual({
      keywords: 'วิศวกร',
      auditStatus: '0',
      status: 'pending',
      industry: 'it',
      provinceCode: 'TH-10',
      publisherId: '11',
      createTime: '2026-01-01,2026-01-31',
      publishTime: ',2026-02-01',
    });
  });

  it('leaves out empty filters and anything the export does not take', () => {
    expect(jobExportQueryOf({ keywords: '', status: null, createTime: ['', ''], q: 'x' })).toBe('');
  });
});
