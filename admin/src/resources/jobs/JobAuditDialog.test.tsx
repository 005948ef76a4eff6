import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { JobAuditButton } from './JobAuditButton';
import { jobRow } from './jobTestData';

let api: ReturnType<typeof fakeApi>;
const job = jobRow(); // 12,000 THB total commission, pending, approve/reject allowed

function renderButton(perms = ['biz:job:query', 'biz:job:audit'], record = job, routes: Record<string, FakeRoute> = {}) {
  api = stubApi({
    'GET /api/v1/jobs/resume-auditors': () => ok([{ value: 9, label: 'Auditor Ann' }, { value: 10, label: 'Auditor Bo' }]),
    'PUT /api/v1/jobs/31/audit': (request) => ok({ ...record, ...JSON.parse(request.body!) }),
    ...routes,
  });
  return renderAdmin(
    <RecordContextProvider value={record}>
      <JobAuditButton />
    </RecordContextProvider>,
    { perms, resource: 'jobs' },
  );
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Audit' }));
  return screen.findByRole('dialog', { name: 'Audit job: Senior software engineer' });
}

const share = (dialog: HTMLElement, name: 'Company' | 'Resume auditor' | 'Candidate') => within(dialog).getByRole('spinbutton', { name });
const typeSplit = (dialog: HTMLElement, company: string, auditor: string, candidate: string) => {
  fireEvent.change(share(dialog, 'Company'), { target: { value: company } });
  fireEvent.change(share(dialog, 'Resume auditor'), { target: { value: auditor } });
  fireEvent.change(share(dialog, 'Candidate'), { target: { value: candidate } });
};
const chooseAuditor = async (dialog: HTMLElement, name: string) => {
  const select = within(dialog).getByRole('combobox', { name: /Resume auditor/ });
  await within(select).findByRole('option', { name });
  fireEvent.change(select, { target: { value: within(select).getByRole('option', { name }).getAttribute('value') } });
};

beforeEach(() => {
  window.location.hash = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('JobAuditButton', () => {
  it('is there only for staff holding biz:job:audit, and only while the api offers them a decision', async () => {
    const view = renderButton(['biz:job:query']);
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Audit' })).toBeNull();
    view.unmount();

    const published = renderButton(undefined, jobRow({ status: 'published', auditStatus: 1, allowedActions: ['close'] }));
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Audit' })).toBeNull();
    published.unmount();

    renderButton();
    expect(await screen.findByRole('button', { name: 'Audit' })).toBeInTheDocument();
  });
});

describe('JobAuditDialog', () => {
  it('shows the running total and each share in money from the total commission as the auditor types', async () => {
    renderButton();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Siam Tech · total commission THB 12,000.00')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    const total = within(dialog).getByRole('status');
    expect(total).toHaveTextContent('Total: 0% (THB 0.00)');

    fireEvent.change(share(dialog, 'Company'), { target: { value: '50' } });
    expect(total).toHaveTextContent('Total: 50% (THB 6,000.00)');
    expect(within(dialog).getByText('= THB 6,000.00')).toBeInTheDocument();

    fireEvent.change(share(dialog, 'Resume auditor'), { target: { value: '30' } });
    fireEvent.change(share(dialog, 'Candidate'), { target: { value: '19' } });
    expect(total).toHaveTextContent('Total: 99% (THB 11,880.00)');
    expect(total).toHaveAttribute('data-complete', 'false');
    expect(within(dialog).getByText('= THB 3,600.00')).toBeInTheDocument();
    expect(within(dialog).getByText('= THB 2,280.00')).toBeInTheDocument();

    fireEvent.change(share(dialog, 'Candidate'), { target: { value: '20' } });
    expect(total).toHaveTextContent('Total: 100% (THB 12,000.00)');
    expect(total).toHaveAttribute('data-complete', 'true');
  });

  it('refuses a split that totals 99% with the spec message and sends nothing', async () => {
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    typeSplit(dialog, '50', '30', '19');
    await chooseAuditor(dialog, 'Auditor Ann');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The total commission percentage must equal 100%, please adjust and resubmit')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/jobs/31/audit')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('approves a split of exactly 100% with the resume auditor and the sort, and says "Audit successful"', async () => {
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    typeSplit(dialog, '33.33', '33.33', '33.34');
    await chooseAuditor(dialog, 'Auditor Bo');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Sort/ }), { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Audit successful')).toBeInTheDocument();
    expect(JSON.parse(api.calls('PUT', '/api/v1/jobs/31/audit')[0]!.body!)).toEqual({
      auditStatus: 1,
      commission: { company: 33.33, auditor: 33.33, candidate: 33.34 },
      resumeAuditorId: 10,
      sort: 8,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a decision, every missing part of an approval, and a reason to reject', async () => {
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please conduct audit')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(4); // three shares and the auditor

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    expect(within(dialog).queryByRole('spinbutton', { name: 'Company' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter reject reason')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/jobs/31/audit')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reject reason/ }), { target: { value: 'The salary range is not realistic' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Audit successful')).toBeInTheDocument();
    expect(JSON.parse(api.calls('PUT', '/api/v1/jobs/31/audit')[0]!.body!)).toEqual({ auditStatus: 2, rejectReason: 'The salary range is not realistic' });
  });

  it('says "Audit canceled" when the auditor backs out, and sends nothing', async () => {
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    typeSplit(dialog, '50', '30', '20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Audit canceled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PUT', '/api/v1/jobs/31/audit')).toHaveLength(0);
  });

  it("shows the api's own refusal on the field it names", async () => {
    renderButton(undefined, job, {
      'PUT /api/v1/jobs/31/audit': () => fail(400, 'A0402', 'Invalid input', { errors: { commission: 'เปอร์เซ็นต์ค่าคอมมิชชันรวมต้องเท่ากับ 100% โปรดปรับแล้วส่งใหม่' } }),
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    typeSplit(dialog, '50', '30', '20');
    await chooseAuditor(dialog, 'Auditor Ann');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('เปอร์เซ็นต์ค่าคอมมิชชันรวมต้องเท่ากับ 100% โปรดปรับแล้วส่งใหม่')).toBeInTheDocument();
    expect(await screen.findByText('Invalid input')).toBeInTheDocument();
  });

  it('says "Audit failed, please try again later" when the api gave no reason', async () => {
    renderButton(undefined, job, { 'PUT /api/v1/jobs/31/audit': () => ({ status: 502, raw: '<html>Bad gateway</html>', headers: { 'Content-Type': 'text/html' } }) });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reject reason/ }), { target: { value: 'Duplicate posting' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Audit failed, please try again later')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
