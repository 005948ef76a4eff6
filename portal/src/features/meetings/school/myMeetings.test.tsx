import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, type Handler, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { queryOf } from '../../jobs/testing/jobFixtures';
import { meetingView, schoolApplication } from './testing/meetingFixtures';

const published = meetingView({ id: 11, title: 'Spring job fair', reservationCount: 120, capacity: 120, waitlistCount: 5 });
const draft = meetingView({ id: 12, title: 'Engineering careers day', publishStatus: 'unpublished', reservationCount: 0, location: null, onlineUrl: 'https://meet.cmu.test/careers', studentScope: 'all' });
const quiet = meetingView({ id: 13, title: 'Autumn job fair', reservationCount: 0, waitlistCount: 0 });
const revoked = meetingView({ id: 14, title: 'Cancelled fair', publishStatus: 'revoked', endStatus: 'ended', reservationCount: 3, emailTitle: 'Cancelled: the hall is closed' });
const over = meetingView({ id: 15, title: 'Winter job fair', endStatus: 'ended', reservationCount: 80 });
const forgotten = meetingView({ id: 16, title: 'Forgotten draft', publishStatus: 'unpublished', endStatus: 'ended', reservationCount: 0 });

const school = (extra: Record<string, Handler | object> = {}) => ({
  'GET /users/me': signedInAs(['SCHOOL_ADMIN'], 'CMU careers office'),
  'GET /notices/my-page': pageOf([]),
  'GET /registrations/mine': schoolApplication(1),
  'GET /meetings/page': pageOf([published, draft, quiet, revoked, over, forgotten]),
  ...extra,
});
const card = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;
const actionsOf = (element: HTMLElement) =>
  within(within(element).getByRole('group'))
    .queryAllByRole('button')
    .concat(within(within(element).getByRole('group')).queryAllByRole('link'))
    .map((control) => control.textContent)
    .sort();
const fact = (element: HTMLElement, label: string) => within(element).getByText(label, { selector: 'dt' }).nextSibling;
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

