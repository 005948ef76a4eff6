import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, type Handler, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { queryOf } from '../../jobs/testing/jobFixtures';
import { meetingView, reservationRow, schoolApplication } from './testing/meetingFixtures';

const fair = meetingView({ id: 11, capacity: 2, reservationCount: 2, waitlistCount: 1 });
const rows = [
  reservationRow({ seekerId: 21, seekerName: 'Mali Sisavath', reservedTime: '2099-03-01 10:15:00', reservedAt: '2099-03-01T10:15:00' }),
  reservationRow({ seekerId: 22, seekerName: 'Anan Chaiyo', school: null, reservedTime: '2099-03-01 11:00:00', reservedAt: '2099-03-01T11:00:00' }),
  reservationRow({ seekerId: 23, seekerName: 'Nok Phet', status: 'waitlisted', position: 1, reservedTime: '2099-03-02 08:30:00', reservedAt: '2099-03-02T08:30:00' }),
];
const school = (extra: Record<string, Handler | object> = {}) => ({
  'GET /users/me': signedInAs(['SCHOOL_ADMIN'], 'CMU careers office'),
  'GET /notices/my-page': pageOf([]),
  'GET /registrations/mine': schoolApplication(1),
  'GET /meetings/11': { data: fair },
  'GET /meetings/11/reservations': pageOf(rows),
  ...extra,
});
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

const originalObjectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = () => 'blob:test/file';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
afterEach(() => {
  URL.createObjectURL = originalObjectUrls.create;
  URL.revokeObjectURL = originalObjectUrls.revoke;
  vi.restoreAllMocks();
});

describe("a job fair's reservations (/school/meetings/:id/reservations)", () => {
  it('lists who reserved, their school, status, waitlist place and time, under the fair’s counts and actions', async () => {
    renderPortal('/school/meetings/11/reservations', school());
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservations: Spring job fair' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2 seats reserved · 1 on the waitlist')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Actions for Spring job fair' })).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    // the content as students read it (the api's sanitised rich text)
    expect(within(screen.getByRole('region', { name: 'Content' })).getByText('forty', { selector: 'strong' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    expect(cellsOf(table)).toEqual([
      ['Mali Sisavath', 'Chiang Mai University', 'Reserved', '—', expect.stringMatching(/^Mar 1, 2099, 10:15\s?AM$/)],
      ['Anan Chaiyo', 'Not declared', 'Reserved', '—', expect.stringMatching(/^Mar 1, 2099, 11:00\s?AM$/)],
      ['Nok Phet', 'Chiang Mai University', 'On the waitlist', '1', expect.stringMatching(/^Mar 2, 2099, 8:30\s?AM$/)],
    ]);
  });

  it('asks the api for one status when one is chosen', async () => {
    const portal = renderPortal('/school/meetings/11/reservations', school());
    await screen.findByRole('table', { name: 'Reservations' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'On the waitlist' }));
    await waitFor(() =>
      expect(queryOf(portal.calls.filter((call) => call.path.startsWith('/meetings/11/reservations?')).at(-1)!.path)).toEqual({ pageNum: '1', pageSize: '20', status: 'waitlisted' }),
    );
  });

  it('exports the list as a spreadsheet with the session’s token', async () => {
    const portal = renderPortal(
      '/school/meetings/11/reservations',
      school({
        'GET /meetings/11/reservations/export': () =>
          new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['meeting-11-reservations.xlsx']));
    const call = portal.calls.find((each: Call) => each.path.startsWith('/meetings/11/reservations/export'))!;
    expect(call.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('says when the export cannot be downloaded', async () => {
    renderPortal('/school/meetings/11/reservations', school({ 'GET /meetings/11/reservations/export': { code: 'B0001', status: 500, msg: 'Unexpected error' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says nobody reserved yet', async () => {
    renderPortal('/school/meetings/11/reservations', school({ 'GET /meetings/11': { data: meetingView({ id: 11, reservationCount: 0 }) }, 'GET /meetings/11/reservations': pageOf([]) }));
    expect(await screen.findByText('Nobody has reserved yet.')).toBeInTheDocument();
  });

  it('says "Failed to get meeting details" when the fair cannot be loaded', async () => {
    renderPortal('/school/meetings/11/reservations', school({ 'GET /meetings/11': { code: 'B0001', status: 500, msg: 'Unexpected error' } }));
    expect(await screen.findByText('Failed to get meeting details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
