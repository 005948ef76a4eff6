import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { renderAdmin, stubApi } from '../../test/renderAdmin';
import { configRoute, counselorDetail, dictionaryRoute } from '../consult-orders/consultTestData';
import { CounselorFormDialog, counselorFormErrors, toCounselorBody } from './CounselorFormDialog';

let api: ReturnType<typeof fakeApi>;

function renderEdit(routes: Record<string, FakeRoute> = {}) {
  api = stubApi({
    ...configRoute,
    ...dictionaryRoute,
    'GET /api/v1/counselors/5': () => ok(counselorDetail({ avatarUrl: '/api/v1/counselors/5/avatar' })),
    'PUT /api/v1/counselors/5': () => ok(counselorDetail()),
    'POST /api/v1/files': () => ok({ name: 'malee.png', url: '/api/v1/files/3f1c2b7a-9d7e-4f3a-8f57-0e5b1b7a1c02' }),
    ...routes,
  });
  return renderAdmin(<CounselorFormDialog mode="edit" id={5} currency="THB" onClose={() => undefined} />, { perms: ['biz:counselor:query', 'biz:counselor:edit'], resource: 'counselors' });
}

beforeEach(() => {
  window.location.hash = '';
  clearDictionaryCache();
});
afterEach(() => vi.unstubAllGlobals());

const settled = { timeout: 5000 };
// a PNG's signature: the photo is judged by its bytes before it goes
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'malee.png', { type: 'image/png' });

describe('CounselorFormDialog', () => {
  it('edits the profile from the counselor as read, keeping their own account, a new photo and a biography only per language spoken', async () => {
    renderEdit();
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' }, settled);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Career coach'), settled);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(within(dialog).queryByRole('combobox', { name: 'User account' })).toBeNull();
    fireEvent.change(title, { target: { value: 'Senior career coach' } });
    // English is no longer spoken: its biography is not sent
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'English' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Biography in English' })).toBeNull();
    fireEvent.change(within(dialog).getByTestId('counselor-avatar-file'), { target: { files: [png()] } });
    await waitFor(() => expect(api.calls('POST', '/api/v1/files')).toHaveLength(1), settled);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/api/v1/counselors/5')).toHaveLength(1), settled);
    expect(JSON.parse(api.calls('PUT', '/api/v1/counselors/5')[0]!.body!)).toEqual({
      userId: 5,
      name: 'Dr. Malee Srisuk',
      avatarUrl: '/api/v1/files/3f1c2b7a-9d7e-4f3a-8f57-0e5b1b7a1c02',
      title: 'Senior career coach',
      specialties: ['careerChange', 'interview'],
      languages: ['th'],
      biographies: { th: 'โค้ชอาชีพสิบปี' },
      price: 1500,
      sessionMinutes: 60,
      modes: ['online', 'inPerson'],
      place: 'Room 3, Silom office',
      status: 'active',
    });
    expect(await screen.findByText('The profile was saved.', {}, settled)).toBeInTheDocument();
  });

  it('says "The profile could not be saved" with the api reason', async () => {
    renderEdit({ 'PUT /api/v1/counselors/5': () => fail(409, 'A0440', 'This counselor was changed meanwhile') });
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' }, settled);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Career coach'), settled);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Coach' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The profile could not be saved: This counselor was changed meanwhile', {}, settled)).toBeInTheDocument();
  });
});

describe('making a counselor without the user list', () => {
  it("takes the account's id when the caller may not list users", async () => {
    stubApi({ ...configRoute, ...dictionaryRoute, 'GET /api/v1/users/options': () => fail(403, 'A0301', 'You do not have permission to do this') });
    renderAdmin(<CounselorFormDialog mode="create" currency="THB" onClose={() => undefined} />, { perms: ['biz:counselor:add'], resource: 'counselors' });
    const dialog = await screen.findByRole('dialog', { name: 'Add counselor' }, settled);
    expect(await within(dialog).findByRole('spinbutton', { name: 'User account (user id)' }, settled)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'User account' })).toBeNull();
  });
});

describe('the counselor form checked before it goes', () => {
  const values = { userId: 30, name: 'Noy', title: 'Coach', specialties: ['resume'], languages: ['th'], biographies: { th: 'ครู', en: 'left over' }, price: 0, sessionMinutes: 45, modes: ['inPerson'], place: '', status: 'active' };

  it('asks for the place of in-person sessions and the biography of each language spoken', () => {
    expect(counselorFormErrors(values, 'create')).toEqual({ place: 'counseling.validation.placeRequired' });
    expect(counselorFormErrors({ ...values, place: 'Room 1', languages: ['th', 'lo'] }, 'create')).toEqual({ biographies: { lo: 'counseling.validation.biographyRequired' } });
    expect(counselorFormErrors({ ...values, place: 'Room 1', price: -1, sessionMinutes: 50 }, 'create')).toEqual({ price: 'counseling.validation.priceRange', sessionMinutes: 'counseling.validation.sessionLength' });
  });

  it('sends only the biographies of the languages spoken, in the platform order', () => {
    expect(toCounselorBody({ ...values, languages: ['th', 'en'] }, 'create')).toMatchObject({ languages: ['en', 'th'], biographies: { en: 'left over', th: 'ครู' }, place: null });
  });
});
