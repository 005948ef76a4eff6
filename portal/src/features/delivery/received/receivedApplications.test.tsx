import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { queryOf, jobRow } from '../../jobs/testing/jobFixtures';
import { fileId, resumeDetail, uploadUrl } from '../../resumes/testing/resumeFixtures';
import { deliveryOrder, pngFile } from '../testing/deliveryFixtures';

const application = { data: { kind: 'publisher', auditStatus: 1, rejectReason: null, auditTime: null, company: 'Siam Digital', email: 'hr@siam.test', mobile: '0812345678', documents: {} } };
const awaitingMe = deliveryOrder({ id: 42, candidateName: 'Mali Sisavath', state: 'PendingEmployerReview', awaitedAudit: 'employer', allowedActions: ['acceptByEmployer', 'rejectByEmployer'] });
const interviewing = deliveryOrder({
  id: 50,
  orderNo: 'DO20260301000050',
  candidateName: 'Anan Chaiyo',
  state: 'PendingInterview',
  awaitedAudit: 'interview',
  interviewAt: '2026-03-20 09:00:00',
  interviewPlace: 'Siam Tower',
  allowedActions: ['scheduleInterview', 'passInterview', 'failInterview'],
});
const joined = deliveryOrder({
  id: 51,
  orderNo: 'DO20260201000051',
  candidateName: 'Nok Phet',
  state: 'Onboarded',
  onboardDate: '2026-02-10',
  interviewProof: [{ name: 'signed-offer.pdf', url: `/api/v1/delivery-orders/51/files/${fileId(8)}` }],
  allowedActions: ['leaveEarly'],
});
// the resume auditor's step is not the publisher's: the api leaves it out of allowedActions
const inReview = deliveryOrder({ id: 52, orderNo: 'DO20260315000052', candidateName: 'Dao Kham', state: 'PendingResumeReview', allowedActions: [] });

const publisherReceived = (extra = {}) => ({
  'GET /users/me': signedInAs(['PUBLISHER'], 'Somchai'),
  'GET /notices/my-page': pageOf([]),
  'GET /registrations/mine': application,
  'GET /jobs/mine/page': pageOf([jobRow({ id: 6, position: 'Senior software engineer' }), jobRow({ id: 8, position: 'Barista' })]),
  'GET /dict/list': { data: [{ dictCode: 'delivery_reject_reason', dictDataList: [{ value: 'experience', label: 'Not enough experience' }, { value: 'other', label: 'Other' }] }] },
  'GET /delivery-orders/for-my-jobs': pageOf([awaitingMe, interviewing, joined, inReview]),
  ...extra,
});
const card = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;
const stepsOf = (element: HTMLElement) =>
  within(within(element).getByRole('group'))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => !text?.startsWith('Resume of') && text !== 'History');

