import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fail, fakeApi, ok } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { configRoute, counselorDetail, counselorView, dictionaryRoute, pageOf } from '../consult-orders/consultTestData';
import { CounselorList } from './CounselorList';

const malee = counselorView();
const khamla = counselorView({ id: 6, name: 'Khamla Vongsa', title: 'HR advisor', specialties: ['resume'], languages: ['lo'], price: 0, modes: ['online'], status: 'inactive', rating: null, ratingCount: 0 });
const counselors = [malee, khamla];

let api: ReturnType<typeof fakeApi>;
let isFailing = false;
const pageCalls = () => api.calls('GET', '/api/v1/counselors/page');
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
    ...configRoute,
    ...dictionaryRoute,
    'GET /api/v1/counselors/page': ({ url }) => {
      if (isFailing) return fail(500, 'B0001', 'Unexpected server error');
      const query = url.searchParams;
      return ok(
        pageOf(
          counselors.filter(
            (counselor) =>
              (!query.get('status') || counselor.status === query.get('status')) &&
              (!query.get('specialty') || counselor.specialties.includes(query.get('specialty')!)) &&
              (!query.get('language') || (counselor.languages as string[]).includes(query.get('language')!)),
          ),
        ),
      );
    },
    'GET /api/v1/users/options': () => ok([{ value: 30, label: 'Noy Sengdara' }, { value: 31, label: 'Anan Boonmee' }]),
    'POST /api/v1/counselors': () => ok(counselorDetail({ id: 30, name: 'Noy Sengdara' })),
  });
});
afterEach(() => vi.unstubAllGlobals());

const staff = ['biz:counselor:query'];
const renderList = (perms = staff) => renderAdmin(<CounselorList />, { perms, resource: 'counselors' });
const settled = { timeout: 5000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, settled)).closest('tr')!;

describe('CounselorList', () => {
  it('lists every counselor with specialties by their dictionary labels, languages, price, length, ways, rating and status', async () => {
    renderList();
    const row = await rowOf('Dr. Malee Srisuk');
    await waitFor(() => expect(within(row).getByText('Career change, Interview practice')).toBeInTheDocument(), settled);
    for (const text of ['Career coach', 'Thai, English', '60 min', 'Online, In person', '4.5 ★ (2 ratings)', 'Active']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText(/1,500/)).toBeInTheDocument();
    const other = await rowOf('Khamla Vongsa');
    for (const text of ['Free', 'Lao', 'Not rated yet', 'Inactive', 'Resume review']) expect(within(other).getByText(text)).toBeInTheDocument();
    const first = pageCalls()[0]!.url.searchParams;
    expect([first.get('sortField'), first.get('sortOrder')]).toEqual(['name', 'asc']);
  });

  it('filters by status, specialty and language, and says when nothing matches or the list fails', async () => {
    const view = renderList();
    await rowOf('Dr. Malee Srisuk');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }, settled));
    await waitFor(() => expect(lastQuery()).toEqual([['status', 'inactive']]), settled);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Specialties' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Interview practice' }, settled));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lao' }, settled));
    await waitFor(
      () =>
        expect(lastQuery()).toEqual([
          ['status', 'inactive'],
          ['specialty', 'interview'],
          ['language', 'lo'],
        ]),
      settled,
    );
    expect(await screen.findByText('No counselor matches these filters.', {}, settled)).toBeInTheDocument();
    view.unmount();

    window.location.hash = '';
    isFailing = true;
    renderList();
    expect((await screen.findAllByText('The counselors could not be loaded.', {}, settled)).length).toBeGreaterThan(0);
  });

  it('offers Add only with biz:counselor:add, and makes a picked user account a counselor with a biography per language spoken', async () => {
    const view = renderList();
    await rowOf('Dr. Malee Srisuk');
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Add counselor' })).toBeNull();
    view.unmount();

    renderList([...staff, 'biz:counselor:add']);
    await rowOf('Dr. Malee Srisuk');
    fireEvent.click(await screen.findByRole('button', { name: 'Add counselor' }, settled));
    const dialog = await screen.findByRole('dialog', { name: 'Add counselor' }, settled);
    expect(within(dialog).getByText('Per session in THB; 0 makes the sessions free.')).toBeInTheDocument();

    const account = within(dialog).getByRole('combobox', { name: 'User account' });
    fireEvent.change(account, { target: { value: 'Noy' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Noy Sengdara' }, settled));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Noy Sengdara'), settled);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Career counselor' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Specialties' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Resume review' }, settled));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Lao' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Thai' }));

    // a biography is asked in each language spoken
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Write the biography in each language spoken', {}, settled)).length).toBeGreaterThan(0);
    expect(api.calls('POST', '/api/v1/counselors')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Biography in Lao' }), { target: { value: 'ທີ່ປຶກສາອາຊີບ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Biography in Thai' }), { target: { value: 'ที่ปรึกษาอาชีพ' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Price per session' }), { target: { value: '500' } });
    // (jsdom does not resubmit the form from the Save button's second click; the first click's check is above)
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(api.calls('POST', '/api/v1/counselors')).toHaveLength(1), settled);
    expect(JSON.parse(api.calls('POST', '/api/v1/counselors')[0]!.body!)).toEqual({
      userId: 30,
      name: 'Noy Sengdara',
      avatarUrl: null,
      title: 'Career counselor',
      specialties: ['resume'],
      languages: ['lo', 'th'],
      biographies: { lo: 'ທີ່ປຶກສາອາຊີບ', th: 'ที่ปรึกษาอาชีพ' },
      price: 500,
      sessionMinutes: 60,
      modes: ['online'],
      place: null,
      status: 'active',
    });
    expect(await screen.findByText('The counselor was added.', {}, settled)).toBeInTheDocument();
  });
});
