import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { goldMembership, promotion } from '../../membership/testing/membershipFixtures';
import { jobRow, queryOf } from '../testing/jobFixtures';

const application = (auditStatus: 0 | 1 | 2) => ({
  data: { kind: 'publisher', auditStatus, rejectReason: null, auditTime: null, company: 'Siam Digital', email: 'hr@siam.test', mobile: '0812345678', documents: {} },
});
const myJobs = [
  jobRow({ id: 1, position: 'Senior software engineer', status: 'published', allowedActions: ['edit', 'close', 'extend'] }),
  jobRow({ id: 2, position: 'Data analyst', status: 'rejected', auditStatus: 2, rejectReason: 'Say which tools the analyst uses', publishTime: null, validThrough: null, allowedActions: ['edit', 'close'] }),
  jobRow({ id: 3, position: 'Barista', status: 'closed', allowedActions: ['repost'] }),
  jobRow({ id: 4, position: 'Night guard', status: 'pending', auditStatus: 0, publishTime: null, validThrough: null, allowedActions: ['edit', 'close'] }),
];
const publisherHome = (extra = {}) => ({
  'GET /users/me': signedInAs(['PUBLISHER'], 'Somchai'),
  'GET /notices/my-page': pageOf([]),
  'GET /registrations/mine': application(1),
  'GET /jobs/mine/page': pageOf(myJobs),
  'GET /companies/mine': { data: { publisherId: 7, name: 'Siam Digital', introduction: 'We build apps', showOfficePhoto: false, hasOfficePhoto: true, isApproved: true, openJobCount: 1 } },
  'GET /vip': { data: goldMembership() },
  'GET /vip-promotions/mine/page': pageOf([]),
  ...extra,
});

const jobCard = async (position: string) => (await screen.findByRole('article', { name: position })) as HTMLElement;
// the figures' applicant count is a link too (to the job's applications), not an action
const actionsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .concat(within(card).queryAllByRole('link'))
    .filter((control) => !control.closest('dl'))
    .map((control) => control.textContent);

