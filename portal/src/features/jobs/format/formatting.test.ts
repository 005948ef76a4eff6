import { describe, expect, it } from 'vitest';
import { readJobSearch, searchParamsOf } from '../search/jobSearchParams';
import { dateOf, formatDay } from './jobDates';
import { formatSalaryRange } from './salaryRange';

describe('salary ranges', () => {
  it("are written in the reader's locale with the job's currency", () => {
    expect(formatSalaryRange('th', 30000, 50000, 'THB')).toBe('฿30,000 - ฿50,000');
    expect(formatSalaryRange('lo', 3_000_000, 5_000_000, 'LAK')).toBe('₭3.000.000 – ₭5.000.000');
    expect(formatSalaryRange('zh-cn', 15000, 15000, 'CNY')).toBe('¥15,000');
  });
});

describe('job dates', () => {
  it("read the api's list times and ISO instants alike", () => {
    expect(dateOf('2026-03-01 09:30:00')?.getHours()).toBe(9);
    expect(dateOf('2026-03-01')?.getDate()).toBe(1);
    expect(dateOf('nonsense')).toBeUndefined();
    expect(formatDay('en', null)).toBe('—');
  });
});

describe('the search address', () => {
  it('keeps only what differs from the defaults and drops what it cannot mean', () => {
    const search = readJobSearch(new URLSearchParams('keywords=%20cook%20&minSalary=abc&maxSalary=9000&postedWithin=5&sort=salary&pageNum=-2&industry=hotel'));
    expect(search).toMatchObject({ keywords: 'cook', minSalary: '', maxSalary: '9000', postedWithin: '', sort: 'salary', pageNum: 1, industry: 'hotel' });
    expect(searchParamsOf(search).toString()).toBe('keywords=cook&industry=hotel&maxSalary=9000&sort=salary');
  });
});
