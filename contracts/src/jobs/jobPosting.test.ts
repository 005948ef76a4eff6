import { describe, expect, it } from 'vitest';
import { jobTextFields } from './forms';
import { jobPostingOf } from './jobPosting';
import { scriptSafeJson } from './publicPages';
import type { PublicJobView } from './views';

const sections = Object.fromEntries(jobTextFields.map((field) => [field, `${field} text`])) as Record<(typeof jobTextFields)[number], string>;

const job = (overrides: Partial<PublicJobView> = {}): PublicJobView => ({
  ...sections,
  id: 42,
  position: 'วิศวกรซอฟต์แวร์อาวุโส',
  company: { id: 7, name: 'Siam Digital Co., Ltd.', industry: { value: 'it', label: 'IT' }, location: null, openJobCount: 3, officePhotoUrl: null },
  industry: { value: 'it', label: 'Information technology' },
  education: { value: 'bachelor', label: 'Bachelor' },
  guaranteeMonth: 3,
  minSalary: 50000,
  maxSalary: 80000,
  currency: 'THB',
  location: { country: 'TH', countryName: 'Thailand', provinceCode: 'TH-10', provinceName: 'Bangkok', districtCode: 'TH-1001', districtName: 'Phra Nakhon' },
  detailAddress: '99 Rama IV Road',
  publishTime: '2025-03-01T02:00:00.000Z',
  validThrough: '2025-03-31T02:00:00.000Z',
  isOpen: true,
  ...overrides,
});

const context = {
  jobUrl: 'https://jobs.example.org/jobs/42',
  companyUrl: 'https://jobs.example.org/companies/7',
  sectionTitle: (field: string) => `Title of ${field}`,
  canApplyOnPage: false,
};

describe('jobPostingOf', () => {
  it('gives search engines every required JobPosting property from the job', () => {
    const posting = jobPostingOf(job(), context)!;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'วิศวกรซอฟต์แวร์อาวุโส',
      datePosted: '2025-03-01T02:00:00.000Z',
      validThrough: '2025-03-31T02:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Siam Digital Co., Ltd.', sameAs: 'https://jobs.example.org/companies/7' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: '99 Rama IV Road', addressLocality: 'Phra Nakhon', addressRegion: 'Bangkok', addressCountry: 'TH' },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'THB', value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 80000, unitText: 'MONTH' } },
      identifier: { '@type': 'PropertyValue', name: 'Siam Digital Co., Ltd.', value: '42' },
      directApply: false,
      url: 'https://jobs.example.org/jobs/42',
    });
  });

  it('describes the job with all nine sections under their headings, as HTML with the text escaped', () => {
    const posting = jobPostingOf(job({ responsibility: 'Lead <b>the</b> team\nand ship' }), context)!;
    for (const field of jobTextFields) expect(posting.description).toContain(`<h3>Title of ${field}</h3>`);
    expect(posting.description).toContain('<p>Lead &lt;b&gt;the&lt;/b&gt; team<br>and ship</p>');
  });

  it('has no structured data for a job that was never published', () => {
    expect(jobPostingOf(job({ publishTime: null }), context)).toBeUndefined();
  });
});

describe('scriptSafeJson', () => {
  it('keeps a </script> in a text from closing the script element, and still parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
