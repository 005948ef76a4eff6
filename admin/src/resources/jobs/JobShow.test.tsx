import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import type { HistoryEntry } from '../platform/history/historyChanges';
import { JobShow } from './JobShow';
import { jobDetail } from './jobTestData';

const approved = jobDetail({
  status: 'published',
  auditStatus: 1,
  publishTime: '2026-03-02 09:00:00',
  validThrough: '2026-04-01 09:00:00',
  auditTime: '2026-03-02 09:00:00',
  resumeAuditorId: 9,
  resumeAuditorName: 'Auditor Ann',
  commission: { company: 50, auditor: 30, candidate: 20 },
  commissionAmounts: { company: 6000, auditor: 3600, candidate: 2400 },
  allowedActions: [],
});

const publisher = { id: '11', username: 'siamtech', nickname: 'Siam Tech HR' };
const root = { id: '1', username: 'root', nickname: 'Root' };
const fields = { position: 'Senior software engineer', company: 'Siam Tech', minSalary: 30000, maxSalary: 50000, provinceCode: 'TH-10', responsibility: 'Design and build the payment services.' };
const state = (status: string, overrides: Record<string, unknown> = {}) => ({
  exists: true,
  jobId: 31,
  publisherId: 11,
  locale: 'th',
  status,
  fields: { ...fields, ...overrides },
  isApprovedAsItStands: status === 'published',
  validThrough: null,
});
const history: HistoryEntry[] = [
  { revision: 0, type: 'JobPosted', data: { jobId: 31 }, actor: publisher, time: '2026-03-01T03:00:00Z', stateAfter: state('pending') },
  { revision: 1, type: 'JobRejected', data: { jobId: 31, auditorId: '1', rejectReason: 'Give a salary range' }, actor: root, time: '2026-03-01T04:00:00Z', stateAfter: state('rejected') },
  { revision: 2, type: 'JobEdited', data: { jobId: 31 }, actor: publisher, time: '2026-03-01T05:00:00Z', stateAfter: state('rejected', { minSalary: 35000 }) },
  { revision: 3, type: 'JobSubmittedForReview', data: { jobId: 31 }, actor: publisher, time: '2026-03-01T05:00:00Z', stateAfter: state('pending', { minSalary: 35000 }) },
  {
    revision: 4,
    type: 'JobApproved',
    data: { jobId: 31, auditorId: '1', commission: { company: 50, auditor: 30, candidate: 20 }, resumeAuditorId: 9, sort: 5 },
    actor: root,
    time: '2026-03-02T02:00:00Z',
    stateAfter: state('pending', { minSalary: 35000 }),
  },
  { revision: 5, type: 'JobPublished', data: { jobId: 31 }, actor: root, time: '2026-03-02T02:00:00Z', stateAfter: state('published', { minSalary: 35000 }) },
];

let api: ReturnType<typeof fakeApi>;
let applicants: { list: unknown[]; total: number };

function renderShow(perms = ['biz:job:query'], record = approved, routes: Record<string, FakeRoute> = {}) {
  api = stubApi({
    'GET /api/v1/jobs/31': () => ok(record),
    'GET /api/v1/jobs/31/history': () => ok(history),
    'GET /api/v1/jobs/31/applicants': () => ok(applicants),
    'GET /api/v1/jobs/resume-auditors': () => ok([{ value: 9, label: 'Auditor Ann' }]),
    ...routes,
  });
  return renderAdmin(<JobShow id={31} />, { perms, resource: 'jobs' });
}

const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }, { timeout: 5000 }));

beforeEach(() => {
  window.location.hash = '';
  applicants = { list: [], total: 0 };
});
afterEach(() => vi.unstubAllGlobals());

