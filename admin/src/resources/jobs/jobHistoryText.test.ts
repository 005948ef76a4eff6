import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../platform/history/historyChanges';
import { HISTORY_TEXT_LIMIT, jobChanges, trailDetail, valueLabel, type JobHistoryNames } from './jobHistoryText';

const texts: Record<string, string> = {
  'history.emptyValue': '(empty)',
  'history.userNumber': 'User #%{id}',
  'jobs.status.published': 'Published',
  'jobs.auditStatus.2': 'Rejected',
  'jobs.commission.company': 'Company',
  'jobs.commission.auditor': 'Resume auditor',
  'jobs.commission.candidate': 'Candidate',
  'jobs.fields.resumeAuditor': 'Resume auditor',
  'jobs.fields.rejectReason': 'Reject reason',
  'resources.jobs.history.closedBy.staff': 'Taken down by staff',
};
const names: JobHistoryNames = {
  translate: (key, options) => (texts[key] ?? (options?._ as string | undefined) ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(options?.[name])),
  money: (amount) => `฿${amount.toLocaleString('en')}`,
  percent: (percent) => `${percent}%`,
  regionName: (code) => ({ 'TH-10': 'Bangkok' })[code],
  auditorName: (id) => (id === 9 ? 'Auditor Ann' : undefined),
  instant: (iso) => `at ${iso.slice(0, 10)}`,
  dictionaryLabel: (field, value) => (field === 'industry' && value === 'it' ? 'Information technology' : undefined),
};

const entry = (revision: number, type: string, stateAfter: unknown, data: unknown = {}): HistoryEntry => ({ revision, type, data, actor: null, time: '2026-03-01T00:00:00Z', stateAfter });

describe('valueLabel', () => {
  it('names states, outcomes, regions, dictionary values and auditors, and formats money and splits', () => {
    expect(valueLabel('status', 'published', names)).toBe('Published');
    expect(valueLabel('auditStatus', 2, names)).toBe('Rejected');
    expect(valueLabel('provinceCode', 'TH-10', names)).toBe('Bangkok');
    expect(valueLabel('provinceCode', 'TH-99', names)).toBe('TH-99');
    expect(valueLabel('industry', 'it', names)).toBe('Information technology');
    expect(valueLabel('education', '3', names)).toBe('3');
    expect(valueLabel('resumeAuditorId', 9, names)).toBe('Auditor Ann');
    expect(valueLabel('resumeAuditorId', 4, names)).toBe('User #4');
    expect(valueLabel('minSalary', 30000, names)).toBe('฿30,000');
    expect(valueLabel('commission', { company: 50, auditor: 30, candidate: 20 }, names)).toBe('Company 50% · Resume auditor 30% · Candidate 20%');
    expect(valueLabel('detailAddress', '', names)).toBe('(empty)');
    expect(valueLabel('validThrough', '2026-12-24T20:11:40.872Z', names)).toBe('at 2026-12-24');
  });

  it('shortens a long text section, and only a text section', () => {
    const long = 'x'.repeat(HISTORY_TEXT_LIMIT + 50);
    expect(valueLabel('responsibility', long, names)).toBe(`${'x'.repeat(HISTORY_TEXT_LIMIT)}…`);
    expect(valueLabel('position', long, names)).toBe(long);
  });
});

describe('jobChanges', () => {
  it("reads the posted fields beside the status, in the form's order, without the aggregate's bookkeeping", () => {
    const posted = { exists: true, jobId: 31, publisherId: 11, locale: 'th', status: 'pending', isApprovedAsItStands: false, fields: { responsibility: 'Build', minSalary: 1, position: 'Engineer', industry: 'it' } };
    const [first, second] = jobChanges([entry(0, 'JobPosted', posted), entry(1, 'JobEdited', { ...posted, fields: { ...posted.fields, minSalary: 2 } })]);
    expect(first!.changes.map((change) => change.field)).toEqual(['status', 'position', 'industry', 'minSalary', 'responsibility']);
    expect(second!.changes).toEqual([{ field: 'minSalary', before: 1, after: 2 }]);
  });
});

describe('trailDetail', () => {
  it("says what each audit step decided, from the event's own data", () => {
    expect(trailDetail(entry(1, 'JobApproved', {}, { commission: { company: 60, auditor: 20, candidate: 20 }, resumeAuditorId: 9 }), names)).toBe(
      'Company 60% · Resume auditor 20% · Candidate 20% — Resume auditor: Auditor Ann',
    );
    expect(trailDetail(entry(1, 'JobRejected', {}, { rejectReason: 'No salary' }), names)).toBe('Reject reason: No salary');
    expect(trailDetail(entry(1, 'JobClosed', {}, { closedBy: 'staff' }), names)).toBe('Taken down by staff');
    expect(trailDetail(entry(1, 'JobPosted', {}, {}), names)).toBeUndefined();
  });
});
