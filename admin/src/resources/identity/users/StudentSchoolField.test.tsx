import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { UserList } from './UserList';

const seeker = { id: 7, username: 'somchai', nickname: 'Somchai', deptName: null, mobile: null, status: 1, roleNames: 'Job seeker', createTime: '2026-01-02 10:00:00' };
const clerk = { id: 8, username: 'bob', nickname: 'Bob', deptName: 'Support', mobile: null, status: 1, roleNames: 'Auditor', createTime: '2026-01-03 11:00:00' };
const formOf = (row: { id: number; username: string; nickname: string }, kind: string) => ({ id: row.id, username: row.username, nickname: row.nickname, mobile: null, gender: 0, avatar: null, email: null, status: 1, deptId: null, roleIds: [], kind });

let api: ReturnType<typeof fakeApi>;

function renderUsers(perms: string[]) {
  api = stubApi({
    'GET /api/v1/users': () => ok([seeker, clerk], { 'Content-Range': 'users 0-1/2' }),
    'GET /api/v1/users/7': () => ok(formOf(seeker, 'seeker')),
    'GET /api/v1/users/8': () => ok(formOf(clerk, 'platform')),
    'GET /api/v1/dept/options': () => ok([]),
    'GET /api/v1/roles/options': () => ok([]),
    'GET /api/v1/meetings/schools': () => ok([{ id: 31, name: 'Chiang Mai Technical College' }, { id: 32, name: 'Vientiane Polytechnic' }]),
    'GET /api/v1/students/7/school': () => ok({ seekerId: 7, schoolId: 31, schoolName: 'Chiang Mai Technical College' }),
    'PUT /api/v1/students/7/school': () => ok({ seekerId: 7, schoolId: 32, schoolName: 'Vientiane Polytechnic' }),
  });
  return renderAdmin(<UserList />, { perms });
}

const settled = { timeout: 5000 };
const openEdit = async (username: string) => {
  const row = (await screen.findByText(username, {}, settled)).closest('tr')!;
  fireEvent.click(await within(row).findByRole('button', { name: 'Edit' }, settled));
  return screen.findByRole('dialog', {}, settled);
};

afterEach(() => vi.unstubAllGlobals());

describe("a job seeker's school on their user page", () => {
  it('shows the declared school to staff holding biz:meeting:student and saves a correction on its own', async () => {
    renderUsers(['sys:user:query', 'sys:user:edit', 'biz:meeting:student']);
    const dialog = await openEdit('somchai');
    const school = await within(dialog).findByRole('combobox', { name: 'School' }, settled);
    await waitFor(() => expect(school).toHaveTextContent('Chiang Mai Technical College'), settled);
    fireEvent.mouseDown(school);
    fireEvent.click(await screen.findByRole('option', { name: 'Vientiane Polytechnic' }, settled));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save school' }));
    await waitFor(() => expect(api.calls('PUT', '/api/v1/students/7/school').map((call) => JSON.parse(call.body!))).toEqual([{ schoolId: 32 }]), settled);
    expect(await screen.findByText('The school was saved.', {}, settled)).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/users/7')).toHaveLength(0);
  });

  it('is absent for an account that is not a job seeker, and for staff without biz:meeting:student', async () => {
    const view = renderUsers(['sys:user:query', 'sys:user:edit', 'biz:meeting:student']);
    const dialog = await openEdit('bob');
    expect(await within(dialog).findByLabelText(/Nickname/, {}, settled)).toBeInTheDocument();
    // not a job seeker: no school asked for (the api would answer "not found", a console error in the browser)
    expect(api.calls('GET', '/api/v1/students/8/school')).toHaveLength(0);
    expect(within(dialog).queryByRole('combobox', { name: 'School' })).toBeNull();
    view.unmount();

    renderUsers(['sys:user:query', 'sys:user:edit']);
    const other = await openEdit('somchai');
    expect(await within(other).findByLabelText(/Nickname/, {}, settled)).toBeInTheDocument();
    await accessChecksSettled();
    expect(within(other).queryByRole('combobox', { name: 'School' })).toBeNull();
    expect(api.calls('GET', '/api/v1/students/7/school')).toHaveLength(0);
  });
});
