import { describe, expect, it } from 'vitest';
import { filterTagsOf, searchStatement, type JobSearchCriteria } from './jobSearch';
import { COMMON_SHARE, estimatedShare, wordSharesOf } from './wordShares';

const criteria = (changes: Partial<JobSearchCriteria> = {}): JobSearchCriteria => ({ sort: 'newest', offset: 0, limit: 20, ...changes });

describe('how a search reads the index', () => {
  const shares = wordSharesOf(['ข้อมูล', 'ข้อมูลลูกค้า', 'วิศวกร', '=industry:finance'], [0.2, 0.05, 0.01, 0.07, 0.001, 0.3, 0]);

  it('estimates a query by its rarest word, a prefix by every common word it begins, a tag by its own share', () => {
    expect(shares.shareOf('ข้อมูล', false)).toBe(0.2);
    expect(shares.shareOf('ข้อมูล', true)).toBeCloseTo(0.25);
    expect(shares.shareOf('ไม่มี', false)).toBe(0.01); // not among the most common: rarer than the rarest listed
    expect(estimatedShare(shares, [['ข้อมูล'], ['วิศวกร']], () => [], [])).toBe(0.01);
    expect(estimatedShare(shares, [['ข้อมูล']], () => ['=industry:finance'], [])).toBeCloseTo(0.32);
    expect(estimatedShare(shares, [['ข้อมูล']], () => [], ['=industry:finance'])).toBe(0.07);
  });

  it('reads the newest matches of a rare word in order off the RUM index, and of a common one by walking the newest jobs', () => {
    const rare = searchStatement(criteria({ keywords: 'x' }), { tsquery: `'x':*`, estimatedShare: COMMON_SHARE / 2 }, 'rum');
    expect(rare.sql).toContain('order by publish_time <=| ?::timestamptz');
    const common = searchStatement(criteria({ keywords: 'x' }), { tsquery: `'x':*`, estimatedShare: COMMON_SHARE * 5 }, 'rum');
    expect(common.sql).toContain('order by publish_time desc, job_id desc');
    const onGin = searchStatement(criteria({ keywords: 'x' }), { tsquery: `'x':*`, estimatedShare: 0 }, 'gin');
    expect(onGin.sql).not.toContain('<=|');
  });

  it('leaves industry, education and place to the index as tags, and filters salary and age on the rows', () => {
    expect(filterTagsOf(criteria({ industry: 'finance', education: '3', country: 'TH', provinceCode: 'TH-10', districtCode: 'TH-1001' }))).toEqual([
      '=industry:finance',
      '=education:3',
      '=country:TH',
      '=province:TH-10',
      '=district:TH-1001',
    ]);
    const statement = searchStatement(criteria({ industry: 'finance', minSalary: 100, maxSalary: 200, postedWithinDays: 7 }), { tsquery: `'=industry:finance'`, estimatedShare: 0.07 }, 'rum');
    expect(statement.sql).not.toContain('industry =');
    expect(statement.sql).toContain('max_salary >= ? and min_salary <= ? and publish_time >= now()');
  });
});