describe('applications received (/applications/received)', () => {
  it('offers on each order exactly the steps its allowedActions give me, in the flow’s words', async () => {
    renderPortal('/applications/received', publisherReceived());
    expect(stepsOf(await card('Mali Sisavath'))).toEqual(['Accept candidate', 'Decline candidate']);
    // an interview already set is rescheduled
    expect(stepsOf(await card('Anan Chaiyo'))).toEqual(['Reschedule interview', 'Interview passed', 'Interview failed']);
    expect(stepsOf(await card('Nok Phet'))).toEqual(['Left within the guarantee period']);
    expect(within(await card('Nok Phet')).getByRole('button', { name: 'Download signed-offer.pdf' })).toBeInTheDocument();
    expect(stepsOf(await card('Dao Kham'))).toEqual([]);
    expect(within(await card('Mali Sisavath')).getByText('+8562055512345 · mali@example.com')).toBeInTheDocument();
  });

  it('filters by the job in the address (a job card’s applicant count) and by state', async () => {
    const portal = renderPortal('/applications/received?jobId=6', publisherReceived());
    await card('Mali Sisavath');
    const asked = () => portal.calls.filter((call) => call.path.startsWith('/delivery-orders/for-my-jobs')).map((call) => queryOf(call.path));
    expect(asked()[0]).toMatchObject({ jobId: '6', pageNum: '1' });
    expect(await screen.findByRole('combobox', { name: 'Job' })).toHaveTextContent('Senior software engineer');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pending interview' }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ jobId: '6', state: 'PendingInterview' }));
    expect(portal.location()).toBe('/applications/received?jobId=6&state=PendingInterview');
  });

  it('declines only with a reason from the dictionary and words, after "Please conduct audit"', async () => {
    let sent: unknown;
    const portal = renderPortal(
      '/applications/received',
      publisherReceived({
        'PUT /delivery-orders/42/advance': (call: Call) => {
          sent = JSON.parse(String(call.body));
          return { data: deliveryOrder({ state: 'EmployerRejected', allowedActions: [] }) };
        },
      }),
    );
    fireEvent.click(within(await card('Mali Sisavath')).getByRole('button', { name: 'Decline candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline candidate: Mali Sisavath' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter reject reason')).toBeInTheDocument();
    expect(portal.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Not enough experience' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), { target: { value: 'We need five years of React' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('dialog', { name: 'Please conduct audit' });
    expect(confirm).toHaveTextContent('Decline candidate for Mali Sisavath (order DO20260315000042).');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Audit successful')).toBeInTheDocument();
    expect(sent).toEqual({ action: 'rejectByEmployer', reasonCode: 'experience', reason: 'We need five years of React', remark: null });
  });

  it('says "Audit canceled" when the confirmation is cancelled, and "Audit failed, please try again later" when the api cannot answer', async () => {
    const portal = renderPortal('/applications/received', publisherReceived({ 'PUT /delivery-orders/42/advance': { code: 'B0001', status: 500, msg: 'Unexpected error' } }));
    fireEvent.click(within(await card('Mali Sisavath')).getByRole('button', { name: 'Accept candidate' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Accept candidate: Mali Sisavath' })).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Please conduct audit' })).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Audit canceled')).toBeInTheDocument();
    expect(portal.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(await card('Mali Sisavath')).getByRole('button', { name: 'Accept candidate' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Accept candidate: Mali Sisavath' })).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Please conduct audit' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Audit failed, please try again later')).toBeInTheDocument();
  });

  it('reschedules the interview with its date, time and place', async () => {
    let sent: unknown;
    renderPortal(
      '/applications/received',
      publisherReceived({
        'PUT /delivery-orders/50/advance': (call: Call) => {
          sent = JSON.parse(String(call.body));
          return { data: interviewing };
        },
      }),
    );
    fireEvent.click(within(await card('Anan Chaiyo')).getByRole('button', { name: 'Reschedule interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule interview: Anan Chaiyo' });
    // the interview as set is the starting point
    expect(within(dialog).getByLabelText(/Interview date and time/)).toHaveValue('2026-03-20T09:00');
    fireEvent.change(within(dialog).getByLabelText(/Interview date and time/), { target: { value: '2026-03-22T14:30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Interview place/ }), { target: { value: 'Online: meet.siam.test/anan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Please conduct audit' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Audit successful')).toBeInTheDocument();
    expect(sent).toEqual({ action: 'scheduleInterview', interviewAt: '2026-03-22T14:30', place: 'Online: meet.siam.test/anan', remark: null });
  });

  it('passes the interview with the proof uploaded first and the candidate’s name as confirmed', async () => {
    let sent: unknown;
    const portal = renderPortal(
      '/applications/received',
      publisherReceived({
        'POST /files': { data: { name: 'signed-offer.png', url: uploadUrl(9) } },
        'PUT /delivery-orders/50/advance': (call: Call) => {
          sent = JSON.parse(String(call.body));
          return { data: interviewing };
        },
      }),
    );
    fireEvent.click(within(await card('Anan Chaiyo')).getByRole('button', { name: 'Interview passed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview passed: Anan Chaiyo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Add the interview proof')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Interview proof'), { target: { files: [pngFile('signed-offer.png')] } });
    expect(await within(dialog).findByText('signed-offer.png')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /name as confirmed/ })).toHaveValue('Anan Chaiyo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Please conduct audit' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Audit successful')).toBeInTheDocument();
    expect(sent).toEqual({ action: 'passInterview', proofUrls: [`/api/v1/files/${fileId(9)}`], confirmedName: 'Anan Chaiyo', remark: null });
    expect(portal.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/files']);
  });

  it('opens the candidate’s resume from the order, unmasked, without a membership', async () => {
    const portal = renderPortal('/applications/received', publisherReceived({ 'GET /delivery-orders/42/resume': { data: resumeDetail({ name: 'Mali Sisavath' }) } }));
    fireEvent.click(within(await card('Mali Sisavath')).getByRole('button', { name: 'Resume of Mali Sisavath' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume of Mali Sisavath' });
    expect(await within(dialog).findByText('+8562055512345')).toBeInTheDocument();
    expect(within(dialog).getByText('React, TypeScript and PostgreSQL')).toBeInTheDocument();
    expect(within(dialog).getByText(/Frontend developer · Lao Telecom/)).toBeInTheDocument();
    expect(portal.calls.some((call) => call.path.startsWith('/resumes/'))).toBe(false);
  });

  it('links a job card’s applicant count on the publisher’s home to the applications of that job', async () => {
    renderPortal('/dashboard', {
      ...publisherReceived(),
      'GET /companies/mine': { data: { publisherId: 7, name: 'Siam Digital', introduction: 'We build apps', showOfficePhoto: false, hasOfficePhoto: true, isApproved: true, openJobCount: 1 } },
      'GET /vip-promotions/mine/page': pageOf([]),
    });
    expect(await screen.findByRole('link', { name: 'Applicants to Barista' })).toHaveAttribute('href', '/applications/received?jobId=8');
  });
});
