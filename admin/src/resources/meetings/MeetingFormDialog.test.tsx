import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { renderAdmin, stubApi } from '../../test/renderAdmin';
import { MeetingFormDialog } from './MeetingFormDialog';
import { meetingView, schoolRoutes } from './meetingTestData';

// tiptap needs a real layout engine; the form's own wiring is what is tested here (as the notice form's test does)
vi.mock('../system/notices/NoticeContentEditor', () => ({ default: () => <TextInput source="content" label="meetings.fields.content" multiline /> }));

let api: ReturnType<typeof fakeApi>;
const config = { variant: 'foreign', apiBase: '/api/v1', realtime: { mqtt: '/mqtt', ws: '/ws' }, chineseEdition: false, timeZone: 'Asia/Bangkok' };

function renderForm(mode: 'create' | 'edit', routes: Record<string, FakeRoute> = {}) {
  api = stubApi({
    'GET /api/v1/platform/client-config': () => ok(config),
    'POST /api/v1/meetings': () => ok(meetingView({ id: 9, publishStatus: 'unpublished' })),
    'GET /api/v1/meetings/7': () => ok(meetingView({ publishStatus: 'unpublished' })),
    'PUT /api/v1/meetings/7': () => ok(meetingView({ publishStatus: 'unpublished' })),
    ...schoolRoutes,
    ...routes,
  });
  return renderAdmin(<MeetingFormDialog mode={mode} id={mode === 'edit' ? 7 : undefined} onClose={() => undefined} />, { perms: ['biz:meeting:query', 'biz:meeting:add', 'biz:meeting:edit'], resource: 'meetings' });
}

const settled = { timeout: 5000 };
const sent = (method: string, path: string) => api.calls(method, path).map((call) => JSON.parse(call.body!) as Record<string, unknown>);
const type = (dialog: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

beforeEach(() => {
  window.location.hash = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('MeetingFormDialog', () => {
  it("creates a meeting for the school staff pick, times typed in the api's zone sent as instants", async () => {
    renderForm('create');
    const dialog = await screen.findByRole('dialog', { name: 'Add job fair' }, settled);
    expect((await within(dialog).findAllByText(/Times in Asia\/Bangkok/, {}, settled)).length).toBe(2);
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /School/ }, settled));
    fireEvent.click(await screen.findByRole('option', { name: 'Vientiane Polytechnic' }, settled));
    type(dialog, /^Title/, 'IT careers day');
    type(dialog, /^Start time/, '2027-04-01T13:00');
    type(dialog, /^End time/, '2027-04-01T17:00');
    type(dialog, /^Location/, 'Hall B');
    type(dialog, /^Seats/, '40');
    type(dialog, /^Content/, '<p>Bring your CV</p>');
    fireEvent.click(within(dialog).getByLabelText('All students'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(sent('POST', '/api/v1/meetings')).toEqual([
          {
            schoolId: 32,
            title: 'IT careers day',
            content: '<p>Bring your CV</p>',
            startTime: '2027-04-01T06:00:00.000Z',
            endTime: '2027-04-01T10:00:00.000Z',
            location: 'Hall B',
            onlineUrl: null,
            capacity: 40,
            studentScope: 'all',
          },
        ]),
      settled,
    );
    expect(await screen.findByText('Add successful', {}, settled)).toBeInTheDocument();
  });

  it('checks the form with the api schema before sending: the end after the start, a place or a link', async () => {
    renderForm('create');
    const dialog = await screen.findByRole('dialog', { name: 'Add job fair' }, settled);
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /School/ }, settled));
    fireEvent.click(await screen.findByRole('option', { name: 'Vientiane Polytechnic' }, settled));
    type(dialog, /^Title/, 'IT careers day');
    type(dialog, /^Start time/, '2027-04-01T13:00');
    type(dialog, /^End time/, '2027-04-01T12:00');
    type(dialog, /^Seats/, '40');
    type(dialog, /^Content/, '<p>Bring your CV</p>');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must be after the start', {}, settled)).toBeInTheDocument();
    expect(within(dialog).getByText('Give a location or an online link')).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/meetings')).toHaveLength(0);
  });

  it('edits from the meeting as the api states it, and says "Edit failed" with the reason when refused', async () => {
    renderForm('edit', { 'PUT /api/v1/meetings/7': () => fail(409, 'A0440', 'This meeting can no longer be edited') });
    const dialog = await screen.findByRole('dialog', { name: 'Edit job fair' }, settled);
    await waitFor(() => expect(within(dialog).getByLabelText(/^Start time/)).toHaveValue('2027-03-10T09:00'), settled);
    expect(within(dialog).queryByRole('combobox', { name: /School/ })).toBeNull();
    type(dialog, /^Seats/, '150');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PUT', '/api/v1/meetings/7')).toHaveLength(1), settled);
    expect(sent('PUT', '/api/v1/meetings/7')[0]).toMatchObject({ capacity: 150, startTime: '2027-03-10T02:00:00.000Z', endTime: '2027-03-10T09:00:00.000Z' });
    expect(sent('PUT', '/api/v1/meetings/7')[0]).not.toHaveProperty('schoolId');
    expect(await screen.findByText('Edit failed: This meeting can no longer be edited', {}, settled)).toBeInTheDocument();
  });

  it('says "Failed to get meeting information" when the meeting to edit cannot be read', async () => {
    renderForm('edit', { 'GET /api/v1/meetings/7': () => fail(500, 'B0001', 'Unexpected server error') });
    expect(await screen.findByText('Failed to get meeting information', {}, settled)).toBeInTheDocument();
  });
});
