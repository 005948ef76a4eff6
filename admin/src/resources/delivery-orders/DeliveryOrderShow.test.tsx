import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { renderAdmin, stubApi } from '../../test/renderAdmin';
import { DeliveryOrderShow } from './DeliveryOrderShow';
import { resumeDetail } from '../resumes/resumeTestData';
import { orderHistory, orderView, rejectReasonRoutes } from './deliveryTestData';

const ORDER = '/api/v1/delivery-orders/42';
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const png = (name = 'invoice.png') => new File([pngBytes], name, { type: 'image/png' });
const renamedProgram = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])], 'invoice.pdf', { type: 'application/pdf' });
const oversized = () => new File([pngBytes, new Uint8Array(10 * 1024 * 1024)], 'scan.png', { type: 'image/png' });

let api: ReturnType<typeof fakeApi>;
/** Multipart bodies as sent (the fake api keeps only text bodies). */
let sentForms: { path: string; form: FormData }[];

function renderShow(record: DeliveryOrderView, routes: Record<string, FakeRoute> = {}, perms = ['biz:delivery:query', 'biz:delivery:audit']) {
  api = stubApi({
    [`GET ${ORDER}`]: () => ok(record),
    [`GET ${ORDER}/history`]: () => ok(orderHistory),
    [`PUT ${ORDER}/advance`]: () => ok(record),
    'GET /api/v1/jobs/resume-auditors': () => ok([]),
    ...rejectReasonRoutes,
    ...routes,
  });
  const fetchJson = api.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.body instanceof FormData) sentForms.push({ path: new URL(String(input), 'http://admin.test').pathname, form: init.body });
    return fetchJson(input, init);
  });
  return renderAdmin(<DeliveryOrderShow id={42} />, { perms, resource: 'delivery-orders' });
}