describe('JobShow', () => {
  it("shows the job's facts: salary range with its currency, location names, status and audit status", async () => {
    renderShow();
    expect(await screen.findByText('99 Silom Road', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('THB 30,000.00 – THB 50,000.00 per month')).toBeInTheDocument();
    expect(screen.getByText('THB 12,000.00')).toBeInTheDocument();
    expect(screen.getByText('Bang Rak')).toBeInTheDocument();
    expect(screen.getByText('Bangkok')).toBeInTheDocument();
    expect(screen.getByText('99 Silom Road')).toBeInTheDocument();
    expect(screen.getByText("Bachelor's degree")).toBeInTheDocument();
    expect(screen.getByText('Published', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('Approved', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('2026-04-01 09:00:00')).toBeInTheDocument();
    const publisherJobs = screen.getByRole('link', { name: '#11 · all their jobs' });
    expect(JSON.parse(new URL(publisherJobs.getAttribute('href')!.replace(/^#/, ''), 'http://admin.test').searchParams.get('filter')!)).toEqual({ publisherId: 11 });
  });

  it('shows the nine text sections as written', async () => {
    renderShow();
    await openTab('Description');
    for (const heading of ['Responsibilities', 'Requirements', 'Interview process', 'Strict requirements', 'Preferred profile', 'General profile', 'Rejected profile', 'Soft skills', 'Management experience']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const responsibility = screen.getByRole('region', { name: 'Responsibilities' });
    expect(responsibility).toHaveTextContent('Design and build the payment services. Review code.');
    expect(within(responsibility).getByText(/Review code\./)).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('shows the commission split with amounts, the resume auditor, and the audit trail from the events', async () => {
    renderShow();
    await openTab('Audit');
    const split = screen.getByRole('table', { name: 'Commission split' });
    const rowOf = (name: string) => within(split).getByText(name).closest('tr')!;
    expect(rowOf('Company')).toHaveTextContent('Company50%THB 6,000.00');
    expect(rowOf('Resume auditor')).toHaveTextContent('30%THB 3,600.00');
    expect(rowOf('Candidate')).toHaveTextContent('20%THB 2,400.00');
    expect(rowOf('Total')).toHaveTextContent('100%THB 12,000.00');
    expect(screen.getByText('Auditor Ann')).toBeInTheDocument();

    const trail = await screen.findByRole('list', { name: 'Audit trail' });
    const steps = within(trail).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split(' · ')[0])).toEqual(['Job posted for review', 'Rejected', 'Submitted for review again', 'Approved']);
    expect(steps[0]).toHaveTextContent('Siam Tech HR (siamtech)');
    expect(steps[1]).toHaveTextContent('Reject reason: Give a salary range');
    expect(steps[3]).toHaveTextContent('Company 50% · Resume auditor 30% · Candidate 20% — Resume auditor: Auditor Ann');
  });

  it('says the split comes with the approval on a job not approved yet', async () => {
    renderShow(undefined, jobDetail());
    await openTab('Audit');
    expect(screen.getByText('The commission is split when the job is approved.')).toBeInTheDocument();
  });

  it('shows the job seekers who applied, and says applications arrive with delivery orders while there are none', async () => {
    const view = renderShow();
    await openTab('Job seekers');
    expect(await screen.findByText(/Job seekers appear here when their applications arrive as delivery orders/)).toBeInTheDocument();
    view.unmount();

    applicants = { list: [{ deliveryOrderId: 501, seekerId: 77, seekerName: 'Somchai P.', resumeId: 12, appliedTime: '2026-03-05 10:00:00', status: 'submitted' }], total: 1 };
    renderShow();
    await openTab('Job seekers');
    const table = await screen.findByRole('table', { name: 'Job seekers' });
    expect(within(table).getByText('Somchai P.').closest('tr')).toHaveTextContent('Somchai P.2026-03-05 10:00:00submitted12501');
    expect(api.calls('GET', '/api/v1/jobs/31/applicants')[0]!.url.searchParams.get('pageNum')).toBe('1');
  });

  it('shows the history newest first with the fields each event changed, named and formatted', async () => {
    renderShow();
    await openTab('History');
    const table = await screen.findByRole('table', { name: 'History' });
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => row.cells[2]!.textContent)).toEqual(['Published', 'Approved', 'Submitted for review again', 'Job edited', 'Rejected', 'Job posted for review']);
    expect(rows[0]).toHaveTextContent('Status: Pending review → Published');
    expect(rows[3]).toHaveTextContent('Minimum salary: THB 30,000.00 → THB 35,000.00');
    expect(rows[4]).toHaveTextContent('Status: Pending review → Rejected');
    expect(rows[5]).toHaveTextContent('Position: (empty) → Senior software engineer');
    expect(rows[5]).toHaveTextContent('Province: (empty) → Bangkok');
    expect(table).not.toHaveTextContent('isApprovedAsItStands');
    expect(table).not.toHaveTextContent('jobId');
  });

  it('lets staff holding biz:job:close take a published job down after confirming', async () => {
    const view = renderShow(['biz:job:query']);
    await screen.findByText('99 Silom Road', {}, { timeout: 5000 });
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    view.unmount();

    renderShow(['biz:job:query', 'biz:job:close'], approved, { 'PUT /api/v1/jobs/31/close': () => ok({ ...approved, status: 'closed' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }, { timeout: 5000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Close job' });
    expect(within(confirm).getByText('Close “Senior software engineer”? It stops being open to job seekers at once.')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/jobs/31/close')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Job closed')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('PUT', '/api/v1/jobs/31/close')).toHaveLength(1));
  });
});