describe("the publisher's jobs on their home", () => {
  it('offers on each job exactly the actions it allows, with its status, figures and rejection reason', async () => {
    renderPortal('/dashboard', publisherHome());
    const published = await jobCard('Senior software engineer');
    expect(within(published).getByText('Published')).toBeInTheDocument();
    expect(within(published).getByText('1,234')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: 'Applicants to Senior software engineer' })).toHaveTextContent('7');
    // a published job may also be featured (membership: one published ad)
    expect(actionsOf(published).sort()).toEqual(['Close', 'Edit', 'Extend', 'Promote as featured']);
    expect(within(published).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/jobs/1/edit');

    const rejected = await jobCard('Data analyst');
    expect(within(rejected).getByText('Say which tools the analyst uses')).toBeInTheDocument();
    expect(actionsOf(rejected).sort()).toEqual(['Close', 'Edit']);

    expect(actionsOf(await jobCard('Barista'))).toEqual(['Repost']);
    expect(within(await jobCard('Night guard')).getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/dashboard/jobs/new');
    // the VIP membership in a sentence, with the way to its page
    expect(await screen.findByText(/Your Gold membership is active until/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the VIP page' })).toHaveAttribute('href', '/vip');
  });

  it('closes a job only after confirmation', async () => {
    const portal = renderPortal('/dashboard', publisherHome({ 'PUT /jobs/1/close': { data: null } }));
    fireEvent.click(within(await jobCard('Senior software engineer')).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close “Senior software engineer”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(portal.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(await jobCard('Senior software engineer')).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close the job' }));
    expect(await screen.findByText('Job closed')).toBeInTheDocument();
    expect(portal.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/jobs/1/close']);
    // the list is asked again so the job shows its new state
    await waitFor(() => expect(portal.calls.filter((call) => call.path.startsWith('/jobs/mine/page')).length).toBeGreaterThan(1));
  });

  it('extends a published job to the chosen day, showing the api’s objection on the date', async () => {
    let sent: unknown;
    const portal = renderPortal(
      '/dashboard',
      publisherHome({
        'PUT /jobs/1/extend': (call: { body: unknown }) => {
          sent = JSON.parse(String(call.body));
          return { code: 'A0402', status: 400, msg: 'Invalid input', data: { errors: { validThrough: 'A job can stay open at most 90 days from today' } } };
        },
      }),
    );
    fireEvent.click(within(await jobCard('Senior software engineer')).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep “Senior software engineer” open longer' });
    fireEvent.change(within(dialog).getByLabelText(/Open until/), { target: { value: '2099-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('A job can stay open at most 90 days from today')).toBeInTheDocument();
    expect(sent).toEqual({ validThrough: '2099-01-31' });
    expect(portal.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('asks the api for one status when a status is chosen', async () => {
    const portal = renderPortal('/dashboard', publisherHome());
    await jobCard('Barista');
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(queryOf(portal.calls.filter((call) => call.path.startsWith('/jobs/mine/page')).at(-1)!.path)).toEqual({ pageNum: '1', pageSize: '10', status: 'rejected' }));
  });

  it('saves the company page settings', async () => {
    let sent: unknown;
    renderPortal(
      '/dashboard',
      publisherHome({
        'PUT /companies/mine': (call: { body: unknown }) => {
          sent = JSON.parse(String(call.body));
          return { data: null };
        },
      }),
    );
    const introduction = await screen.findByLabelText('Introduction');
    expect(introduction).toHaveValue('We build apps');
    fireEvent.change(introduction, { target: { value: 'We build apps for Thai banks' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show the office photo from my registration on the company page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the company page' }));
    expect(await screen.findByText('Company page saved')).toBeInTheDocument();
    expect(sent).toEqual({ introduction: 'We build apps for Thai banks', showOfficePhoto: true });
  });

  it('says why a publisher awaiting approval cannot post, and lists no jobs', async () => {
    const portal = renderPortal('/dashboard', publisherHome({ 'GET /registrations/mine': application(2) }));
    expect(await screen.findByText('You cannot post jobs yet')).toBeInTheDocument();
    expect(screen.getByText('Your company registration was rejected: correct it and wait for approval before posting jobs')).toBeInTheDocument();
    expect(portal.calls.some((call) => call.path.startsWith('/jobs/mine'))).toBe(false);
  });

  it('promotes a published job as featured after saying for how long and how many ads are left', async () => {
    let sent: unknown;
    const portal = renderPortal(
      '/dashboard',
      publisherHome({
        'PUT /jobs/1/promote': (call: { body: unknown }) => {
          sent = JSON.parse(String(call.body));
          return { data: promotion({ endTime: '2099-03-23 09:00:00' }) };
        },
      }),
    );
    fireEvent.click(within(await jobCard('Senior software engineer')).getByRole('button', { name: 'Promote as featured' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote “Senior software engineer” as featured?' });
    expect(within(dialog).getByText(/marked “Featured” for 7 days, until/)).toBeInTheDocument();
    expect(await within(dialog).findByText('This uses one published ad of your membership: you have 2 of 3 left.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Days featured'), { target: { value: '10' } });
    expect(within(dialog).getByText(/for 10 days, until/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(/^Your job is featured until Mar 23, 2099/)).toBeInTheDocument();
    expect(sent).toEqual({ days: 10 });
    // the featured marks and quotas are asked again
    await waitFor(() => expect(portal.calls.filter((call) => call.path.startsWith('/vip-promotions/mine/page')).length).toBeGreaterThan(1));
  });

  it('offers no promotion without ads left, pointing to the VIP page instead', async () => {
    const membership = goldMembership();
    const portal = renderPortal('/dashboard', publisherHome({ 'GET /vip': { data: { ...membership, quotas: { ...membership.quotas, ads: { total: 3, used: 3, left: 0 } } } } }));
    fireEvent.click(within(await jobCard('Senior software engineer')).getByRole('button', { name: 'Promote as featured' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/You have no published ads left/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to the VIP page' })).toHaveAttribute('href', '/vip');
    expect(within(dialog).getByRole('button', { name: 'Promote' })).toBeDisabled();
    expect(portal.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('marks a featured job until its end and offers no second promotion of it', async () => {
    renderPortal('/dashboard', publisherHome({ 'GET /vip-promotions/mine/page': pageOf([promotion({ jobId: 1, endTime: '2099-03-23 09:00:00' })]) }));
    const published = await jobCard('Senior software engineer');
    expect(await within(published).findByText('Featured')).toBeInTheDocument();
    expect(within(published).getByText(/^Featured until Mar 23, 2099/)).toBeInTheDocument();
    expect(actionsOf(published).sort()).toEqual(['Close', 'Edit', 'Extend']);
  });

  it('says a repost beyond the jobs quota in its dialog, with the way to the VIP page', async () => {
    renderPortal(
      '/dashboard',
      publisherHome({
        'PUT /jobs/3/repost': { code: 'A0440', status: 409, msg: 'Your Published jobs quota is used up. Upgrade your membership on the VIP page to continue.', data: { link: '/vip' } },
      }),
    );
    fireEvent.click(within(await jobCard('Barista')).getByRole('button', { name: 'Repost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repost “Barista”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Repost' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your Published jobs quota is used up.');
    expect(within(dialog).getByRole('link', { name: 'Go to the VIP page' })).toHaveAttribute('href', '/vip');
  });
});
