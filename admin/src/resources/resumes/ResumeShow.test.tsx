import type { ResumeDetail } from '@jobmarket/contracts/resumes/views';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/tokenStorage';
import { clearDictionaryCache } from '../../providers/dictionaries';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import type { HistoryEntry } from '../platform/history/historyChanges';
import { ResumeShow } from './ResumeShow';
import { resumeDetail, resumeDictionaryRoutes } from './resumeTestData';

const resume = resumeDetail();
const attachmentPath = new URL(resume.attachments[0]!.url, 'http://admin.test').pathname;
const originalPath = new URL(resume.originalResume!.url, 'http://admin.test').pathname;
const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-

const seeker = { id: '21', username: 'somchai', nickname: 'Somchai' };
const staff = { id: '1', username: 'root', nickname: 'Root' };
const fields = {
  avatar: null,
  name: 'Somchai Jaidee',
  gender: 1,
  age: 29,
  university: 'Chulalongkorn University',
  education: 'bachelor',
  phone: '+66812345678',
  email: 'somchai@example.com',
  specialties: 'TypeScript',
  experience: [],
  provinceCode: 'TH-10',
  districtCode: 'TH-1004',
  industry: 'it',
  attachments: [],
  originalResume: null,
  searchable: true,
};
const state = (overrides: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  exists: true,
  resumeId: 41,
  seekerId: 21,
  locale: 'th',
  fields: { ...fields, ...overrides },
  duplicatedFrom: null,
  pdf: null,
  recommendationReport: null,
  isDeleted: false,
  ...extra,
});
const edited = { industry: 'education', phone: '+66899999999', experience: [{ organisation: 'Siam Tech', title: 'Backend engineer', startMonth: '2021-03', endMonth: null, description: null }] };
const pdf = { templateId: 'classic', pdf: { fileId: 'f-pdf', name: 'resume.pdf' }, locale: 'th', generatedAt: '2026-03-05T02:30:00.000Z' };
const history: HistoryEntry[] = [
  { revision: 0, type: 'ResumeCreated', data: {}, actor: seeker, time: '2026-03-01T03:00:00Z', stateAfter: state() },
  { revision: 1, type: 'ResumeEdited', data: {}, actor: seeker, time: '2026-03-02T03:00:00Z', stateAfter: state(edited) },
  { revision: 2, type: 'ResumePdfGenerated', data: {}, actor: seeker, time: '2026-03-05T02:30:00Z', stateAfter: state(edited, { pdf }) },
  { revision: 3, type: 'ResumeRecommendationWritten', data: {}, actor: staff, time: '2026-03-06T02:30:00Z', stateAfter: state(edited, { pdf, recommendationReport: 'Strong backend engineer.' }) },
];

let api: ReturnType<typeof fakeApi>;
let stored: ResumeDetail;

function renderShow(perms = ['biz:resume:query'], record: ResumeDetail = resume, routes: Record<string, FakeRoute> = {}) {
  stored = record;
  api = stubApi({
    'GET /api/v1/resumes/41': () => ok(stored),
    'GET /api/v1/resumes/41/history': () => ok(history),
    'GET /api/v1/resumes/41/pdf': () => ({ raw: PDF_BYTES, headers: { 'Content-Type': 'application/pdf' } }),
    [`GET ${attachmentPath}`]: () => ({ raw: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), headers: { 'Content-Type': 'image/png' } }),
    [`GET ${originalPath}`]: () => ({ raw: PDF_BYTES, headers: { 'Content-Type': 'application/pdf' } }),
    'PUT /api/v1/resumes/41/recommendation': ({ body }) => {
      const { report } = JSON.parse(body ?? '{}') as { report: string };
      stored = { ...stored, recommendationReport: report || null, hasRecommendation: report !== '' };
      return ok(null);
    },
    ...resumeDictionaryRoutes,
    ...routes,
  });
  return renderAdmin(<ResumeShow id={41} />, { perms, resource: 'resumes' });
}

const settled = { timeout: 5000 };
const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }, settled));
const sectionOf = (name: string) => screen.getByRole('region', { name });

