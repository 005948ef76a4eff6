import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { deliveryOrder, historyOf42, pngFile, renamedProgram } from '../testing/deliveryFixtures';

const interviewing = deliveryOrder({ state: 'PendingInterview', awaitedAudit: 'interview', interviewAt: '2026-03-20 09:00:00', interviewPlace: 'Siam Tower, 18th floor' });
const invoiceDue = deliveryOrder({
  id: 43,
  orderNo: 'DO20260110000043',
  position: 'Barista',
  company: 'Cafe Amazon',
  state: 'PendingUploadInvoice',
  awaitedAudit: 'invoice',
  onboardDate: '2026-01-20',
  guaranteeMonth: 1,
  guaranteeEndsAt: '2026-02-20 00:00:00',
  allowedActions: ['uploadInvoice'],
});
const declined = deliveryOrder({ id: 44, orderNo: 'DO20260101000044', position: 'Night guard', state: 'EmployerRejected', rejectReasonCode: 'experience', rejectReason: 'We need five years of security work', allowedActions: [] });

const seekerApplications = (extra = {}) => ({
  'GET /users/me': signedInAs(['SEEKER']),
  'GET /notices/my-page': pageOf([]),
  'GET /delivery-orders/mine': pageOf([interviewing, invoiceDue, declined]),
  ...extra,
});
const card = async (position: string) => (await screen.findByRole('article', { name: position })) as HTMLElement;
const buttonsOf = (element: HTMLElement) => within(element).getAllByRole('button').map((button) => button.textContent);

describe('my applications (/applications)', () => {
  it('shows each application’s state, next step in words, interview, onboarding and reason, with only the actions it allows', async () => {
    renderPortal('/applications', seekerApplications());
    const first = await card('Senior software engineer');
    expect(within(first).getByText('Pending interview')).toBeInTheDocument();
    expect(within(first).getByText('The employer sets an interview date; you will be told by notice and e-mail.')).toBeInTheDocument();
    expect(within(first).getByText(/^Interview on .*2026.* · At Siam Tower, 18th floor$/)).toBeInTheDocument();
    expect(buttonsOf(first)).toEqual(['History', 'Withdraw application']);

    const second = await card('Barista');
    expect(within(second).getByText('Pending invoice upload')).toBeInTheDocument();
    expect(within(second).getByText(/^Started on .*2026 · Guarantee period ends/)).toBeInTheDocument();
    expect(buttonsOf(second)).toEqual(['History', 'Upload invoice']);

    const third = await card('Night guard');
    expect(within(third).getByText('Reason: We need five years of security work')).toBeInTheDocument();
    expect(buttonsOf(third)).toEqual(['History']);
    expect(within(third).getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', '/jobs/6');
  });

  it('opens an application’s history as a timeline in words, newest first, naming who took each step', async () => {
    renderPortal('/applications', seekerApplications({ 'GET /delivery-orders/42/history': { data: historyOf42 } }));
    fireEvent.click(within(await card('Senior software engineer')).getByRole('button', { name: 'History' }));
    const timeline = await screen.findByRole('list', { name: 'History of order DO20260315000042' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Interview scheduled', 'Resume approved', 'Delivered']);
    expect(steps[0]).toHaveTextContent('Somchai');
    expect(steps[0]).toHaveTextContent('Siam Tower, 18th floor');
    expect(steps[0]).toHaveTextContent('Then: Pending interview');
    expect(steps[1]).toHaveTextContent('Remark: Strong React experience');
    expect(steps[2]).toHaveTextContent('You');
  });

  it('withdraws only after confirmation, and says "Operation cancelled" when I change my mind', async () => {
    let sent: unknown;
    const portal = renderPortal(
      '/applications',
      seekerApplications({
        'PUT /delivery-orders/42/advance': (call: Call) => {
          sent = JSON.parse(String(call.body));
          return { data: deliveryOrder({ state: 'Withdrawn', allowedActions: [] }) };
        },
      }),
    );
    fireEvent.click(within(await card('Senior software engineer')).getByRole('button', { name: 'Withdraw application' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw your application to Senior software engineer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Operation cancelled')).toBeInTheDocument();
    expect(portal.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(await card('Senior software engineer')).getByRole('button', { name: 'Withdraw application' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw your application to Senior software engineer?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why you withdraw (optional)' }), { target: { value: 'I took another offer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Application withdrawn')).toBeInTheDocument();
    expect(sent).toEqual({ action: 'withdraw', reason: 'I took another offer' });
    // the list is asked again so the application shows its new state
    await waitFor(() => expect(portal.calls.filter((call) => call.path.startsWith('/delivery-orders/mine')).length).toBeGreaterThan(1));
  });

  it('uploads the invoice with its date and files once confirmed, refusing wrong files on the client in the spec’s words', async () => {
    let sent: FormData | undefined;
    const portal = renderPortal(
      '/applications',
      seekerApplications({
        'POST /delivery-orders/43/invoice': (call: Call) => {
          sent = call.body as FormData;
          return { data: deliveryOrder({ id: 43, state: 'Settled', allowedActions: [] }) };
        },
      }),
    );
    fireEvent.click(within(await card('Barista')).getByRole('button', { name: 'Upload invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload the invoice for order DO20260110000043' });
    // nothing chosen: both fields say what is missing
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Add the invoice file')).toBeInTheDocument();

    const files = within(dialog).getByLabelText('Invoice files');
    fireEvent.change(files, { target: { files: [renamedProgram()] } });
    expect(await within(dialog).findByText('Only jpg/png/pdf files can be uploaded')).toBeInTheDocument();
    fireEvent.change(files, { target: { files: [pngFile('huge.png', 10 * 1024 * 1024 + 1)] } });
    expect(await within(dialog).findByText('File size cannot exceed 10MB')).toBeInTheDocument();
    fireEvent.change(files, { target: { files: [pngFile('invoice.png')] } });
    expect(await within(dialog).findByText('invoice.png')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Invoice date/), { target: { value: '2026-02-25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const confirm = await screen.findByRole('dialog', { name: 'Please conduct audit' });
    expect(portal.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
    expect(sent?.get('invoiceDate')).toBe('2026-02-25');
    expect((sent?.getAll('files') as File[]).map((file) => file.name)).toEqual(['invoice.png']);
  });

  it('is the job seeker’s page: another account gets the access-denied page', async () => {
    renderPortal('/applications', { 'GET /users/me': signedInAs(['PUBLISHER']), 'GET /notices/my-page': pageOf([]) });
    expect(await screen.findByRole('heading', { level: 1, name: /401|not allowed|access/i })).toBeInTheDocument();
  });
});
