import { fireEvent, screen, within } from '@testing-library/react';
import { TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { renderAdmin, stubApi } from '../../test/renderAdmin';
import { NoticeList } from './NoticeList';

// tiptap cannot load under Node here (the install nests a mismatched @tiptap/core; the Vite build dedupes it), so the
// lazy editor is a plain text field in these tests; the e2e test types into the real one
vi.mock('./NoticeContentEditor', () => ({ default: () => <TextInput source="content" multiline /> }));

const rows = [
  { id: 1, title: 'Maintenance window', publishStatus: 0, type: '2', publisherName: 'Root', level: 'H', publishTime: null, isRead: 0, targetType: 1, createTime: '2026-01-02 10:00:00', revokeTime: null },
  { id: 2, title: 'Holiday', publishStatus: 1, type: '4', publisherName: 'Root', level: 'L', publishTime: '2026-01-03 09:00:00', isRead: 0, targetType: 2, createTime: '2026-01-02 11:00:00', revokeTime: null },
  { id: 3, title: 'Old news', publishStatus: -1, type: '99', publisherName: 'Root', level: 'M', publishTime: '2026-01-01 09:00:00', isRead: 1, targetType: 1, createTime: '2026-01-01 08:00:00', revokeTime: '2026-01-01 12:00:00' },
];
const dictionaries = [
  { name: 'Notice type', dictCode: 'notice_type', dictDataList: [{ value: '2', label: 'System maintenance', tagType: 'primary' }, { value: '4', label: 'Holiday notice', tagType: 'success' }, { value: '99', label: 'Other', tagType: 'info' }] },
  { name: 'Notice level', dictCode: 'notice_level', dictDataList: [{ value: 'L', label: 'Low' }, { value: 'M', label: 'Medium' }, { value: 'H', label: 'High' }] },
];

let api: ReturnType<typeof fakeApi>;

function renderList(perms: string[], overrides: Record<string, FakeRoute> = {}) {
  api = stubApi({
    'GET /api/v1/notices': () => ok(rows, { 'Content-Range': 'notices 0-2/3' }),
    'GET /api/v1/dict/list': () => ok(dictionaries),
    'GET /api/v1/users/options': () => ok([{ value: 7, label: 'Alice' }, { value: 8, label: 'Bob' }]),
    ...overrides,
  });
  return renderAdmin(<NoticeList />, { perms });
}

const allNoticePerms = ['query', 'add', 'edit', 'delete', 'publish', 'revoke'].map((action) => `sys:notice:${action}`);
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

beforeEach(() => clearDictionaryCache());
afterEach(() => vi.unstubAllGlobals());

describe('NoticeList', () => {
  it('shows each notice with its status, and its type and level as the dictionaries name them', async () => {
    renderList(['sys:notice:query']);
    const draft = await rowOf('Maintenance window');
    expect(within(draft).getByText('Unpublished')).toBeInTheDocument();
    expect(await within(draft).findByText('System maintenance')).toBeInTheDocument();
    expect(within(draft).getByText('High')).toBeInTheDocument();
    expect(within(draft).getByText('All users')).toBeInTheDocument();
    expect(within(await rowOf('Holiday')).getByText('Published')).toBeInTheDocument();
    expect(within(await rowOf('Holiday')).getByText('Specific users')).toBeInTheDocument();
    expect(within(await rowOf('Old news')).getByText('Revoked')).toBeInTheDocument();
  });

  it('offers only the actions the state allows: edit, publish and delete a draft or a revoked one, revoke a published one', async () => {
    renderList(allNoticePerms);
    const names = (row: HTMLElement) => within(row).getAllByRole('button').map((button) => button.textContent?.trim()).filter(Boolean);
    expect(names(await rowOf('Maintenance window'))).toEqual(['View', 'Edit', 'Publish', 'Delete']);
    expect(names(await rowOf('Holiday'))).toEqual(['View', 'Revoke']);
    // the origin offers publish and edit on anything not published (issue 11 §4)
    expect(names(await rowOf('Old news'))).toEqual(['View', 'Edit', 'Publish', 'Delete']);
  });

  it('shows no changing actions to a user who may only look', async () => {
    renderList(['sys:notice:query']);
    const draft = await rowOf('Maintenance window');
    expect(within(draft).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New notice' })).not.toBeInTheDocument();
  });

  it('publishes only after confirmation', async () => {
    renderList(allNoticePerms, { 'PUT /api/v1/notices/1/publish': () => ok({ ...rows[0], publishStatus: 1 }) });
    fireEvent.click(within(await rowOf('Maintenance window')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Publish "Maintenance window"\?/)).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/notices/1/publish')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: /Confirm/i }));
    expect(await screen.findByText('Publish successful')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/notices/1/publish')).toHaveLength(1);
  });

  it('says "Operation cancelled" and publishes nothing when the user backs out', async () => {
    renderList(allNoticePerms);
    fireEvent.click(within(await rowOf('Maintenance window')).getByRole('button', { name: 'Publish' }));
    fireEvent.click(await screen.findByRole('button', { name: /Cancel/i }));
    expect(await screen.findByText('Operation cancelled')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/notices/1/publish')).toHaveLength(0);
  });

  it('revokes a published notice after confirmation', async () => {
    renderList(allNoticePerms, { 'PUT /api/v1/notices/2/revoke': () => ok({ ...rows[1], publishStatus: -1 }) });
    fireEvent.click(within(await rowOf('Holiday')).getByRole('button', { name: 'Revoke' }));
    fireEvent.click(await screen.findByRole('button', { name: /Confirm/i }));
    expect(await screen.findByText('Revoke successful')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/notices/2/revoke')).toHaveLength(1);
  });

  it('creates a notice for chosen users from the dialog and sends only the form fields', async () => {
    renderList(allNoticePerms, { 'POST /api/v1/notices': (request) => ok({ id: 9, ...JSON.parse(request.body!) }) });
    fireEvent.click(await screen.findByRole('button', { name: 'New notice' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Team lunch' } });
    fireEvent.mouseDown(within(dialog).getByLabelText(/Type/));
    fireEvent.click(await within(await screen.findByRole('listbox')).findByText('Holiday notice'));
    fireEvent.click(within(dialog).getByLabelText('Specific users'));
    const users = await within(dialog).findByLabelText(/Users/);
    fireEvent.change(users, { target: { value: 'Ali' } });
    fireEvent.click(await within(await screen.findByRole('listbox')).findByText('Alice'));
    fireEvent.change(await within(dialog).findByLabelText(/Content/), { target: { value: '<p>Friday at noon</p>' } });
    fireEvent.click(within(dialog).getByText('Save'));

    expect(await screen.findByText('Add successful')).toBeInTheDocument();
    const [created] = api.calls('POST', '/api/v1/notices');
    expect(JSON.parse(created!.body!)).toEqual({ title: 'Team lunch', content: '<p>Friday at noon</p>', type: '4', level: 'L', targetType: 2, targetUserIds: ['7'] });
  });

  it('shows the rendered content in the detail dialog', async () => {
    renderList(['sys:notice:query'], {
      'GET /api/v1/notices/2/detail': () =>
        ok({ id: 2, title: 'Holiday', content: '<p>Closed on <strong>Monday</strong></p><script>alert(1)</script>', type: '4', level: 'L', publisherName: 'Root', publishTime: '2026-01-03 09:00:00', publishStatus: 1, isRead: 0 }),
    });
    fireEvent.click(within(await rowOf('Holiday')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holiday' });
    expect((await within(dialog).findByText('Monday')).tagName).toBe('STRONG');
    expect(dialog.innerHTML).not.toContain('<script');
  });
});
