import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Call, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { fullMeeting, meeting, myReservation, ownSchoolMeeting } from './testing/meetingFixtures';

const noSchool = { data: { seekerId: 7, schoolId: null, schoolName: null } };
const seeker = (extra = {}) => ({
  'GET /users/me': signedInAs(['SEEKER']),
  'GET /notices/my-page': pageOf([]),
  'GET /students/me/school': { data: { seekerId: 7, schoolId: 30, schoolName: 'National University of Laos' } },
  ...extra,
});
const card = async (title: string) => (await screen.findByRole('article', { name: title })) as HTMLElement;
const writes = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

describe('job fairs a job seeker may join (/job-fairs)', () => {
  it('lists them soonest first as the api sends them: when, where, school, seats left or full with the waitlist', async () => {
    const portal = renderPortal('/job-fairs', seeker({ 'GET /meetings/upcoming': pageOf([meeting(), fullMeeting(), ownSchoolMeeting({ reservationStatus: 'reserved' })]) }));
    const first = await card('Spring job fair 2026');
    expect(screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent)).toEqual(['Spring job fair 2026', 'IT careers day', 'Luang Prabang graduates fair']);
    // the instants are written in the reader's zone and language, the day included
    expect(within(first).getByText(/Mar 20, 2026/)).toBeInTheDocument();
    expect(within(first).getByText('Great hall, Dongdok campus')).toBeInTheDocument();
    expect(within(first).getByText('42 of 100 seats left')).toBeInTheDocument();
    expect(within(first).getByText(/National University of Laos · Open to all students/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Reserve a seat' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Details/ })).toHaveAttribute('href', '/job-fairs/12');

    const full = await card('IT careers day');
    expect(within(full).getByText('Full: 3 waiting for a seat')).toBeInTheDocument();
    expect(within(full).getByRole('link', { name: 'Open the online link' })).toHaveAttribute('href', 'https://meet.example.com/it-day');
    expect(within(full).getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();

    const own = await card('Luang Prabang graduates fair');
    expect(within(own).getByText('For the students of Souphanouvong University')).toBeInTheDocument();
    expect(within(own).getByText('You have a seat')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Cancel reservation' })).toBeInTheDocument();
    expect(portal.calls.find((call) => call.path.startsWith('/meetings/upcoming'))?.path).toBe('/meetings/upcoming?pageNum=1&pageSize=10');
    // a seeker with a school sees no invitation to declare one
    expect(screen.queryByRole('link', { name: 'Choose my school' })).not.toBeInTheDocument();
  });

  it('says when none is open, invites a seeker without a school to choose one, and offers to retry a failed list', async () => {
    let fails = true;
    renderPortal(
      '/job-fairs',
      seeker({
        'GET /students/me/school': noSchool,
        'GET /meetings/upcoming': () => (fails ? { code: 'B0001', msg: 'System error', status: 500 } : pageOf([])),
      }),
    );
    expect(await screen.findByText('Failed to get meeting list')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Choose my school' })).toHaveAttribute('href', '/dashboard/profile#my-school');
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No upcoming job fair is open to you right now. Come back soon.')).toBeInTheDocument();
  });

  it('searches by keywords from the first page, and says when nothing matches', async () => {
    const portal = renderPortal('/job-fairs', seeker({ 'GET /meetings/upcoming': (call: Call) => (call.path.includes('keywords=') ? pageOf([]) : pageOf([meeting()])) }));
    await card('Spring job fair 2026');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search job fairs' }), { target: { value: ' nursing ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No job fair matches “nursing”.')).toBeInTheDocument();
    expect(portal.calls.filter((call) => call.path.startsWith('/meetings/upcoming')).at(-1)?.path).toBe('/meetings/upcoming?pageNum=1&pageSize=10&keywords=nursing');
  });

  it('is found in a job seeker’s account menu, and the tabs go between it and my reservations', async () => {
    const portal = renderPortal('/job-fairs/mine', seeker({ 'GET /meetings/upcoming': pageOf([meeting()]), 'GET /meetings/reservations/mine': { data: [] } }));
    expect(await screen.findByRole('link', { name: 'See upcoming job fairs' })).toHaveAttribute('href', '/job-fairs');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Job fairs' }));
    await waitFor(() => expect(portal.location()).toBe('/job-fairs'));
    expect(await screen.findByRole('article', { name: 'Spring job fair 2026' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('tablist', { name: 'Job fairs' })).getByRole('tab', { name: 'My reservations' }));
    await waitFor(() => expect(portal.location()).toBe('/job-fairs/mine'));
  });

  it('is the job seeker’s page: another account gets the access-denied page', async () => {
    renderPortal('/job-fairs', { 'GET /users/me': signedInAs(['PUBLISHER']), 'GET /notices/my-page': pageOf([]) });
    expect(await screen.findByRole('heading', { level: 1, name: /401|not allowed|access/i })).toBeInTheDocument();
  });
});

describe('a job fair’s page (/job-fairs/:id)', () => {
  it('reserves a seat only once confirmed, says "Reserve successful" and then shows the seat', async () => {
    let reserved = false;
    const portal = renderPortal(
      '/job-fairs/12',
      seeker({
        'GET /meetings/12': () => ({ data: reserved ? meeting({ reservationStatus: 'reserved', reservationCount: 59 }) : meeting() }),
        'PUT /meetings/12/reserve': () => {
          reserved = true;
          return { data: { status: 'reserved', position: null } };
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring job fair 2026' })).toBeInTheDocument();
    // the content is the api's sanitised HTML
    expect(screen.getByText('40 employers').tagName).toBe('STRONG');

    fireEvent.click(screen.getByRole('button', { name: 'Reserve a seat' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reserve a seat?' });
    expect(dialog).toHaveTextContent(/Reserve a seat at “Spring job fair 2026”, Mar 20, 2026/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(portal.calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Reserve a seat' }));
    dialog = await screen.findByRole('dialog', { name: 'Reserve a seat?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('Reserve successful')).toBeInTheDocument();
    expect(writes(portal.calls).map((call) => call.path)).toEqual(['/meetings/12/reserve']);
    expect(await screen.findByText('You have a seat')).toBeInTheDocument();
    expect(screen.getByText('41 of 100 seats left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeInTheDocument();
  });

  it('puts the seeker on the waitlist of a full job fair, saying so first, and shows their place after', async () => {
    let waiting = false;
    renderPortal(
      '/job-fairs/13',
      seeker({
        'GET /meetings/13': () => ({ data: waiting ? fullMeeting({ reservationStatus: 'waitlisted', waitlistPosition: 4, waitlistCount: 4 }) : fullMeeting() }),
        'PUT /meetings/13/reserve': () => {
          waiting = true;
          return { data: { status: 'waitlisted', position: 4 } };
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'This job fair is full' });
    expect(dialog).toHaveTextContent('You will be put on the waitlist');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are on the waitlist: number 4')).toBeInTheDocument();
    expect(await screen.findByText('Number 4 on the waitlist')).toBeInTheDocument();
    expect(screen.getByText('Full: 4 waiting for a seat')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel your reservation?' })).toHaveTextContent('You lose your place (number 4)');
  });

  it.each([
    ['another school’s job fair', 'This job fair is for the students of another school'],
    ['a school’s job fair without a declared school', 'This job fair is for the students of its school: choose your school on your profile first'],
  ])('shows the api’s refusal of %s in the reader’s words, with the way to declare a school', async (_case, refusal) => {
    renderPortal(
      '/job-fairs/14',
      seeker({
        'GET /meetings/14': { data: ownSchoolMeeting() },
        'PUT /meetings/14/reserve': { code: 'A0440', msg: refusal, status: 409 },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve a seat' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reserve a seat?' })).getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('Reservation failed')).toBeInTheDocument();
    // the reason stays on the page (the toast goes after six seconds)
    const reason = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((alert) => alert.textContent?.startsWith(refusal));
      if (!found) throw new Error('the reason is not on the page');
      return found;
    });
    expect(within(reason).getByRole('link', { name: 'Choose your school on your profile' })).toHaveAttribute('href', '/dashboard/profile#my-school');
  });

  it('says the job fair is not open to the seeker when the api hides it, and "Failed to get meeting details" on a failure', async () => {
    const hidden = renderPortal('/job-fairs/99', seeker({ 'GET /meetings/99': { code: 'A0606', msg: 'Not found', status: 404 }, 'GET /students/me/school': noSchool }));
    expect(await screen.findByText('This job fair does not exist or is not open to you.')).toBeInTheDocument();
    // it may be a school's fair for its own students: a seeker without a school is told how to declare one
    expect(await screen.findByRole('link', { name: 'Choose your school on your profile' })).toHaveAttribute('href', '/dashboard/profile#my-school');
    hidden.unmount();

    renderPortal('/job-fairs/12', seeker({ 'GET /meetings/12': { code: 'B0001', msg: 'System error', status: 500 } }));
    expect(await screen.findByText('Failed to get meeting details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('my reservations (/job-fairs/mine)', () => {
  it('cancels a seat only once confirmed, says "Cancel reservation successful" and asks for the list again', async () => {
    let cancelled = false;
    const portal = renderPortal(
      '/job-fairs/mine',
      seeker({
        'GET /meetings/reservations/mine': () => ({ data: cancelled ? [] : [myReservation(), myReservation({ meeting: fullMeeting({ reservationStatus: 'waitlisted', waitlistPosition: 2 }), status: 'waitlisted', position: 2 })] }),
        'PUT /meetings/12/cancel-reservation': () => {
          cancelled = true;
          return { data: null };
        },
      }),
    );
    const seat = await card('Spring job fair 2026');
    expect(within(seat).getByText(/^Reserved Mar 1, 2026/)).toBeInTheDocument();
    expect(within(await card('IT careers day')).getByText('Number 2 on the waitlist')).toBeInTheDocument();

    fireEvent.click(within(seat).getByRole('button', { name: 'Cancel reservation' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel your reservation?' });
    expect(dialog).toHaveTextContent('Give up your seat at “Spring job fair 2026”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(portal.calls)).toEqual([]);

    fireEvent.click(within(seat).getByRole('button', { name: 'Cancel reservation' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel your reservation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Cancel reservation successful')).toBeInTheDocument();
    expect(writes(portal.calls).map((call) => call.path)).toEqual(['/meetings/12/cancel-reservation']);
    expect(await screen.findByText('You have no reservation yet.')).toBeInTheDocument();
  });

  it('says which job fairs were cancelled by their school or have ended, with no seats or actions left there', async () => {
    renderPortal(
      '/job-fairs/mine',
      seeker({
        'GET /meetings/reservations/mine': {
          data: [
            myReservation({ meeting: meeting({ id: 15, title: 'Autumn fair', publishStatus: 'revoked', reservationStatus: 'reserved' }) }),
            myReservation({ meeting: meeting({ id: 16, title: 'Winter fair', endStatus: 'ended', reservationStatus: 'reserved' }) }),
          ],
        },
      }),
    );
    const revoked = await card('Autumn fair');
    expect(within(revoked).getByText('Cancelled by the school')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
    // no "seats left" on a fair that will not take place
    expect(within(revoked).queryByText(/seats left/)).not.toBeInTheDocument();
    const ended = await card('Winter fair');
    expect(within(ended).getByText('This job fair has ended')).toBeInTheDocument();
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it('writes when the seat was taken on the reader’s clock', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      renderPortal('/job-fairs/mine', seeker({ 'GET /meetings/reservations/mine': { data: [myReservation({ reservedTime: '2026-03-01 15:30:00', reservedAt: '2026-03-01T08:30:00.000Z' })] } }));
      // the api's reservedTime is on its own (Vientiane) clock; the instant reads 08:30 to a UTC reader
      expect(await within(await card('Spring job fair 2026')).findByText('Reserved Mar 1, 2026, 8:30 AM')).toBeInTheDocument();
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });


  it('says "Cancel reservation failed" with the api’s reason when the job fair closed meanwhile', async () => {
    renderPortal(
      '/job-fairs/mine',
      seeker({
        'GET /meetings/reservations/mine': { data: [myReservation()] },
        'PUT /meetings/12/cancel-reservation': { code: 'A0440', msg: 'This job fair is not open for reservations', status: 409 },
      }),
    );
    fireEvent.click(within(await card('Spring job fair 2026')).getByRole('button', { name: 'Cancel reservation' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel your reservation?' })).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Cancel reservation failed')).toBeInTheDocument();
    expect(await screen.findByText('This job fair is not open for reservations')).toBeInTheDocument();
    // not a school matter: no invitation to declare one
    expect(screen.queryByRole('link', { name: 'Choose your school on your profile' })).not.toBeInTheDocument();
  });
});
