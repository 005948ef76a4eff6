import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { JobList } from './JobList';
import { dictionaryRoutes, jobRow, regionRoutes } from './jobTestData';

const pending = jobRow();
const published = jobRow({
  id: 32,
  position: '高级软件工程师',
  company: '北京科技',
  publisherId: 12,
  currency: 'CNY',
  minSalary: 20000,
  maxSalary: 35000,
  totalCommission: 8000,
  location: { country: 'CN', countryName: 'China', provinceCode: 'CN-11', provinceName: 'Beijing', districtCode: 'CN-1101', districtName: 'Dongcheng' },
  status: 'published',
  auditStatus: 1,
  publishTime: '2026-03-02 09:00:00',
  applicantCount: 4,
  allowedActions: ['close'],
});
const jobs = [pending, published];

let api: ReturnType<typeof fakeApi>;
let routes: Record<string, FakeRoute>;
const filterOf = (url: URL) => JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
const lastFilter = () => filterOf(api.calls('GET', '/api/v1/jobs').at(-1)!.url);

beforeEach(() => {
  window.location.hash = ''; // the list keeps its filters in the (hash) URL: every test starts unfiltered
  clearDictionaryCache();
  routes = {
    'GET /api/v1/jobs': ({ url }) => {
      const filter = filterOf(url);
      const rows = jobs.filter(
        (job) =>
          (filter.keywords === undefined || job.position.includes(String(filter.keywords))) &&
          (filter.auditStatus === undefined || job.auditStatus === filter.auditStatus) &&
          (filter.status === undefined || job.status === filter.status) &&
          (filter.provinceCode === undefined || job.location.provinceCode === filter.provinceCode) &&
          (filter.publisherId === undefined || job.publisherId === filter.publisherId),
      );
      return ok(rows, { 'Content-Range': `jobs 0-${Math.max(rows.length - 1, 0)}/${rows.length}` });
    },
    'GET /api/v1/jobs/export': () => ({ raw: new Uint8Array([0x50, 0x4b, 3, 4]), headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename=jobs.xlsx' } }),
    'GET /api/v1/jobs/resume-auditors': () => ok([{ value: 9, label: 'Auditor Ann' }]),
    ...regionRoutes,
    ...dictionaryRoutes,
  };
  api = stubApi(routes);
  URL.createObjectURL = () => 'blob:test/jobs';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

function renderList(perms = ['biz:job:query']) {
  return renderAdmin(<JobList />, { perms, resource: 'jobs' });
}

// the first render loads react-admin's list machinery; on a busy machine that takes longer than findBy's default second
// the filters apply after react-admin's debounce; on a busy machine the next request takes longer than waitFor's default
const settled = { timeout: 5000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 5000 })).closest('tr')!;

describe('JobList', () => {
  it('lists jobs newest first with salary and commission in their currency, location, status and audit chips', async () => {
    renderList();
    const row = await rowOf('Senior software engineer');
    expect(within(row).getByText('Siam Tech')).toBeInTheDocument();
    expect(within(row).getByText('Information technology')).toBeInTheDocument();
    expect(within(row).getByText('Bang Rak, Bangkok, Thailand')).toBeInTheDocument();
    expect(within(row).getByText('THB 30,000.00 – THB 50,000.00')).toBeInTheDocument();
    expect(within(row).getByText('THB 12,000.00')).toBeInTheDocument();
    expect(within(row).getAllByText('Pending review')).toHaveLength(2); // its status and its audit status

    const chinese = await rowOf('高级软件工程师');
    expect(within(chinese).getByText('CN¥20,000.00 – CN¥35,000.00')).toBeInTheDocument();
    expect(within(chinese).getByText('Published')).toBeInTheDocument();
    expect(within(chinese).getByText('Approved')).toBeInTheDocument();

    const [first] = api.calls('GET', '/api/v1/jobs');
    expect(JSON.parse(first!.url.searchParams.get('sort')!)).toEqual(['createTime', 'DESC']);
    for (const header of ['Position', 'Company', 'Industry', 'Location', 'Salary range', 'Total commission', 'Status', 'Audit status', 'Applicants', 'Views', 'Created', 'Published']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
  });

  it('sorts by a column the api sorts by', async () => {
    renderList();
    await rowOf('Senior software engineer');
    fireEvent.click(screen.getByRole('button', { name: /^Sort by total commission/ }));
    await waitFor(() => expect(JSON.parse(api.calls('GET', '/api/v1/jobs').at(-1)!.url.searchParams.get('sort')!)).toEqual(['totalCommission', 'ASC']));
  });

  it('filters by keywords, audit status and status, and says when nothing matches', async () => {
    renderList();
    await rowOf('Senior software engineer');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Senior' } });
    await waitFor(() => expect(lastFilter()).toEqual({ keywords: 'Senior' }), settled);
    await waitFor(() => expect(screen.queryByText('高级软件工程师')).toBeNull());

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Audit status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }, settled));
    await waitFor(() => expect(lastFilter()).toEqual({ keywords: 'Senior', auditStatus: 1 }), settled);
    expect(await screen.findByText('No job matches these filters.')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Expired' }, settled));
    await waitFor(() => expect(lastFilter()).toEqual({ keywords: 'Senior', auditStatus: 1, status: 'expired' }), settled);
  });

  it('adds the province filter from the filter button, its provinces grouped by country', async () => {
    renderList();
    await rowOf('Senior software engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Province' }, settled));
    await waitFor(() => expect(api.calls('GET', '/api/v1/regions/options')).toHaveLength(4));
    const province = await screen.findByRole('combobox', { name: 'Province' }, settled);
    fireEvent.change(province, { target: { value: 'Bang' } });
    const option = await screen.findByRole('option', { name: 'Bangkok' }, settled);
    expect(screen.getByText('Thailand', { selector: '.MuiAutocomplete-groupLabel' })).toBeInTheDocument();
    fireEvent.click(option);
    await waitFor(() => expect(lastFilter()).toEqual({ provinceCode: 'TH-10' }), settled);
    await waitFor(() => expect(screen.queryByText('高级软件工程师')).toBeNull());
  });

  it('adds the industry filter from the dictionary and a created-day range', async () => {
    renderList();
    await rowOf('Senior software engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Industry' }, settled));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Industry' }, settled));
    fireEvent.click(await screen.findByRole('option', { name: 'Education and training' }, settled));
    await waitFor(() => expect(lastFilter()).toEqual({ industry: 'education' }), settled);

    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Created' }, settled));
    fireEvent.change(await screen.findByLabelText('Created from', {}, settled), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastFilter()).toEqual({ industry: 'education', createTime: ['2026-03-01', ''] }), settled);
    fireEvent.change(screen.getByLabelText('Created until'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(lastFilter()).toEqual({ industry: 'education', createTime: ['2026-03-01', '2026-03-31'] }), settled);
  });

  it("opens filtered by a publisher from a link, naming the publisher's company", async () => {
    const publishers = { 'GET /api/v1/publishers': () => ok([{ id: 12, username: 'bjtech', company: '北京科技', auditStatus: 1 }], { 'Content-Range': 'publishers 0-0/1' }) };
    api = stubApi({ ...routes, ...publishers });
    window.location.hash = `#/?${new URLSearchParams({ filter: JSON.stringify({ publisherId: 12 }), displayedFilters: JSON.stringify({ publisherId: true }) })}`;
    renderList(['biz:job:query', 'biz:publisher:query']);
    await rowOf('高级软件工程师');
    expect(filterOf(api.calls('GET', '/api/v1/jobs')[0]!.url)).toEqual({ publisherId: 12 });
    expect(await screen.findByDisplayValue('北京科技')).toBeInTheDocument();
  });

  it('says there are no jobs yet when the list is empty without filters', async () => {
    jobs.splice(0, jobs.length);
    try {
      renderList();
      expect(await screen.findByText(/^No jobs yet/, {}, { timeout: 5000 })).toBeInTheDocument();
    } finally {
      jobs.push(pending, published);
    }
  });

  it('exports the jobs the list shows for staff holding biz:job:export, and offers no export to the others', async () => {
    const view = renderList(['biz:job:query']);
    await rowOf('Senior software engineer');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    view.unmount();

    renderList(['biz:job:query', 'biz:job:export']);
    await rowOf('Senior software engineer');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Senior' } });
    await waitFor(() => expect(lastFilter()).toEqual({ keywords: 'Senior' }), settled);
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }, settled));
    await waitFor(() => expect(api.calls('GET', '/api/v1/jobs/export')).toHaveLength(1));
    expect(Object.fromEntries(api.calls('GET', '/api/v1/jobs/export')[0]!.url.searchParams)).toEqual({ keywords: 'Senior' });
  });

  it('offers "Audit" only to auditors, and only on the jobs the api lets them decide', async () => {
    const view = renderList(['biz:job:query']);
    await rowOf('Senior software engineer');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Audit' })).toBeNull();
    view.unmount();

    renderList(['biz:job:query', 'biz:job:audit']);
    expect(await within(await rowOf('Senior software engineer')).findByRole('button', { name: 'Audit' })).toBeInTheDocument();
    expect(within(await rowOf('高级软件工程师')).queryByRole('button', { name: 'Audit' })).toBeNull();
  });
});
