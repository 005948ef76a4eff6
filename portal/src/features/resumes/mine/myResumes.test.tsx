import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, type Handler, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { resumeRow, templates } from '../testing/resumeFixtures';

const seeker = (extra: Record<string, Handler | object> = {}) => ({
  'GET /users/me': signedInAs(['SEEKER']),
  'GET /notices/my-page': pageOf([]),
  ...extra,
});

const second = resumeRow({ id: 6, name: 'Mali (finance)', isDefault: false, searchable: false, industry: { value: 'finance', label: 'Finance and banking' }, experienceYears: 1 });
const callsTo = (calls: Call[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
const card = (name: string) => screen.getByRole('article', { name });

const originalObjectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
/** The blobs handed to the browser as downloads, by the name they are saved under. */
let downloads: Map<string, Blob>;
let lastBlob: Blob | undefined;

beforeEach(() => {
  downloads = new Map();
  // jsdom has no object URLs and does not download: the saved file is read from the link that was clicked
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:test/download';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && lastBlob) downloads.set(this.download, lastBlob);
  });
});
afterEach(() => {
  URL.createObjectURL = originalObjectUrls.create;
  URL.revokeObjectURL = originalObjectUrls.revoke;
  vi.restoreAllMocks();
});

describe('my resumes', () => {
  it('shows each resume as a card: name, education, place, years, default, searchable and PDF', async () => {
    renderPortal('/resumes', seeker({ 'GET /resumes/mine': { data: [resumeRow({ pdfUrl: '/api/v1/resumes/5/pdf', templateId: 'graduate' }), second] } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My resumes' })).toBeInTheDocument();

    const first = within(await screen.findByRole('article', { name: 'Mali Sisavath' }));
    expect(first.getByText("Bachelor's degree · Phra Nakhon, Bangkok · Internet and IT")).toBeInTheDocument();
    expect(first.getByText('Years of experience').nextSibling).toHaveTextContent('4');
    expect(first.getByText('Profile views').nextSibling).toHaveTextContent('12');
    expect(first.getByText('Default')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Mali Sisavath is your default resume' })).toBeInTheDocument();
    expect(first.getByRole('switch', { name: 'Employers can find this resume' })).toBeChecked();
    expect(first.getByText('PDF ready: Graduate')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();

    const other = within(card('Mali (finance)'));
    expect(other.queryByText('Default')).not.toBeInTheDocument();
    expect(other.getByRole('switch', { name: 'Employers can find this resume' })).not.toBeChecked();
    expect(other.getByText('No PDF yet')).toBeInTheDocument();
    expect(other.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(other.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/resumes/6/edit');
    expect(other.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/resumes/6');
  });

  it('offers to create the first resume when there is none', async () => {
    const portal = renderPortal('/resumes', seeker({ 'GET /resumes/mine': { data: [] }, 'GET /dict/list': { data: [] }, 'GET /regions/options': { data: [] } }));
    expect(await screen.findByText('You have no resume yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Create your first resume' }));
    await waitFor(() => expect(portal.location()).toBe('/resumes/new'));
  });

  it('says why the list failed and tries again on request', async () => {
    let attempts = 0;
    renderPortal('/resumes', seeker({ 'GET /resumes/mine': () => (++attempts === 1 ? { code: 'B0001', status: 500, msg: 'System error, please try again later' } : { data: [resumeRow()] }) }));
    expect(await screen.findByText('System error, please try again later')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mali Sisavath' })).toBeInTheDocument();
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    let list = [resumeRow(), second];
    const portal = renderPortal('/resumes', seeker({
      'GET /resumes/mine': () => ({ data: list }),
      'DELETE /resumes/6': () => {
        list = [resumeRow()];
        return { data: [6], msg: 'Delete successful' };
      },
    }));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Mali (finance)' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the resume Mali (finance)?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(portal.calls, 'DELETE', '/resumes/6')).toHaveLength(0);

    fireEvent.click(within(card('Mali (finance)')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete resume' }));
    expect(await screen.findByText('Delete successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mali (finance)' })).not.toBeInTheDocument());
    expect(callsTo(portal.calls, 'DELETE', '/resumes/6')).toHaveLength(1);
  });

  it('duplicates a resume and lists the copy', async () => {
    let list = [resumeRow()];
    const portal = renderPortal('/resumes', seeker({
      'GET /resumes/mine': () => ({ data: list }),
      'POST /resumes/5/duplicate': () => {
        list = [resumeRow(), resumeRow({ id: 7, isDefault: false })];
        return { data: resumeRow({ id: 7, isDefault: false }) };
      },
    }));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Mali Sisavath' })).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Resume duplicated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Mali Sisavath' })).toHaveLength(2));
    expect(callsTo(portal.calls, 'POST', '/resumes/5/duplicate')).toHaveLength(1);
  });

  it('makes another resume the default with its star', async () => {
    let defaultId = 5;
    const portal = renderPortal('/resumes', seeker({
      'GET /resumes/mine': () => ({ data: [resumeRow({ isDefault: defaultId === 5 }), { ...second, isDefault: defaultId === 6 }] }),
      'PUT /resumes/6/default': () => {
        defaultId = 6;
        return { data: { ...second, isDefault: true } };
      },
    }));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Mali (finance)' })).getByRole('button', { name: 'Make Mali (finance) your default resume' }));
    expect(await screen.findByText('This is now your default resume')).toBeInTheDocument();
    expect(await within(card('Mali (finance)')).findByText('Default')).toBeInTheDocument();
    expect(within(card('Mali Sisavath')).getByRole('button', { name: 'Make Mali Sisavath your default resume' })).toBeInTheDocument();
    expect(callsTo(portal.calls, 'PUT', '/resumes/6/default')).toHaveLength(1);
  });

  it('switches whether employers can find a resume', async () => {
    let searchable = true;
    const portal = renderPortal('/resumes', seeker({
      'GET /resumes/mine': () => ({ data: [resumeRow({ searchable })] }),
      'PUT /resumes/5/searchable': (call) => {
        searchable = (JSON.parse(String(call.body)) as { searchable: boolean }).searchable;
        return { data: resumeRow({ searchable }) };
      },
    }));
    const toggle = within(await screen.findByRole('article', { name: 'Mali Sisavath' })).getByRole('switch', { name: 'Employers can find this resume' });
    fireEvent.click(toggle);
    await waitFor(() => expect(within(card('Mali Sisavath')).getByRole('switch', { name: 'Employers can find this resume' })).not.toBeChecked());
    expect(callsTo(portal.calls, 'PUT', '/resumes/5/searchable').map((call) => JSON.parse(String(call.body)))).toEqual([{ searchable: false }]);
  });

  it('generates a PDF with the chosen template and downloads it with the session', async () => {
    let pdfTemplate: string | null = null;
    const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
    const portal = renderPortal('/resumes', seeker({
      'GET /resumes/mine': () => ({ data: [resumeRow(pdfTemplate ? { pdfUrl: '/api/v1/resumes/5/pdf', templateId: 'graduate' } : {})] }),
      'GET /resume-templates': { data: templates },
      'POST /resumes/5/pdf': (call) => {
        pdfTemplate = (JSON.parse(String(call.body)) as { templateId: string }).templateId;
        return { data: { url: '/api/v1/resumes/5/pdf' }, msg: 'Your resume PDF is ready' };
      },
      'GET /resumes/5/pdf': () => new Response(pdfBytes, { headers: { 'Content-Type': 'application/pdf' } }),
    }));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Mali Sisavath' })).getByRole('button', { name: 'Generate PDF' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Generate a PDF of Mali Sisavath' }));
    expect(await dialog.findByRole('radio', { name: /^Classic/ })).toBeChecked();
    fireEvent.click(dialog.getByRole('radio', { name: /^Graduate/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Generate PDF' }));

    expect(await dialog.findByText('Your resume PDF is ready')).toBeInTheDocument();
    expect(pdfTemplate).toBe('graduate');
    fireEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.has('Mali Sisavath.pdf')).toBe(true));
    expect(new Uint8Array(await downloads.get('Mali Sisavath.pdf')!.arrayBuffer())).toEqual(pdfBytes);
    expect(callsTo(portal.calls, 'GET', '/resumes/5/pdf')[0]!.headers.get('Authorization')).toBe('Bearer test-token');

    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(await within(card('Mali Sisavath')).findByText('PDF ready: Graduate')).toBeInTheDocument();
  });

  it('opens the PDF dialog for the default resume with a template chosen on the home page', async () => {
    const portal = renderPortal('/resumes?template=skills', seeker({
      'GET /resumes/mine': { data: [resumeRow({ isDefault: false }), { ...second, isDefault: true }] },
      'GET /resume-templates': { data: templates },
    }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Generate a PDF of Mali (finance)' }));
    expect(await dialog.findByRole('radio', { name: /^Skills first/ })).toBeChecked();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(portal.location()).toBe('/resumes'));
  });

  it('asks for a first resume when a template is chosen before there is one', async () => {
    renderPortal('/resumes?template=graduate', seeker({ 'GET /resumes/mine': { data: [] } }));
    expect(await screen.findByText('Write your first resume, then turn it into a PDF with the Graduate template.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first resume' })).toBeInTheDocument();
  });

  it('is found in a job seeker’s account menu and behind “Submit resume”', async () => {
    const portal = renderPortal('/dashboard/myNotice', seeker({ 'GET /resumes/mine': { data: [resumeRow()] } }));
    const navigation = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    await waitFor(() => expect(navigation.getByRole('link', { name: 'Submit resume' })).toHaveAttribute('href', '/resumes'));
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My resumes' }));
    await waitFor(() => expect(portal.location()).toBe('/resumes'));
    expect(await screen.findByRole('article', { name: 'Mali Sisavath' })).toBeInTheDocument();
  });

  it('shows the access-denied page to accounts that are not job seekers', async () => {
    const portal = renderPortal('/resumes', { 'GET /users/me': signedInAs(['PUBLISHER']), 'GET /notices/my-page': pageOf([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(callsTo(portal.calls, 'GET', '/resumes/mine')).toHaveLength(0);
  });
});
