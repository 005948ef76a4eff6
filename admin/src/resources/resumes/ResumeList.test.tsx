import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fakeApi, ok } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { regionRoutes } from '../jobs/jobTestData';
import { ResumeList } from './ResumeList';
import { resumeDictionaryRoutes, resumeRow } from './resumeTestData';

const somchai = resumeRow();
const private_ = resumeRow({
  id: 42,
  seekerId: 22,
  name: '王芳',
  gender: 2,
  age: 24,
  education: { value: 'master', label: "Master's degree" },
  industry: { value: 'education', label: 'Education and training' },
  location: { country: 'CN', countryName: 'China', provinceCode: 'CN-11', provinceName: 'Beijing', districtCode: 'CN-1101', districtName: 'Dongcheng' },
  experienceYears: 1,
  searchable: false,
  pdfUrl: null,
  templateId: null,
  createTime: '2026-03-02 11:00:00',
});
const resumes = [somchai, private_];

let api: ReturnType<typeof fakeApi>;
const pageCalls = () => api.calls('GET', '/api/v1/resumes/page');
/** The last list query, paging left out. */
const lastQuery = () => {
  const query = new URLSearchParams(pageCalls().at(-1)!.url.searchParams);
  for (const paging of ['pageNum', 'pageSize', 'sortField', 'sortOrder']) query.delete(paging);
  return [...query.entries()];
};

beforeEach(() => {
  window.location.hash = ''; // the list keeps its filters in the (hash) URL: every test starts unfiltered
  clearDictionaryCache();
  api = stubApi({
    'GET /api/v1/resumes/page': ({ url }) => {
      const query = url.searchParams;
      const rows = resumes.filter(
        (resume) =>
          (!query.get('keywords') || resume.name.includes(query.get('keywords')!)) &&
          (!query.get('education') || resume.education.value === query.get('education')) &&
          (!query.get('industry') || resume.industry.value === query.get('industry')) &&
          (!query.get('provinceCode') || resume.location.provinceCode === query.get('provinceCode')),
      );
      return ok({ list: rows, total: rows.length });
    },
    'GET /api/v1/resumes/export': () => ({
      raw: new Uint8Array([0x50, 0x4b, 3, 4]),
      headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename=resumes.xlsx' },
    }),
    ...regionRoutes,
    ...resumeDictionaryRoutes,
  });
  URL.createObjectURL = () => 'blob:test/resumes';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

function renderList(perms = ['biz:resume:query']) {
  return renderAdmin(<ResumeList />, { perms, resource: 'resumes' });
}

// the first render loads react-admin's list machinery, and filters apply after its debounce: on a busy machine both
// take longer than the testing library's default second
const settled = { timeout: 5000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, settled)).closest('tr')!;

describe('ResumeList', () => {
  it("lists resumes newest first: who, education, industry, place, years of experience, visibility and whether there's a PDF", async () => {
    renderList();
    const row = await rowOf('Somchai Jaidee');
    for (const text of ['Male', '29', "Bachelor's degree", 'Information technology', 'Bang Rak, Bangkok, Thailand', '5 years', 'Open to employers', 'Yes', '2026-03-01 10:00:00']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const chinese = await rowOf('王芳');
    for (const text of ['Female', 'Dongcheng, Beijing, China', '1 year', 'Private', 'No']) expect(within(chinese).getByText(text)).toBeInTheDocument();

    const first = pageCalls()[0]!.url.searchParams;
    expect([first.get('sortField'), first.get('sortOrder'), first.get('pageNum')]).toEqual(['createTime', 'desc', '1']);
    for (const header of ['Name', 'Gender', 'Age', 'Education', 'Industry', 'Location', 'Years of experience', 'Employers can find this resume', 'Resume PDF', 'Created']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
  });

  it('sorts by a column the api sorts by', async () => {
    renderList();
    await rowOf('Somchai Jaidee');
    fireEvent.click(screen.getByRole('button', { name: /^Sort by years of experience/ }));
    await waitFor(() => expect(pageCalls().at(-1)!.url.searchParams.get('sortField')).toBe('experienceYears'), settled);
    expect(pageCalls().at(-1)!.url.searchParams.get('sortOrder')).toBe('asc');
  });

  it('filters by keywords and education, then industry, province and a created-day range from the filter button', async () => {
    renderList();
    await rowOf('Somchai Jaidee');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Somchai' } });
    await waitFor(() => expect(lastQuery()).toEqual([['keywords', 'Somchai']]), settled);
    await waitFor(() => expect(screen.queryByText('王芳')).toBeNull());

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Education' }));
    fireEvent.click(await screen.findByRole('option', { name: "Bachelor's degree" }, settled));
    await waitFor(() => expect(lastQuery()).toEqual([['keywords', 'Somchai'], ['education', 'bachelor']]), settled);

    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Industry' }, settled));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Industry' }, settled));
    fireEvent.click(await screen.findByRole('option', { name: 'Information technology' }, settled));
    await waitFor(() => expect(lastQuery()).toContainEqual(['industry', 'it']), settled);

    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Province' }, settled));
    const province = await screen.findByRole('combobox', { name: 'Province' }, settled);
    fireEvent.change(province, { target: { value: 'Bang' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Bangkok' }, settled));
    await waitFor(() => expect(lastQuery()).toContainEqual(['provinceCode', 'TH-10']), settled);

    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Created' }, settled));
    fireEvent.change(await screen.findByLabelText('Created from', {}, settled), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Created until'), { target: { value: '2026-03-31' } });
    await waitFor(
      () =>
        expect(lastQuery()).toEqual([
          ['keywords', 'Somchai'],
          ['education', 'bachelor'],
          ['industry', 'it'],
          ['provinceCode', 'TH-10'],
          ['createTime[]', '2026-03-01'],
          ['createTime[]', '2026-03-31'],
        ]),
      settled,
    );
    expect(await rowOf('Somchai Jaidee')).toBeInTheDocument();
  });

  it('says when nothing matches the filters, and when there are no resumes at all', async () => {
    const view = renderList();
    await rowOf('Somchai Jaidee');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No resume matches these filters.', {}, settled)).toBeInTheDocument();
    view.unmount();

    window.location.hash = '';
    resumes.splice(0, resumes.length);
    try {
      renderList();
      expect(await screen.findByText(/^No resumes yet/, {}, settled)).toBeInTheDocument();
    } finally {
      resumes.push(somchai, private_);
    }
  });

  it('exports what the list shows, filters and order, for staff holding biz:resume:export, and offers no export to the others', async () => {
    const view = renderList(['biz:resume:query']);
    await rowOf('Somchai Jaidee');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    view.unmount();

    renderList(['biz:resume:query', 'biz:resume:export']);
    await rowOf('Somchai Jaidee');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Somchai' } });
    await waitFor(() => expect(lastQuery()).toEqual([['keywords', 'Somchai']]), settled);
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }, settled));
    await waitFor(() => expect(api.calls('GET', '/api/v1/resumes/export')).toHaveLength(1));
    expect(Object.fromEntries(api.calls('GET', '/api/v1/resumes/export')[0]!.url.searchParams)).toEqual({ keywords: 'Somchai', sortField: 'createTime', sortOrder: 'desc' });
  });
});