describe("the school's job fairs (/school/meetings)", () => {
  it('shows each fair with its time, place, statuses and reservation counts, and exactly the actions its status allows', async () => {
    const portal = renderPortal('/school/meetings', school());
    const spring = await card('Spring job fair');
    expect(within(spring).getByText('Published')).toBeInTheDocument();
    expect(within(spring).getByText('Ongoing')).toBeInTheDocument();
    // the counts link to the fair's reservation list
    expect(within(spring).getByRole('link', { name: 'Reservations for Spring job fair' })).toHaveTextContent('120 of 120 seats reserved');
    expect(within(spring).getByRole('link', { name: 'Reservations for Spring job fair' })).toHaveAttribute('href', '/school/meetings/11/reservations');
    expect(fact(spring, 'Seats')).toHaveTextContent('5 on the waitlist');
    expect(fact(spring, 'Where')).toHaveTextContent('Main hall, building 3');
    expect(fact(spring, 'Who may join')).toHaveTextContent('Students of our school only');
    // the instants in the reader's zone (the tests' is UTC) and language, the day said once
    expect(fact(spring, 'When')).toHaveTextContent(/Mar 20, 2099, 2:00\s?[–-]\s?5:00\s?AM/);
    expect(actionsOf(spring)).toEqual(['Reservations', 'Revoke']);

    const careers = await card('Engineering careers day');
    expect(within(careers).getByText('Unpublished')).toBeInTheDocument();
    expect(within(careers).getByRole('link', { name: 'Online' })).toHaveAttribute('href', 'https://meet.cmu.test/careers');
    expect(fact(careers, 'Who may join')).toHaveTextContent('All students');
    expect(actionsOf(careers)).toEqual(['Edit', 'Publish', 'Reservations']);
    expect(within(careers).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/school/meetings/12/edit');

    const cancelled = await card('Cancelled fair');
    expect(within(cancelled).getByText('Revoked')).toBeInTheDocument();
    expect(within(cancelled).getByText('Ended')).toBeInTheDocument();
    expect(within(cancelled).getByText('Apology sent: “Cancelled: the hall is closed”')).toBeInTheDocument();
    expect(actionsOf(cancelled)).toEqual(['Reservations']);
    // a fair that is over is not revoked any more (the api refuses it)
    const winter = await card('Winter job fair');
    expect(within(winter).getByText('Ended')).toBeInTheDocument();
    expect(actionsOf(winter)).toEqual(['Reservations']);
    // nor edited: its end is never undone, so a later time would make it nothing anyone could publish
    expect(actionsOf(await card('Forgotten draft'))).toEqual(['Reservations']);

    expect(screen.getByRole('link', { name: 'New job fair' })).toHaveAttribute('href', '/school/meetings/new');
    expect(queryOf(portal.calls.find((call) => call.path.startsWith('/meetings/page'))!.path)).toEqual({ pageNum: '1', pageSize: '10' });
  });

  it('asks the api for one publish status when one is chosen', async () => {
    const portal = renderPortal('/school/meetings', school());
    await card('Spring job fair');
    fireEvent.click(screen.getByRole('button', { name: 'Unpublished' }));
    await waitFor(() => expect(queryOf(portal.calls.filter((call) => call.path.startsWith('/meetings/page')).at(-1)!.path)).toEqual({ pageNum: '1', pageSize: '10', publishStatus: 'unpublished' }));
  });

  it('publishes a fair only after confirmation, says "Publish successful" and fetches the list again', async () => {
    const portal = renderPortal('/school/meetings', school({ 'PUT /meetings/12/publish': { data: { id: 12 } } }));
    fireEvent.click(within(await card('Engineering careers day')).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Engineering careers day”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(portal.calls)).toHaveLength(0);

    fireEvent.click(within(await card('Engineering careers day')).getByRole('button', { name: 'Publish' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Publish successful')).toBeInTheDocument();
    expect(puts(portal.calls).map((call) => call.path)).toEqual(['/meetings/12/publish']);
    await waitFor(() => expect(portal.calls.filter((call) => call.path.startsWith('/meetings/page')).length).toBeGreaterThan(1));
  });

  it('revokes a fair nobody reserved after a plain confirmation, without an apology', async () => {
    let sent: unknown;
    const portal = renderPortal(
      '/school/meetings',
      school({
        'PUT /meetings/13/revoke': (call: Call) => {
          sent = JSON.parse(String(call.body));
          return { data: { id: 13 } };
        },
      }),
    );
    fireEvent.click(within(await card('Autumn job fair')).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Autumn job fair”?' });
    expect(dialog).toHaveTextContent('Nobody has reserved a seat yet.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoke successful')).toBeInTheDocument();
    expect(sent).toEqual({ emailTitle: null, emailContent: null });
    expect(portal.calls.some((call) => call.path.includes('/apology-draft'))).toBe(false);
  });

  it('requires the apology, prefilled from the draft, when seekers hold a place, and sends what the school wrote', async () => {
    let sent: unknown;
    const portal = renderPortal(
      '/school/meetings',
      school({
        'GET /meetings/11/apology-draft': { data: { emailTitle: 'Cancelled: Spring job fair', emailContent: 'Dear participant,\n\nWe are sorry.' } },
        'PUT /meetings/11/revoke': (call: Call) => {
          sent = JSON.parse(String(call.body));
          return { data: { id: 11 } };
        },
      }),
    );
    fireEvent.click(within(await card('Spring job fair')).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Spring job fair”?' });
    expect(dialog).toHaveTextContent('Students holding a seat or a waitlist place: 125.');
    const title = within(dialog).getByRole('textbox', { name: /Apology e-mail title/ });
    const content = within(dialog).getByRole('textbox', { name: /Apology e-mail content/ });
    await waitFor(() => expect(title).toHaveValue('Cancelled: Spring job fair'));
    expect(content).toHaveValue('Dear participant,\n\nWe are sorry.');
    // the draft's time is written in the school's own zone, as the page shows it
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(portal.calls.find((call) => call.path.includes('/apology-draft'))?.path).toBe(`/meetings/11/apology-draft?timeZone=${encodeURIComponent(zone)}`);

    // emptied, the apology is refused before anything is sent
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.change(content, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(puts(portal.calls)).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Spring job fair is cancelled' } });
    fireEvent.change(content, { target: { value: 'We are sorry: the hall is closed for repairs.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoke successful')).toBeInTheDocument();
    expect(sent).toEqual({ emailTitle: 'Spring job fair is cancelled', emailContent: 'We are sorry: the hall is closed for repairs.' });
  });

  it('keeps the apology typed and shows the api’s field error when the revoke is refused', async () => {
    renderPortal(
      '/school/meetings',
      school({
        'GET /meetings/11/apology-draft': { code: 'B0001', status: 500, msg: 'Unexpected error' },
        'PUT /meetings/11/revoke': { code: 'A0402', status: 400, msg: 'Invalid input', data: { errors: { emailContent: 'Must be at most 20000 characters' } } },
      }),
    );
    fireEvent.click(within(await card('Spring job fair')).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Spring job fair”?' });
    expect(await within(dialog).findByText('The prepared apology could not be loaded: write it yourself.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Apology e-mail title/ }), { target: { value: 'Cancelled' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Apology e-mail content/ }), { target: { value: 'Sorry.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Must be at most 20000 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Apology e-mail title/ })).toHaveValue('Cancelled');
  });

  it('says "Failed to get meeting list" and tries again on request', async () => {
    let attempts = 0;
    renderPortal(
      '/school/meetings',
      school({
        'GET /meetings/page': () => {
          attempts += 1;
          return attempts === 1 ? { code: 'B0001', status: 500, msg: 'Unexpected error' } : pageOf([published]);
        },
      }),
    );
    expect(await screen.findByText('Failed to get meeting list')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Spring job fair')).toBeInTheDocument();
  });

  it('invites a school without fairs to create one', async () => {
    renderPortal('/school/meetings', school({ 'GET /meetings/page': pageOf([]) }));
    expect(await screen.findByText('You have no job fair yet. Create one: students can reserve once you publish it.')).toBeInTheDocument();
  });

  it('says why a school awaiting approval cannot hold fairs, and lists none', async () => {
    const portal = renderPortal('/school/meetings', school({ 'GET /registrations/mine': schoolApplication(0) }));
    expect(await screen.findByText('You cannot hold job fairs yet')).toBeInTheDocument();
    expect(screen.getByText(/has not been approved yet/)).toBeInTheDocument();
    expect(portal.calls.some((call) => call.path.startsWith('/meetings'))).toBe(false);
  });

  it('refuses the school pages to accounts that are not school admins', async () => {
    renderPortal('/school/meetings', { 'GET /users/me': signedInAs(['PUBLISHER']), 'GET /notices/my-page': pageOf([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('offers the school admin their job fairs in the main navigation and the user menu', async () => {
    renderPortal('/school/meetings', school());
    await card('Spring job fair');
    // in place of the employers' registration, which is not for a school
    const navigation = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(navigation.getByRole('link', { name: 'My job fairs' })).toHaveAttribute('href', '/school/meetings');
    expect(navigation.queryByRole('link', { name: 'For employers' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'My job fairs' })).toHaveAttribute('href', '/school/meetings');
  });
});
