import type { MeetingView } from '@jobmarket/contracts/meetings/views';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { MeetingShow } from './MeetingShow';
import { meetingHistory, meetingView, pageOf, reservationRows, schoolRoutes } from './meetingTestData';

const MEETING = '/api/v1/meetings/7';
const everything = ['biz:meeting:query', 'biz:meeting:edit', 'biz:meeting:publish', 'biz:meeting:revoke', 'biz:meeting:export', 'biz:meeting:student'];
const apology = { emailTitle: 'ขออภัย: ยกเลิกงาน Spring job fair 2027', emailContent: 'เรียนผู้เข้าร่วมงาน\nงานนี้ถูกยกเลิก' };

let api: ReturnType<typeof fakeApi>;

function renderShow(record: MeetingView, perms = everything, routes: Record<string, FakeRoute> = {}) {
  api = stubApi({
    [`GET ${MEETING}`]: () => ok(record),
    [`GET ${MEETING}/history`]: () => ok(meetingHistory),
    [`GET ${MEETING}/reservations`]: ({ url }) => ok(pageOf(reservationRows.filter((row) => !url.searchParams.get('status') || row.status === url.searchParams.get('status')))),
    [`GET ${MEETING}/apology-draft`]: () => ok(apology),
    [`PUT ${MEETING}/publish`]: () => ok({ id: 7 }),
    [`PUT ${MEETING}/revoke`]: () => ok({ id: 7 }),
    ...schoolRoutes,
    ...routes,
  });
  return renderAdmin(<MeetingShow id={7} />, { perms, resource: 'meetings' });
}

