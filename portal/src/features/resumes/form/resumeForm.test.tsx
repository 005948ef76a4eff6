import { translate } from '@jobmarket/contracts/i18n/translate';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Call, type Handler, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { dictionaries, regionOptions } from '../../jobs/testing/jobFixtures';
import { fileId, resumeDetail, resumeRow, uploadUrl } from '../testing/resumeFixtures';

const seeker = (extra: Record<string, Handler | object> = {}) => ({
  'GET /users/me': signedInAs(['SEEKER']),
  'GET /notices/my-page': pageOf([]),
  'GET /dict/list': dictionaries,
  'GET /regions/options': regionOptions,
  ...extra,
});

// a form of 20 fields filled in through React on a shared 2-core machine: the default timeout guards hangs, not this
const FILLING_TIMEOUT_MS = 60_000;

const pdfBytes = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fileOf = (name: string, bytes: number[], type: string, size?: number) => {
  const file = new File([new Uint8Array(bytes)], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
// a Windows program's "MZ" header under an image's name and type
const renamedProgram = () => fileOf('holiday.png', [0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0], 'image/png');

const originalObjectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  // jsdom has no object URLs
  URL.createObjectURL = () => 'blob:test/picture';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = originalObjectUrls.create;
  URL.revokeObjectURL = originalObjectUrls.revoke;
});

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { files: [file] } });
const posts = (calls: Call[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

/** `POST /files` answering each upload with the next stored id, by the file's own name. */
function uploads() {
  let next = 10;
  const received: string[] = [];
  const handler: Handler = (call) => {
    const file = (call.body as FormData).get('file') as File;
    received.push(file.name);
    return { data: { name: file.name, url: uploadUrl(next++) } };
  };
  return { handler, received };
}

async function fillEveryField() {
  type(/^Name/, 'Mali Sisavath');
  type(/^Gender/, '2');
  type(/^Age/, '27');
  type(/^Phone/, '+8562055512345');
  type(/^Email/, 'mali@example.com');
  type(/^University/, 'National University of Laos');
  await screen.findByRole('option', { name: "Bachelor's degree" });
  type(/^Education/, '3');
  type(/^Industry/, 'internet');
  type(/^Specialties/, 'React and TypeScript');
  await screen.findByRole('option', { name: 'Thailand' });
  type(/^Country/, 'TH');
  await screen.findByRole('option', { name: 'Bangkok' });
  type(/^Province/, 'TH-10');
  await screen.findByRole('option', { name: 'Dusit' });
  type(/^City \/ district/, 'TH-1002');
}

async function addExperience(values: { organisation: string; title: string; from: string; to?: string }) {
  fireEvent.click(screen.getByRole('button', { name: 'Add experience' }));
  const entries = await screen.findAllByRole('region', { name: /^Experience \d+$/ });
  const entry = within(entries.at(-1)!);
  fireEvent.change(entry.getByLabelText(/^Company or school/), { target: { value: values.organisation } });
  fireEvent.change(entry.getByLabelText(/^Position/), { target: { value: values.title } });
  fireEvent.change(entry.getByLabelText(/^From/), { target: { value: values.from } });
  if (values.to) fireEvent.change(entry.getByLabelText(/^To/), { target: { value: values.to } });
  else fireEvent.click(entry.getByRole('checkbox', { name: 'I am still here' }));
  return entry;
}

describe('writing a resume', () => {
  it('marks every missing field at once and sends nothing', async () => {
    const portal = renderPortal('/resumes/new', seeker());
    expect(await screen.findByRole('heading', { level: 1, name: 'New resume' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save resume' }));

    // name, gender, age, phone, e-mail, education, industry, province, district
    expect(await screen.findAllByText('This field is required')).toHaveLength(9);
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention: they are marked below.');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(portal.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says what is wrong in the reader’s language (Thai)', async () => {
    localStorage.setItem('jobmarket.portal.locale', 'th');
    renderPortal('/resumes/new', seeker());
    fireEvent.click(await screen.findByRole('button', { name: translate('th', 'portal.resumes.form.save') }));

    expect(await screen.findAllByText(translate('th', 'validation.required'))).toHaveLength(9);
    fireEvent.change(screen.getByRole('spinbutton', { name: new RegExp(`^${translate('th', 'resumes.fields.age')}`) }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${translate('th', 'resumes.fields.email')}`) }), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: translate('th', 'portal.resumes.form.save') }));
    expect(await screen.findByText(translate('th', 'resumes.validation.ageRange'))).toBeInTheDocument();
    expect(screen.getByText(translate('th', 'validation.invalidEmail'))).toBeInTheDocument();
    expect(translate('th', 'validation.required')).not.toBe(translate('en', 'validation.required'));
  });

  it('checks experience dates: the end not before the start, and no end while still there', async () => {
    const portal = renderPortal('/resumes/new', seeker());
    await screen.findByRole('heading', { level: 1, name: 'New resume' });
    const entry = await addExperience({ organisation: 'Lao Telecom', title: 'Developer', from: '2024-05', to: '2023-01' });
    fireEvent.click(screen.getByRole('button', { name: 'Save resume' }));
    expect(await entry.findByText('The end cannot be before the start')).toBeInTheDocument();

    fireEvent.click(entry.getByRole('checkbox', { name: 'I am still here' }));
    expect(entry.getByLabelText(/^To/)).toBeDisabled();
    expect(entry.queryByText('The end cannot be before the start')).not.toBeInTheDocument();
    expect(portal.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a file by its bytes and size before uploading it, with the spec’s messages', async () => {
    const portal = renderPortal('/resumes/new', seeker({ 'POST /files': uploads().handler }));
    await screen.findByRole('heading', { level: 1, name: 'New resume' });

    pick('Avatar', renamedProgram());
    expect(await screen.findByText('The avatar must be a JPG or PNG image')).toBeInTheDocument();
    pick('Avatar', fileOf('me.png', pngBytes, 'image/png', 3 * 1024 * 1024));
    expect(await screen.findByText('Images cannot exceed 2MB')).toBeInTheDocument();
    pick('Attachments', renamedProgram());
    expect(await screen.findByText('Only jpg/png/pdf files can be uploaded')).toBeInTheDocument();
    pick('Original resume (PDF)', fileOf('cv.pdf', pdfBytes, 'application/pdf', 11 * 1024 * 1024));
    expect(await screen.findByText('File size cannot exceed 10MB')).toBeInTheDocument();
    pick('Original resume (PDF)', fileOf('cv.png', pngBytes, 'image/png'));
    expect(await screen.findByText('The original resume must be a PDF')).toBeInTheDocument();

    expect(posts(portal.calls, '/files')).toHaveLength(0);
  });

  it('says "Upload failed" when the upload does not go through', async () => {
    renderPortal('/resumes/new', seeker({ 'POST /files': { code: 'B0001', status: 500, msg: 'System error' } }));
    await screen.findByRole('heading', { level: 1, name: 'New resume' });
    pick('Attachments', fileOf('certificate.pdf', pdfBytes, 'application/pdf'));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByText('certificate.pdf')).not.toBeInTheDocument();
  });

  it(
    'uploads the files, sends every field as the schema reads it and lists the new resume',
    async () => {
      let sent: Record<string, unknown> | undefined;
      const files = uploads();
      const portal = renderPortal('/resumes/new', {
        ...seeker(),
        'POST /files': files.handler,
        'POST /resumes': (call) => {
          sent = JSON.parse(String(call.body));
          return { data: resumeDetail({ id: 9 }), msg: 'Resume saved' };
        },
        'GET /resumes/mine': () => ({ data: sent ? [resumeRow({ id: 9, name: String(sent.name) })] : [] }),
      });
      await screen.findByRole('heading', { level: 1, name: 'New resume' });
      await fillEveryField();
      await addExperience({ organisation: 'Lao Telecom', title: 'Frontend developer', from: '2022-01' });
      pick('Avatar', fileOf('me.png', pngBytes, 'image/png'));
      expect(await screen.findByText('me.png')).toBeInTheDocument();
      pick('Attachments', fileOf('certificate.pdf', pdfBytes, 'application/pdf'));
      expect(await screen.findByText('certificate.pdf')).toBeInTheDocument();
      pick('Original resume (PDF)', fileOf('cv.pdf', pdfBytes, 'application/pdf', 9 * 1024 * 1024));
      expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
      expect(files.received).toEqual(['me.png', 'certificate.pdf', 'cv.pdf']);
      fireEvent.click(screen.getByRole('switch', { name: 'Employers can find this resume' }));

      fireEvent.click(screen.getByRole('button', { name: 'Save resume' }));
      await waitFor(() => expect(portal.location()).toBe('/resumes'));
      expect(sent).toEqual({
        avatarUrl: uploadUrl(10),
        name: 'Mali Sisavath',
        gender: 2,
        age: 27,
        university: 'National University of Laos',
        education: '3',
        phone: '+8562055512345',
        email: 'mali@example.com',
        specialties: 'React and TypeScript',
        experience: [{ organisation: 'Lao Telecom', title: 'Frontend developer', startMonth: '2022-01', endMonth: null, description: null }],
        provinceCode: 'TH-10',
        districtCode: 'TH-1002',
        industry: 'internet',
        attachmentUrls: [uploadUrl(11)],
        originalResumeUrl: uploadUrl(12),
        searchable: false,
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Mali Sisavath' })).toBeInTheDocument();
      expect(screen.getByText('Resume saved')).toBeInTheDocument();
    },
    FILLING_TIMEOUT_MS,
  );

  it(
    'shows the api’s field errors on their fields and keeps what was typed',
    async () => {
      renderPortal('/resumes/new', {
        ...seeker(),
        'POST /files': uploads().handler,
        'POST /resumes': {
          code: 'A0402',
          status: 400,
          msg: 'Invalid input',
          data: { errors: { districtCode: 'Choose a city or district of the chosen province', originalResumeUrl: 'This file is not one of your uploads', 'experience.0.title': 'Must be at most 100 characters' } },
        },
      });
      await screen.findByRole('heading', { level: 1, name: 'New resume' });
      await fillEveryField();
      const entry = await addExperience({ organisation: 'Lao Telecom', title: 'Frontend developer', from: '2022-01' });
      pick('Original resume (PDF)', fileOf('cv.pdf', pdfBytes, 'application/pdf'));
      expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Save resume' }));

      expect(await screen.findByText('Choose a city or district of the chosen province')).toBeInTheDocument();
      expect(screen.getByText('This file is not one of your uploads')).toBeInTheDocument();
      expect(entry.getByText('Must be at most 100 characters')).toBeInTheDocument();
      expect(screen.getByText('Some fields need attention: they are marked below.')).toBeInTheDocument();
      // nothing typed is lost
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Mali Sisavath');
      expect(screen.getByLabelText(/^City \/ district/)).toHaveValue('TH-1002');
      expect(entry.getByLabelText(/^Position/)).toHaveValue('Frontend developer');
      expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    },
    FILLING_TIMEOUT_MS,
  );

  it('refuses the form to accounts that are not job seekers', async () => {
    renderPortal('/resumes/new', { 'GET /users/me': signedInAs(['PUBLISHER']), 'GET /notices/my-page': pageOf([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});

describe('editing a resume', () => {
  it('offers the saved fields, shows the recommendation read-only and sends the files by their uploads’ urls', async () => {
    let sent: Record<string, unknown> | undefined;
    const portal = renderPortal('/resumes/5/edit', {
      ...seeker(),
      'GET /resumes/5/form': { data: resumeDetail({ avatarUrl: `/api/v1/resumes/5/files/${fileId(1)}` }) },
      'PUT /resumes/5': (call) => {
        sent = JSON.parse(String(call.body));
        return { data: resumeDetail() };
      },
      'GET /resumes/mine': { data: [resumeRow()] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit resume: Mali Sisavath' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Phra Nakhon' });
    expect(screen.getByLabelText(/^Country/)).toHaveValue('TH');
    expect(screen.getByLabelText(/^City \/ district/)).toHaveValue('TH-1001');
    expect(screen.getByLabelText(/^Education/)).toHaveValue('3');
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('2');
    expect(screen.getByText('certificate.pdf')).toBeInTheDocument();
    expect(screen.getByText('my-cv.pdf')).toBeInTheDocument();
    const recommendation = screen.getByRole('group', { name: 'Recommendation report' });
    expect(within(recommendation).getByText('A careful engineer who ships.')).toBeInTheDocument();
    expect(within(recommendation).queryByRole('textbox')).not.toBeInTheDocument();
    const entries = screen.getAllByRole('region', { name: /^Experience \d+$/ });
    expect(within(entries[0]!).getByRole('checkbox', { name: 'I am still here' })).toBeChecked();

    type(/^Age/, '28');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(portal.location()).toBe('/resumes'));
    expect(sent).toMatchObject({
      age: 28,
      avatarUrl: uploadUrl(1),
      attachmentUrls: [uploadUrl(2)],
      originalResumeUrl: uploadUrl(3),
      experience: [
        { organisation: 'Lao Telecom', title: 'Frontend developer', startMonth: '2022-01', endMonth: null },
        { organisation: 'BCEL', title: 'Intern', startMonth: '2021-03', endMonth: '2021-09' },
      ],
    });
  });
});
