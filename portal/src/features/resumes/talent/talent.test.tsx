import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { dictionaries, queryOf, regionOptions } from '../../jobs/testing/jobFixtures';
import { goldMembership } from '../../membership/testing/membershipFixtures';
import { EMAIL, PHONE, talentCard, talentDetail } from './testing/talentFixtures';

const application = (auditStatus: 0 | 1 | 2) => ({
  data: { kind: 'publisher', auditStatus, rejectReason: null, auditTime: null, company: 'Siam Digital', email: 'hr@siam.test', mobile: '0812345678', documents: {} },
});
const refusal = (msg: string) => ({ code: 'A0440', msg, status: 409, data: { link: '/vip' } });

/** An approved publisher with a Gold membership (160 views and no downloads left) and the talent api. */
const publisher = (extra = {}) => ({
  'GET /users/me': signedInAs(['PUBLISHER'], 'Somchai'),
  'GET /notices/my-page': pageOf([]),
  'GET /registrations/mine': application(1),
  'GET /vip': { data: goldMembership() },
  'GET /dict/list': dictionaries,
  'GET /regions/options': regionOptions,
  'GET /resumes/talent/page': { data: { list: [talentCard(), talentCard({ id: 6, name: 'Noy P.', unlocked: true, phone: '+856 20 5555 1234', email: 'noy@example.la' })], total: 2 } },
  ...extra,
});

const card = async (name: string) => (await screen.findByRole('article', { name })) as HTMLElement;
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.path);
const searches = (calls: Call[]) => calls.filter((call) => call.path.startsWith('/resumes/talent/page')).map((call) => queryOf(call.path));