let objectUrls: number;
beforeEach(() => {
  window.location.hash = '';
  clearDictionaryCache();
  localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer staff-token');
  objectUrls = 0;
  URL.createObjectURL = () => `blob:test/${++objectUrls}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(ACCESS_TOKEN_KEY);
});

describe('ResumeShow', () => {
  it('shows staff every field of the resume in sections, contact details unmasked', async () => {
    renderShow();
    expect(await screen.findByText('+66812345678', {}, settled)).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/resumes/41')).toHaveLength(1);
    expect(api.calls('GET', '/api/v1/resumes/41/form')).toHaveLength(0);

    expect(within(sectionOf('Profile')).getByText('Somchai Jaidee')).toBeInTheDocument();
    expect(within(sectionOf('Profile')).getByText('Male')).toBeInTheDocument();
    expect(within(sectionOf('Profile')).getByText('29')).toBeInTheDocument();
    const contact = sectionOf('Contact');
    expect(within(contact).getByText('somchai@example.com')).toBeInTheDocument();
    expect(within(contact).getByText('Bang Rak, Bangkok, Thailand')).toBeInTheDocument();
    // staff never see the talent search's masks
    expect(screen.queryByText('Hidden until you open the resume')).toBeNull();
    expect(screen.queryByText(/\*\*\*/)).toBeNull();

    const background = sectionOf('Education and work');
    for (const text of ["Bachelor's degree", 'Chulalongkorn University', 'Information technology', '5 years']) expect(within(background).getByText(text)).toBeInTheDocument();
    expect(within(background).getByText(/Event sourcing\./)).toBeInTheDocument();

    const experience = sectionOf('Experience');
    expect(within(experience).getByText('Backend engineer · Siam Tech')).toBeInTheDocument();
    expect(within(experience).getByText('Mar 2021 – Now')).toBeInTheDocument();
    expect(within(experience).getByText('Payment services.')).toBeInTheDocument();
    expect(within(experience).getByText('Jun 2019 – Feb 2021')).toBeInTheDocument();

    const record = sectionOf('Record');
    for (const text of ['Open to employers', 'Yes', 'Classic', '3', 'somchai (#21)', '2026-03-01 10:00:00', '2026-03-05 09:30:00']) expect(within(record).getByText(text)).toBeInTheDocument();
  });

  it("shows the avatar and links the attachments and the original resume, each fetched with the staff's token", async () => {
    const avatarPath = '/api/v1/resumes/41/files/0b4c8a52-8e7b-4c1e-9a57-0f5b1b7a1c00';
    renderShow(['biz:resume:query'], resumeDetail({ avatarUrl: avatarPath }), { [`GET ${avatarPath}`]: () => ({ raw: new Uint8Array([0xff, 0xd8, 0xff]), headers: { 'Content-Type': 'image/jpeg' } }) });
    const avatar = await screen.findByRole('img', { name: 'Avatar of Somchai Jaidee' }, settled);
    await waitFor(() => expect(avatar.getAttribute('src')).toMatch(/^blob:test\//));
    expect(api.calls('GET', avatarPath)[0]!.headers.get('Authorization')).toBe('Bearer staff-token');

    const files = await waitFor(() => sectionOf('Files'), settled);
    const attachment = await within(files).findByRole('link', { name: 'Open certificate.png' }, settled);
    expect(attachment.getAttribute('href')).toMatch(/^blob:test\//);
    expect(attachment).toHaveAttribute('target', '_blank');
    const original = await within(files).findByRole('link', { name: 'Open somchai-cv.pdf' }, settled);
    expect(original.getAttribute('href')).toMatch(/^blob:test\//);
    expect(api.calls('GET', attachmentPath)[0]!.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(api.calls('GET', originalPath)[0]!.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('says so when a file cannot be read, and "None" when there are no files', async () => {
    renderShow(['biz:resume:query'], resumeDetail({ originalResume: null }), { [`GET ${attachmentPath}`]: () => fail(404, 'A0606', 'Not found') });
    const files = await waitFor(() => sectionOf('Files'), settled);
    expect(await within(files).findByText('certificate.png could not be loaded', {}, settled)).toBeInTheDocument();
    expect(within(files).getByText('None')).toBeInTheDocument();
  });

  it("shows the generated PDF inline, read with the staff's token, and which template made it", async () => {
    renderShow();
    await openTab('PDF');
    const frame = await screen.findByTitle('Resume PDF of Somchai Jaidee', {}, settled);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:test\//);
    expect(screen.getByText('Generated with the “Classic” template')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', frame.getAttribute('src'));
    expect(api.calls('GET', '/api/v1/resumes/41/pdf')[0]!.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('says there is no PDF yet without asking for one, and says so when the PDF cannot be read', async () => {
    const view = renderShow(['biz:resume:query'], resumeDetail({ pdfUrl: null, templateId: null }));
    await openTab('PDF');
    expect(await screen.findByText(/^No PDF has been generated for this resume yet/, {}, settled)).toBeInTheDocument();
    expect(screen.queryByTitle('Resume PDF of Somchai Jaidee')).toBeNull();
    expect(api.calls('GET', '/api/v1/resumes/41/pdf')).toHaveLength(0);
    view.unmount();

    renderShow(['biz:resume:query'], resume, { 'GET /api/v1/resumes/41/pdf': () => fail(404, 'A0606', 'Not found') });
    await openTab('PDF');
    expect(await screen.findByText('The PDF could not be loaded.', {}, settled)).toBeInTheDocument();
  });

  it('shows the recommendation report read-only to staff without biz:resume:recommend', async () => {
    renderShow(['biz:resume:query'], resumeDetail({ recommendationReport: 'Strong backend engineer.', hasRecommendation: true }));
    await openTab('Recommendation report');
    expect(await screen.findByText('Strong backend engineer.', {}, settled)).toBeInTheDocument();
    await accessChecksSettled();
    expect(screen.queryByRole('textbox', { name: 'Recommendation report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save report' })).toBeNull();
  });

  it('lets staff holding biz:resume:recommend write the report and save it', async () => {
    renderShow(['biz:resume:query', 'biz:resume:recommend']);
    await openTab('Recommendation report');
    const editor = await screen.findByRole('textbox', { name: 'Recommendation report' }, settled);
    const save = screen.getByRole('button', { name: 'Save report' });
    expect(save).toBeDisabled(); // nothing to save yet
    fireEvent.change(editor, { target: { value: '  Strong backend engineer; ready for senior roles.  ' } });
    expect(screen.getByText('52 / 3000 characters')).toBeInTheDocument();
    fireEvent.click(save);
    expect(await screen.findByText('Recommendation report saved', {}, settled)).toBeInTheDocument();
    const [request] = api.calls('PUT', '/api/v1/resumes/41/recommendation');
    expect(JSON.parse(request!.body!)).toEqual({ report: 'Strong backend engineer; ready for senior roles.' });
    // the page reads the resume again, and the saved report is what the editor now holds
    await waitFor(() => expect(api.calls('GET', '/api/v1/resumes/41').length).toBeGreaterThan(1), settled);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Recommendation report' })).toHaveValue('Strong backend engineer; ready for senior roles.'), settled);
    expect(screen.getByRole('button', { name: 'Save report' })).toBeDisabled();
  });

  it('tells the history in words: events, who, and each changed field with values named, contact details included', async () => {
    renderShow();
    await openTab('History');
    const rows = (await screen.findAllByRole('row', {}, settled)).slice(1);
    expect(rows).toHaveLength(4);
    const [recommended, generated, editedRow, created] = rows;
    expect(within(created!).getByText('Created')).toBeInTheDocument();
    expect(within(created!).getByText('Somchai (somchai)')).toBeInTheDocument();
    expect(within(editedRow!).getByText('Edited')).toBeInTheDocument();
    await waitFor(() => expect(editedRow).toHaveTextContent('Industry: Information technology → Education and training'));
    expect(editedRow).toHaveTextContent('Phone: +66812345678 → +66899999999');
    expect(editedRow).toHaveTextContent('Experience: (empty) → Backend engineer at Siam Tech (Mar 2021 – Now)');
    expect(within(generated!).getByText('PDF generated')).toBeInTheDocument();
    expect(generated).toHaveTextContent(/Resume PDF: \(empty\) → Classic \(Mar 5, 2026/);
    expect(within(recommended!).getByText('Recommendation written')).toBeInTheDocument();
    expect(within(recommended!).getByText('Root (root)')).toBeInTheDocument();
    expect(recommended).toHaveTextContent('Recommendation report: (empty) → Strong backend engineer.');
  });
});
