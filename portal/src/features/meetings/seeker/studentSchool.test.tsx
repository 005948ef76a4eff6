import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { schools } from './testing/meetingFixtures';

const profile = { data: { userId: 7, username: 'mali', nickname: 'Mali', gender: 2, avatar: null, roleNames: [], createTime: '2026-01-01 00:00:00' } };
const seekerProfile = (extra = {}) => ({
  'GET /users/me': signedInAs(['SEEKER']),
  'GET /notices/my-page': pageOf([]),
  'GET /users/profile': profile,
  'GET /meetings/schools': { data: schools },
  ...extra,
});
/** Chooses in a select once it is enabled (the school picker waits for the schools and the declared one). */
const pick = async (name: RegExp, option: string) => {
  const select = await screen.findByRole('combobox', { name });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the job seeker’s school on their profile (/dashboard/profile)', () => {
  it('shows the declared school, saves another with PUT /students/me/school and says "School saved"', async () => {
    const sent: unknown[] = [];
    let declared: { seekerId: number; schoolId: number | null; schoolName: string | null } = { seekerId: 7, schoolId: 30, schoolName: 'National University of Laos' };
    const portal = renderPortal(
      '/dashboard/profile',
      seekerProfile({
        'GET /students/me/school': () => ({ data: declared }),
        'PUT /students/me/school': (call: Call) => {
          const body = JSON.parse(String(call.body)) as { schoolId: number | null };
          sent.push(body);
          declared = { seekerId: 7, schoolId: body.schoolId, schoolName: schools.find((school) => school.id === body.schoolId)?.name ?? null };
          return { data: declared };
        },
      }),
    );
    const card = (await screen.findByRole('region', { name: 'My school' })) as HTMLElement;
    await waitFor(() => expect(within(card).getByRole('combobox', { name: /School/ })).toHaveTextContent('National University of Laos'));
    // nothing changed yet: nothing to save
    expect(within(card).getByRole('button', { name: 'Save school' })).toBeDisabled();

    await pick(/School/, 'Souphanouvong University');
    fireEvent.click(within(card).getByRole('button', { name: 'Save school' }));
    expect(await screen.findByText('School saved')).toBeInTheDocument();
    expect(sent).toEqual([{ schoolId: 31 }]);
    expect(within(card).getByRole('combobox', { name: /School/ })).toHaveTextContent('Souphanouvong University');

    // "No school" clears it
    await pick(/School/, 'No school');
    fireEvent.click(within(card).getByRole('button', { name: 'Save school' }));
    await waitFor(() => expect(sent).toEqual([{ schoolId: 31 }, { schoolId: null }]));
    expect(portal.calls.filter((call) => call.method === 'PUT').length).toBe(2);
  });

  it('keeps the api’s refusal under the field and says the school could not be saved', async () => {
    renderPortal(
      '/dashboard/profile',
      seekerProfile({
        'GET /students/me/school': { data: { seekerId: 7, schoolId: null, schoolName: null } },
        'PUT /students/me/school': { code: 'A0402', msg: 'Invalid parameter', status: 400, data: { errors: { schoolId: 'Choose a registered school' } } },
      }),
    );
    await pick(/School/, 'National University of Laos');
    fireEvent.click(await screen.findByRole('button', { name: 'Save school' }));
    expect(await screen.findByText('Your school could not be saved')).toBeInTheDocument();
    expect(screen.getByText('Choose a registered school')).toBeInTheDocument();
  });

  it('is only on a job seeker’s profile', async () => {
    renderPortal('/dashboard/profile', { ...seekerProfile(), 'GET /users/me': signedInAs(['PUBLISHER']) });
    expect(await screen.findByRole('region', { name: 'Account information' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My school' })).not.toBeInTheDocument();
  });
});

describe('the school on the job seeker’s registration (/register-job-seeker)', () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'me.png', { type: 'image/png' });

  async function register(school?: string) {
    let sent: FormData | undefined;
    const portal = renderPortal('/register-job-seeker', {
      'GET /meetings/schools': { data: schools },
      'POST /registrations/job-seeker': (call: Call) => {
        sent = call.body as FormData;
        return { data: null };
      },
    });
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'mali' } });
    fireEvent.change(screen.getByLabelText(/Nickname/), { target: { value: 'Mali' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'mali@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret12' } });
    await pick(/Gender/, 'Female');
    if (school) await pick(/School \(optional\)/, school);
    fireEvent.change(screen.getByLabelText('Avatar'), { target: { files: [png()] } });
    await screen.findByAltText('me.png');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(portal.location()).toBe('/login'));
    // the list of schools is public: asked without a session
    expect(portal.calls.find((call) => call.path === '/meetings/schools')?.headers.get('Authorization')).toBeNull();
    return sent;
  }

  it('sends the chosen school’s id beside the fields', async () => {
    const sent = await register('Souphanouvong University');
    expect(sent?.get('schoolId')).toBe('31');
    expect(sent?.get('username')).toBe('mali');
  });

  it('sends no school when none is chosen (it is optional)', async () => {
    const sent = await register();
    expect(sent?.has('schoolId')).toBe(false);
  });
});