beforeEach(() => {
  window.location.hash = '';
  clearDictionaryCache();
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
const valueOf = (label: string) => screen.getAllByText(label, { selector: '.MuiTypography-caption' })[0]!.nextSibling as HTMLElement;
const putBodies = (path: string) => api.calls('PUT', path).map((call) => (call.body ? (JSON.parse(call.body) as unknown) : undefined));

describe('MeetingShow', () => {
  it('shows the details, the content as formatted text without its script, and the reservations with status and place', async () => {
    renderShow(meetingView());
    expect((await screen.findAllByText('Chiang Mai Technical College', {}, settled)).length).toBeGreaterThan(0);
    expect(valueOf('Title')).toHaveTextContent('Spring job fair 2027');
    expect(valueOf('Who may join')).toHaveTextContent('Students of our school only');
    expect(valueOf('Location')).toHaveTextContent('Main hall');
    expect(valueOf('Reservations')).toHaveTextContent('2 of 120 seats · 1 waiting');
    expect(screen.getByText('twenty employers').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();

    const table = await screen.findByRole('table', { name: 'Reservations' }, settled);
    const waiting = (await within(table).findByText('Vilay Phommachanh', {}, settled)).closest('tr')!;
    expect(within(waiting).getByText('On the waitlist')).toBeInTheDocument();
    expect(within(waiting).getByText('1')).toBeInTheDocument();
    expect(within(within(table).getByText('Somchai Jaidee').closest('tr')!).getByText('Reserved')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Correct school' })).toHaveLength(3);
  });

  it("filters and exports the reservations, and corrects a seeker's school from the list", async () => {
    renderShow(meetingView(), everything, {
      [`GET ${MEETING}/reservations/export`]: () => ({
        raw: new Uint8Array([0x50, 0x4b, 3, 4]),
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename=meeting-7-reservations.xlsx' },
      }),
      'GET /api/v1/students/23/school': () => ok({ seekerId: 23, schoolId: null, schoolName: null }),
      'PUT /api/v1/students/23/school': () => ok({ seekerId: 23, schoolId: 31, schoolName: 'Chiang Mai Technical College' }),
    });
    URL.createObjectURL = () => 'blob:test/reservations';
    URL.revokeObjectURL = () => undefined;
    const table = await screen.findByRole('table', { name: 'Reservations' }, settled);
    await within(table).findByText('Somchai Jaidee', {}, settled);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'On the waitlist' }, settled));
    await waitFor(() => expect(within(table).queryByText('Somchai Jaidee')).toBeNull(), settled);
    expect(api.calls('GET', `${MEETING}/reservations`).at(-1)!.url.searchParams.get('status')).toBe('waitlisted');

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.calls('GET', `${MEETING}/reservations/export`)).toHaveLength(1), settled);
    expect(Object.fromEntries(api.calls('GET', `${MEETING}/reservations/export`)[0]!.url.searchParams)).toEqual({ status: 'waitlisted' });

    fireEvent.click(within(within(table).getByText('Vilay Phommachanh').closest('tr')!).getByRole('button', { name: 'Correct school' }));
    const dialog = await screen.findByRole('dialog', { name: 'School of Vilay Phommachanh' }, settled);
    const school = await within(dialog).findByRole('combobox', { name: 'School' }, settled);
    // the schools load when the picker opens
    await waitFor(() => expect(school).not.toHaveAttribute('aria-disabled'), settled);
    fireEvent.mouseDown(school);
    fireEvent.click(await screen.findByRole('option', { name: 'Chiang Mai Technical College' }, settled));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save school' }));
    await waitFor(() => expect(api.calls('PUT', '/api/v1/students/23/school').map((call) => JSON.parse(call.body!))).toEqual([{ schoolId: 31 }]), settled);
    expect(await screen.findByText('The school was saved.', {}, settled)).toBeInTheDocument();
  });

  it('offers only the actions the status allows and the caller holds', async () => {
    const view = renderShow(meetingView({ publishStatus: 'unpublished', reservationCount: 0, waitlistCount: 0 }));
    expect(await screen.findByRole('button', { name: 'Publish' }, settled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    view.unmount();

    const published = renderShow(meetingView());
    expect(await screen.findByRole('button', { name: 'Revoke' }, settled)).toBeInTheDocument();
    for (const absent of ['Publish', 'Edit']) expect(screen.queryByRole('button', { name: absent })).toBeNull();
    published.unmount();

    const reader = renderShow(meetingView({ publishStatus: 'unpublished' }), ['biz:meeting:query']);
    expect(await screen.findByText('Spring job fair 2027', { selector: '.MuiTypography-body2' }, settled)).toBeInTheDocument();
    await accessChecksSettled();
    for (const absent of ['Publish', 'Edit', 'Revoke', 'Export', 'Correct school']) expect(screen.queryByRole('button', { name: absent })).toBeNull();
    reader.unmount();

    const revoked = renderShow(meetingView({ publishStatus: 'revoked', emailTitle: 'Sorry', emailContent: 'It is off.' }));
    expect(await screen.findByText('Apology e-mail sent', {}, settled)).toBeInTheDocument();
    await accessChecksSettled();
    for (const absent of ['Publish', 'Edit', 'Revoke']) expect(screen.queryByRole('button', { name: absent })).toBeNull();
    revoked.unmount();

    // over: the api refuses any change, so none is offered
    renderShow(meetingView({ endStatus: 'ended' }));
    expect((await screen.findAllByText('Ended', {}, settled)).length).toBeGreaterThan(0);
    await accessChecksSettled();
    for (const absent of ['Publish', 'Edit', 'Revoke']) expect(screen.queryByRole('button', { name: absent })).toBeNull();
  });

  it('publishes after the confirmation and says "Publish successful"', async () => {
    renderShow(meetingView({ publishStatus: 'unpublished', reservationCount: 0, waitlistCount: 0 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }, settled));
    const dialog = await screen.findByRole('dialog', {}, settled);
    expect(within(dialog).getByText(/Publish "Spring job fair 2027"\?/)).toBeInTheDocument();
    expect(api.calls('PUT', `${MEETING}/publish`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('PUT', `${MEETING}/publish`)).toHaveLength(1), settled);
    expect(await screen.findByText('Publish successful', {}, settled)).toBeInTheDocument();
  });

  it('revokes a meeting with reservations only with the apology, prefilled in the school language', async () => {
    renderShow(meetingView());
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the job fair "Spring job fair 2027"' }, settled);
    expect(within(dialog).getByText(/3 job seekers hold a place/)).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: /Apology e-mail title/ });
    await waitFor(() => expect(title).toHaveValue(apology.emailTitle), settled);
    expect(within(dialog).getByRole('textbox', { name: /Apology e-mail content/ })).toHaveValue(apology.emailContent);

    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls('PUT', `${MEETING}/revoke`)).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Sorry, the fair is off' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(putBodies(`${MEETING}/revoke`)).toEqual([{ emailTitle: 'Sorry, the fair is off', emailContent: apology.emailContent }]), settled);
    expect(await screen.findByText('Revoke successful', {}, settled)).toBeInTheDocument();
  });

  it('revokes a meeting no one reserved without an apology, and keeps the refusal in the dialog', async () => {
    renderShow(meetingView({ reservationCount: 0, waitlistCount: 0 }), everything, {
      [`GET ${MEETING}/apology-draft`]: () => ok({ emailTitle: '', emailContent: '' }),
      [`PUT ${MEETING}/revoke`]: () => fail(409, 'A0440', 'This meeting can no longer be revoked'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }, settled));
    const dialog = await screen.findByRole('dialog', {}, settled);
    expect(within(dialog).getByText(/No one holds a place/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(putBodies(`${MEETING}/revoke`)).toEqual([{ emailTitle: null, emailContent: null }]), settled);
    expect(await within(dialog).findByText('This meeting can no longer be revoked', {}, settled)).toBeInTheDocument();
    expect(screen.queryByText('Revoke successful')).toBeNull();
  });

  it('asks for the apology when someone reserved while the dialog was open (the api answers A0402 on it)', async () => {
    renderShow(meetingView({ reservationCount: 0, waitlistCount: 0 }), everything, {
      [`GET ${MEETING}/apology-draft`]: () => ok({ emailTitle: '', emailContent: '' }),
      [`PUT ${MEETING}/revoke`]: () => fail(400, 'A0402', 'Please check the highlighted fields', { errors: { emailTitle: 'validation.required', emailContent: 'validation.required' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }, settled));
    const dialog = await screen.findByRole('dialog', {}, settled);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(2), settled);
    expect(within(dialog).getByRole('textbox', { name: /Apology e-mail title/ })).toBeRequired();
  });

  it('says "Failed to get meeting details" when the meeting cannot be read', async () => {
    renderShow(meetingView(), everything, { [`GET ${MEETING}`]: () => fail(500, 'B0001', 'Unexpected server error') });
    expect((await screen.findAllByText('Failed to get meeting details', {}, settled)).length).toBeGreaterThan(0);
  });

  it('lists the history: who created, edited, published it and who reserved', async () => {
    renderShow(meetingView());
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }, settled));
    const table = await screen.findByRole('table', { name: 'History' }, settled);
    const edited = within(table).getByText('Edited').closest('tr')!;
    expect(edited).toHaveTextContent('Spring job fair → Spring job fair 2027');
    expect(edited).toHaveTextContent('100 → 120');
    expect(within(table).getByText('Published').closest('tr')!).toHaveTextContent('Unpublished → Published');
    expect(within(table).getByText('Seat reserved').closest('tr')!).toHaveTextContent('Job seeker #21');
  });
});
