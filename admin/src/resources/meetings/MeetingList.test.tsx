import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fail, fakeApi, ok } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { MeetingList } from './MeetingList';
import { meetingView, pageOf, schoolRoutes } from './meetingTestData';

const published = meetingView();
const draft = meetingView({
  id: 8,
  schoolId: 32,
  schoolName: 'Vientiane Polytechnic',
  title: 'IT careers day',
  publishStatus: 'unpublished',
  studentScope: 'all',
  reservationCount: 0,
  waitlistCount: 0,
  capacity: 40,
  startTime: '2027-04-01 13:00:00',
  endTime: '2027-04-01 17:00:00',
});
const meetings = [published, draft];

let api: ReturnType<typeof fakeApi>;
let isFailing = false;
const pageCalls = () => api.calls('GET', '/api/v1/meetings/page');
/** The last list query, paging and sorting left out. */
const lastQuery = () => {
  const query = new URLSearchParams(pageCalls().at(-1)!.url.searchParams);
  for (const paging of ['pageNum', 'pageSize', 'sortField', 'sortOrder']) query.delete(paging);
  return [...query.entries()];
};

beforeEach(() => {
  window.location.hash = '';
  isFailing = false;
  clearDictionaryCache();
  api = stubApi({
    'GET /api/v1/meetings/page': ({ url }) => {
      if (isFailing) return fail(500, 'B0001', 'Unexpected server error');
      const query = url.searchParams;
      return ok(
        pageOf(
          meetings.filter(
            (meeting) =>
              (!query.get('schoolId') || meeting.schoolId === Number(query.get('schoolId'))) &&
              (!query.get('publishStatus') || meeting.publishStatus === query.get('publishStatus')) &&
              (!query.get('keywords') || meeting.title.includes(query.get('keywords')!)),
          ),
        ),
      );
    },
    'GET /api/v1/meetings/export': () => ({
      raw: new Uint8Array([0x50, 0x4b, 3, 4]),
      headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename=meetings.xlsx' },
    }),
    ...schoolRoutes,
  });
  URL.createObjectURL = () => 'blob:test/meetings';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

const staff = ['biz:meeting:query'];
const renderList = (perms = staff) => renderAdmin(<MeetingList />, { perms, resource: 'meetings' });
const settled = { timeout: 5000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, settled)).closest('tr')!;

describe('MeetingList', () => {
  it("lists every school's meetings with their times, seats, reservation count and statuses", async () => {
    renderList();
    const row = await rowOf('Spring job fair 2027');
    for (const text of ['Chiang Mai Technical College', '2027-03-10 09:00:00', '2027-03-10 16:00:00', 'Students of our school only', '120', 'Published', 'Ongoing']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText('2')).toBeInTheDocument();
    const draftRow = await rowOf('IT careers day');
    for (const text of ['Vientiane Polytechnic', 'All students', 'Unpublished', '40']) expect(within(draftRow).getByText(text)).toBeInTheDocument();
    for (const header of ['Title', 'School', 'Start time', 'End time', 'Seats', 'Reservations', 'Publish status', 'End status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    const first = pageCalls()[0]!.url.searchParams;
    expect([first.get('sortField'), first.get('sortOrder')]).toEqual(['startTime', 'desc']);
  });

  it('filters by school, publish status and the days the meetings run', async () => {
    renderList();
    await rowOf('Spring job fair 2027');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'School' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Vientiane Polytechnic' }, settled));
    await waitFor(() => expect(lastQuery()).toEqual([['schoolId', '32']]), settled);
    await waitFor(() => expect(screen.queryByText('Spring job fair 2027')).toBeNull(), settled);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Publish status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Unpublished' }, settled));
    await waitFor(() => expect(lastQuery()).toContainEqual(['publishStatus', 'unpublished']), settled);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-04-30' } });
    await waitFor(
      () =>
        expect(lastQuery()).toEqual([
          ['schoolId', '32'],
          ['publishStatus', 'unpublished'],
          ['from', '2027-03-01'],
          ['to', '2027-04-30'],
        ]),
      settled,
    );
    expect(await rowOf('IT careers day')).toBeInTheDocument();
  });

  it('says when nothing matches, and "Failed to get meeting list" when the list cannot be read', async () => {
    const view = renderList();
    await rowOf('Spring job fair 2027');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Nothing like it' } });
    expect(await screen.findByText('No job fair matches these filters.', {}, settled)).toBeInTheDocument();
    view.unmount();

    window.location.hash = '';
    isFailing = true;
    renderList();
    expect((await screen.findAllByText('Failed to get meeting list', {}, settled)).length).toBeGreaterThan(0);
  });

  it('exports what the list shows for biz:meeting:export, and offers Add only with biz:meeting:add', async () => {
    const view = renderList();
    await rowOf('Spring job fair 2027');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add job fair' })).toBeNull();
    view.unmount();

    renderList([...staff, 'biz:meeting:export', 'biz:meeting:add']);
    await rowOf('Spring job fair 2027');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Publish status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Published' }, settled));
    await waitFor(() => expect(lastQuery()).toEqual([['publishStatus', 'published']]), settled);
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }, settled));
    await waitFor(() => expect(api.calls('GET', '/api/v1/meetings/export')).toHaveLength(1));
    expect(Object.fromEntries(api.calls('GET', '/api/v1/meetings/export')[0]!.url.searchParams)).toEqual({ publishStatus: 'published', sortField: 'startTime', sortOrder: 'desc' });
    expect(screen.getByRole('button', { name: 'Add job fair' })).toBeInTheDocument();
  });
});