describe('the talent search (/talent)', () => {
  it('shows masked contact details with why, the unlocked mark and the allowance left', async () => {
    renderPortal('/talent', publisher());
    const locked = await card('Somchai K.');
    expect(within(locked).getByText('+•• •• ••• ••78')).toBeInTheDocument();
    expect(within(locked).getByText('s••••••••@example.th')).toBeInTheDocument();
    expect(within(locked).getByText('Hidden until you open the resume')).toBeInTheDocument();
    expect(within(locked).queryByText('Unlocked')).not.toBeInTheDocument();
    expect(within(locked).getByText('Male · 29 years old · 4 years of experience')).toBeInTheDocument();

    const unlocked = await card('Noy P.');
    expect(within(unlocked).getByText('Unlocked')).toBeInTheDocument();
    expect(within(unlocked).getByText('noy@example.la')).toBeInTheDocument();
    expect(within(unlocked).queryByText('Hidden until you open the resume')).not.toBeInTheDocument();
    // an unlocked resume opens without the question: nothing is spent again
    expect(within(unlocked).getByRole('link', { name: 'View resume' })).toHaveAttribute('href', '/talent/6');

    expect(screen.getByRole('heading', { level: 2, name: '2 resumes found' })).toBeInTheDocument();
    const allowance = screen.getByRole('region', { name: 'Your resume allowance' });
    expect(await within(allowance).findByText('160 left')).toBeInTheDocument();
    expect(within(allowance).getByText('0 left')).toBeInTheDocument();
  });

  it('puts every filter and the page into the address and the request', async () => {
    const portal = renderPortal('/talent?keywords=golang', publisher({ 'GET /resumes/talent/page': { data: { list: [talentCard()], total: 25 } } }));
    await card('Somchai K.');
    expect(searches(portal.calls).at(-1)).toEqual({ keywords: 'golang', pageNum: '1', pageSize: '10' });

    await screen.findByRole('option', { name: "Master's degree" });
    fireEvent.change(screen.getByLabelText('Education'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'finance' } });
    await screen.findByRole('option', { name: 'Thailand' });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'TH' } });
    await screen.findByRole('option', { name: 'Bangkok' });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'TH-10' } });
    fireEvent.change(screen.getByLabelText('Experience'), { target: { value: '3' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));

    const expected = { keywords: 'golang', education: '4', industry: 'finance', country: 'TH', provinceCode: 'TH-10', minYears: '3', pageNum: '2' };
    await waitFor(() => expect(queryOf(portal.location())).toEqual(expected));
    // the country only narrows the provinces: the api is asked by province
    await waitFor(() => expect(searches(portal.calls).at(-1)).toEqual({ keywords: 'golang', education: '4', industry: 'finance', provinceCode: 'TH-10', minYears: '3', pageNum: '2', pageSize: '10' }));
    expect(screen.getByLabelText('Experience')).toHaveTextContent('At least 3 years');
  });

  it('says when nothing matches', async () => {
    renderPortal('/talent?keywords=astronaut', publisher({ 'GET /resumes/talent/page': pageOf([]) }));
    expect(await screen.findByText('No resume matches this search. Try fewer words or filters.')).toBeInTheDocument();
  });

  it('asks before opening a locked resume, saying it uses one of the viewable resumes left', async () => {
    const portal = renderPortal('/talent', publisher({ 'PUT /resumes/5/view': { data: talentDetail() } }));
    fireEvent.click(within(await card('Somchai K.')).getByRole('button', { name: 'Open resume' }));
    let dialog = await screen.findByRole('dialog', { name: 'Open the resume of Somchai K.?' });
    expect(dialog).toHaveTextContent('uses one of your viewable resumes (160 left)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(portal.calls)).toEqual([]);

    fireEvent.click(within(await card('Somchai K.')).getByRole('button', { name: 'Open resume' }));
    dialog = await screen.findByRole('dialog', { name: 'Open the resume of Somchai K.?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open resume' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Somchai K.' })).toBeInTheDocument();
    expect(portal.location()).toBe('/talent/5');
    expect(puts(portal.calls)).toEqual(['/resumes/5/view']);
  });

  it('tells a publisher still in review why they cannot search, and refuses other roles', async () => {
    const pending = renderPortal('/talent', publisher({ 'GET /registrations/mine': application(0) }));
    expect(await screen.findByRole('region', { name: 'You cannot search resumes yet' })).toHaveTextContent('has not been approved yet');
    expect(pending.calls.some((call) => call.path.startsWith('/resumes/'))).toBe(false);
    pending.unmount();

    renderPortal('/talent', { 'GET /users/me': signedInAs(['SEEKER']), 'GET /notices/my-page': pageOf([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('offers "Find talent" in the navigation to a signed-in publisher', async () => {
    renderPortal('/jobs', publisher({ 'GET /jobs/search': pageOf([]) }));
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/talent');
  });
});

describe('an opened resume (/talent/:id)', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    // jsdom has no object URLs: the download hands its bytes to one
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:resume';
    });
    URL.revokeObjectURL = vi.fn();
    created.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  const opened = (extra = {}) => publisher({ 'PUT /resumes/5/view': { data: talentDetail() }, ...extra });

  it('shows every field unmasked once the api lets the publisher view it', async () => {
    renderPortal('/talent/5', opened());
    fireEvent.click(await screen.findByRole('button', { name: 'Open resume' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Somchai K.' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText(PHONE)).toBeInTheDocument();
    expect(within(contact).getByText(EMAIL)).toBeInTheDocument();
    expect(within(contact).queryByText('Hidden until you open the resume')).not.toBeInTheDocument();
    const experience = screen.getByRole('region', { name: 'Experience' });
    expect(within(experience).getByText('Backend developer · Siam Digital')).toBeInTheDocument();
    expect(within(experience).getByText(/– Now$/)).toBeInTheDocument();
    expect(screen.getByText('Go, PostgreSQL, event sourcing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download portfolio.pdf' })).toBeInTheDocument();
  });

  it('asks first when reached by a link, and spends nothing until asked to open', async () => {
    const portal = renderPortal('/talent/5', opened());
    expect(await screen.findByText(/uses one of your viewable resumes, unless you already opened it/)).toBeInTheDocument();
    expect(puts(portal.calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open resume' }));
    await screen.findByRole('heading', { level: 1, name: 'Somchai K.' });
    expect(puts(portal.calls)).toEqual(['/resumes/5/view']);
  });

  it('says to upgrade with the way to /vip when no viewable resume is left, not an error page', async () => {
    renderPortal('/talent/5', publisher({ 'PUT /resumes/5/view': refusal('Upgrade membership to view') }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open resume' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This resume is locked' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Upgrade membership to view');
    expect(screen.getByRole('link', { name: 'Go to the VIP page' })).toHaveAttribute('href', '/vip');
    expect(screen.queryByText(PHONE)).not.toBeInTheDocument();
  });

  it('downloads the PDF as a file and says "resume downloaded"', async () => {
    const pdf = new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'Content-Type': 'application/pdf' } });
    const portal = renderPortal('/talent/5', opened({ 'PUT /resumes/5/download': () => pdf }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open resume' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('resume downloaded')).toBeInTheDocument();
    expect(puts(portal.calls)).toEqual(['/resumes/5/view', '/resumes/5/download']);
    expect(created).toHaveLength(1);
    expect(created[0]!.type).toBe('application/pdf');
  });

  it('says to upgrade when no downloadable resume is left', async () => {
    renderPortal('/talent/5', opened({ 'PUT /resumes/5/download': refusal('Your downloadable resumes are used up: upgrade membership to download') }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open resume' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('upgrade membership to download');
    expect(screen.getByRole('link', { name: 'Go to the VIP page' })).toHaveAttribute('href', '/vip');
    expect(created).toHaveLength(0);
  });

  it('downloads an attachment with the session through the resume’s own file address', async () => {
    const file = new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/pdf' } });
    const portal = renderPortal('/talent/5', opened({ 'GET /resumes/5/files/0b6f2c1e-7a1d-4e4e-9a57-2f4c3f1d9e10': () => file }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open resume' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download portfolio.pdf' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const call = portal.calls.find((recorded) => recorded.path.startsWith('/resumes/5/files/'))!;
    expect(call.headers.get('Authorization')).toBe('Bearer test-token');
  });
});