beforeEach(() => {
  clearDictionaryCache();
  sentForms = [];
  URL.createObjectURL = () => 'blob:test/file';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const valueOf = (label: string) => screen.getByText(label, { selector: '.MuiTypography-caption' }).nextSibling as HTMLElement;
const advanced = () => api.calls('PUT', `${ORDER}/advance`).map((call) => JSON.parse(call.body!) as Record<string, unknown>);
const pick = (input: HTMLElement, ...files: File[]) => fireEvent.change(input, { target: { files } });

describe('DeliveryOrderShow', () => {
  it('shows every field: the candidate and their resume, the audit, the interview proof and invoice fetched with the token, and the commission', async () => {
    const settledOrder = orderView({
      state: 'Settled',
      awaitedAudit: null,
      auditType: 'invoice',
      auditStatus: 3,
      onboardDate: '2026-11-10',
      invoiceDate: '2026-11-24',
      uploadTime: '2026-11-24 15:00:00',
      invoiceFiles: [{ name: 'invoice-77.pdf', url: `${ORDER}/files/inv-1` }],
      interviewProof: [{ name: 'signed-sheet.png', url: `${ORDER}/files/proof-1` }],
      commissionOutcome: 'earned',
      allowedActions: ['reopen'],
    });
    renderShow(settledOrder, {
      [`GET ${ORDER}/files/inv-1`]: () => ({ raw: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), headers: { 'Content-Type': 'application/pdf' } }),
      [`GET ${ORDER}/files/proof-1`]: () => ({ raw: pngBytes, headers: { 'Content-Type': 'image/png' } }),
      [`GET ${ORDER}/resume`]: () => ok(null),
    });
    expect(await screen.findByText('Somchai Jaidee', {}, settled)).toBeInTheDocument();
    expect(valueOf('Order number')).toHaveTextContent('DO20261125000042');
    expect(valueOf('Candidate phone')).toHaveTextContent('+66812345678');
    expect(valueOf('Candidate e-mail')).toHaveTextContent('somchai@example.com');
    expect(valueOf('Auditor')).toHaveTextContent('Nok Auditor');
    expect(valueOf('Review state')).toHaveTextContent('Settled');
    expect(valueOf('Audit status')).toHaveTextContent('Invoice uploaded');
    expect(valueOf('Commission outcome')).toHaveTextContent('Earned');
    expect(screen.getAllByText('Siam Tech').length).toBeGreaterThan(0);
    // 50 / 30 / 20 % of THB 12,000
    expect(screen.getByText(/50%.*6,000/)).toBeInTheDocument();
    expect(screen.getByText(/30%.*3,600/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /invoice-77\.pdf/ }, settled)).toHaveAttribute('href', 'blob:test/file');
    expect(await screen.findByRole('link', { name: /signed-sheet\.png/ }, settled)).toBeInTheDocument();
    expect(api.calls('GET', `${ORDER}/files/inv-1`)[0]!.headers.get('Authorization')).toBeDefined();
    expect(screen.getByRole('button', { name: 'View resume' })).toBeInTheDocument();
  });

  it("opens the candidate's resume as delivered, unmasked, and links its page for those who read resumes", async () => {
    renderShow(orderView(), { [`GET ${ORDER}/resume`]: () => ok(resumeDetail({ avatarUrl: null, attachments: [], originalResume: null })) }, ['biz:delivery:query', 'biz:resume:query']);
    fireEvent.click(await screen.findByRole('button', { name: 'View resume' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Resume of Somchai Jaidee' }, settled);
    expect(await within(dialog).findByText('somchai@example.com', {}, settled)).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'Open the resume page' }, settled)).toHaveAttribute('href', expect.stringMatching(/\/resumes\/41\/show$/));
  });

  it('offers exactly the steps the api allows the caller', async () => {
    renderShow(orderView({ allowedActions: ['approveResume', 'rejectResume', 'withdraw'] }));
    expect(await screen.findByRole('button', { name: 'Approve resume' }, settled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeInTheDocument();
    for (const absent of ['Accept candidate', 'Schedule interview', 'Upload invoice', 'Reopen']) expect(screen.queryByRole('button', { name: absent })).toBeNull();
  });

  it('requires a reason code and words to reject, sends the step, and answers "Audit successful"', async () => {
    renderShow(orderView());
    fireEvent.click(await screen.findByRole('button', { name: 'Reject resume' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Resume audit — order DO20261125000042' }, settled);
    expect(within(dialog).getByRole('radio', { name: 'Reject resume' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter reject reason')).toBeInTheDocument();
    expect(advanced()).toHaveLength(0);

    fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Reason' }), { target: { value: 'experience' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reject reason/), { target: { value: 'Two years short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(advanced()).toEqual([{ action: 'rejectResume', reasonCode: 'experience', reason: 'Two years short', remark: null }]), settled);
    expect(await screen.findByText('Audit successful', {}, settled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), settled);
  });

  it('says "Audit failed, please try again later" and keeps the dialog with the api\'s reason when the step is refused', async () => {
    renderShow(orderView(), { [`PUT ${ORDER}/advance`]: () => fail(409, 'A0440', 'This step is not possible in the order’s current state') });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve resume' }, settled));
    const dialog = await screen.findByRole('dialog', {}, settled);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Audit failed, please try again later', {}, settled)).toBeInTheDocument();
    expect(await within(dialog).findByText('This step is not possible in the order’s current state')).toBeInTheDocument();
    expect(advanced()).toEqual([{ action: 'approveResume', remark: null }]);
  });

  it('schedules the interview with date, time and place, and offers a reschedule once one is set', async () => {
    const interviewing = orderView({ state: 'PendingInterview', awaitedAudit: 'interview', allowedActions: ['scheduleInterview', 'passInterview', 'failInterview'] });
    const view = renderShow(interviewing);
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule interview' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Interview audit — order DO20261125000042' }, settled);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    fireEvent.change(within(dialog).getByLabelText(/^Interview date/), { target: { value: '2026-12-01T10:30' } });
    fireEvent.change(within(dialog).getByLabelText(/^Interview place/), { target: { value: 'Head office, Bangkok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(advanced()).toEqual([{ action: 'scheduleInterview', interviewAt: '2026-12-01T10:30', place: 'Head office, Bangkok', remark: null }]), settled);
    view.unmount();

    renderShow({ ...interviewing, interviewAt: '2026-12-01 10:30:00' });
    expect(await screen.findByRole('button', { name: 'Reschedule interview' }, settled)).toBeInTheDocument();
  });

  it('passes the interview with proof uploaded first (checked by its bytes) and the confirmed name', async () => {
    renderShow(orderView({ state: 'PendingInterview', awaitedAudit: 'interview', allowedActions: ['passInterview', 'failInterview'] }), {
      'POST /api/v1/files': () => ok({ name: 'sheet.png', url: '/api/v1/files/0b4c8a52-8e7b-4c1e-9a57-0f5b1b7a1c01' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Interview passed' }, settled));
    const dialog = await screen.findByRole('dialog', {}, settled);
    expect(within(dialog).getByLabelText(/^Candidate's name as confirmed/)).toHaveValue('Somchai Jaidee');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Add the interview proof')).toBeInTheDocument();

    pick(within(dialog).getByLabelText('Interview proof'), renamedProgram());
    expect(await within(dialog).findByText('Only jpg/png/pdf files can be uploaded')).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/files')).toHaveLength(0);
    pick(within(dialog).getByLabelText('Interview proof'), png('sheet.png'));
    expect(await within(dialog).findByText('sheet.png', {}, settled)).toBeInTheDocument();
    expect(sentForms.map((sent) => sent.path)).toEqual(['/api/v1/files']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(
      () => expect(advanced()).toEqual([{ action: 'passInterview', proofUrls: ['/api/v1/files/0b4c8a52-8e7b-4c1e-9a57-0f5b1b7a1c01'], confirmedName: 'Somchai Jaidee', remark: null }]),
      settled,
    );
  });

  it('records joining with its date, and leaving early with a date and a reason', async () => {
    const view = renderShow(orderView({ state: 'PendingOnboarding', awaitedAudit: 'joining', allowedActions: ['join', 'notJoin'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Joined' }, settled));
    let dialog = await screen.findByRole('dialog', { name: 'Joining audit — order DO20261125000042' }, settled);
    fireEvent.change(within(dialog).getByLabelText(/^Onboarding date/), { target: { value: '2026-12-05' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(advanced()).toEqual([{ action: 'join', onboardDate: '2026-12-05', remark: null }]), settled);
    view.unmount();

    renderShow(orderView({ state: 'Onboarded', awaitedAudit: null, allowedActions: ['leaveEarly'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Left within the guarantee period' }, settled));
    dialog = await screen.findByRole('dialog', {}, settled);
    fireEvent.change(within(dialog).getByLabelText(/^Left on/), { target: { value: '2027-01-15' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Moved abroad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(advanced()).toEqual([{ action: 'leaveEarly', leftOn: '2027-01-15', reason: 'Moved abroad', remark: null }]), settled);
  });

  it('reopens an ended order only with a reason, and a cancelled operation says "Operation cancelled"', async () => {
    renderShow(orderView({ state: 'ResumeRejected', awaitedAudit: null, allowedActions: ['reopen'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen' }, settled));
    let dialog = await screen.findByRole('dialog', { name: 'Reopen — order DO20261125000042' }, settled);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Operation cancelled', {}, settled)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    dialog = await screen.findByRole('dialog', {}, settled);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter reject reason')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Rejected by mistake' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(advanced()).toEqual([{ action: 'reopen', reason: 'Rejected by mistake' }]), settled);
    expect(await screen.findByText('Order reopened', {}, settled)).toBeInTheDocument();
  });

  it('uploads the invoice: a date and 1–2 jpg/png/pdf files of at most 10 MB, checked before anything is sent', async () => {
    renderShow(orderView({ state: 'PendingUploadInvoice', awaitedAudit: 'invoice', allowedActions: ['uploadInvoice'] }), { [`POST ${ORDER}/invoice`]: () => ok(orderView()) });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload invoice' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Upload invoice — order DO20261125000042' }, settled);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload invoice' }));
    expect(await within(dialog).findByText('Add the invoice file')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();

    const input = within(dialog).getByLabelText('Invoice files');
    pick(input, renamedProgram());
    expect(await within(dialog).findByText('Only jpg/png/pdf files can be uploaded')).toBeInTheDocument();
    pick(input, oversized());
    expect(await within(dialog).findByText('File size cannot exceed 10MB')).toBeInTheDocument();
    pick(input, png('invoice-1.png'), png('invoice-2.png'), png('invoice-3.png'));
    expect(await within(dialog).findByText('At most 2 files can be uploaded')).toBeInTheDocument();
    expect(within(dialog).getByText('invoice-1.png')).toBeInTheDocument();
    expect(within(dialog).getByText('invoice-2.png')).toBeInTheDocument();
    expect(within(dialog).queryByText('invoice-3.png')).toBeNull();
    expect(sentForms).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Invoice date/), { target: { value: '2026-11-24' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload invoice' }));
    expect(await screen.findByText('Upload successful', {}, settled)).toBeInTheDocument();
    expect(sentForms.map((sent) => sent.path)).toEqual([`${ORDER}/invoice`]);
    const form = sentForms[0]!.form;
    expect(form.get('invoiceDate')).toBe('2026-11-24');
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['invoice-1.png', 'invoice-2.png']);
  });
});
