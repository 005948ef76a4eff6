import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, type Handler, pageOf, renderPortal, signedInAs } from '../../../test/fakeApi';
import { fileId, historyEntries, resumeDetail } from '../testing/resumeFixtures';

const seeker = (extra: Record<string, Handler | object> = {}) => ({
  'GET /users/me': signedInAs(['SEEKER']),
  'GET /notices/my-page': pageOf([]),
  'GET /resumes/5': { data: resumeDetail({ pdfUrl: '/api/v1/resumes/5/pdf', templateId: 'classic' }) },
  ...extra,
});
const callsTo = (calls: Call[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

const originalObjectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = () => 'blob:test/file';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
afterEach(() => {
  URL.createObjectURL = originalObjectUrls.create;
  URL.revokeObjectURL = originalObjectUrls.revoke;
  vi.restoreAllMocks();
});

describe('one of my resumes', () => {
  it('shows every field, my contact details unmasked, the profile views and the staff’s report', async () => {
    renderPortal('/resumes/5', seeker());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mali Sisavath' })).toBeInTheDocument();
    expect(screen.getByText('Profile views: 12')).toBeInTheDocument();
    expect(screen.getByText('Employers can find it')).toBeInTheDocument();
    expect(fact('Gender')).toHaveTextContent('Female');
    expect(fact('Age')).toHaveTextContent('27');
    expect(fact('University')).toHaveTextContent('National University of Laos');
    expect(fact('Education')).toHaveTextContent("Bachelor's degree");
    expect(fact('Industry')).toHaveTextContent('Internet and IT');
    expect(fact('Location')).toHaveTextContent('Phra Nakhon, Bangkok');
    expect(fact('Phone')).toHaveTextContent('+8562055512345');
    expect(fact('Email')).toHaveTextContent('mali@example.com');
    expect(fact('Years of experience')).toHaveTextContent('4');
    expect(screen.getByText('React, TypeScript and PostgreSQL')).toBeInTheDocument();

    const experience = within(screen.getByRole('region', { name: 'Experience' }));
    expect(experience.getByText('Frontend developer · Lao Telecom')).toBeInTheDocument();
    expect(experience.getByText('Jan 2022 – Now')).toBeInTheDocument();
    expect(experience.getByText('Mar 2021 – Sep 2021')).toBeInTheDocument();

    const report = within(screen.getByRole('region', { name: 'Recommendation report' }));
    expect(report.getByText('A careful engineer who ships.')).toBeInTheDocument();
    expect(report.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('downloads its files with the session’s token', async () => {
    const portal = renderPortal('/resumes/5', seeker({
      [`GET /resumes/5/files/${fileId(2)}`]: () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), { headers: { 'Content-Type': 'application/pdf' } }),
      'GET /resumes/5/pdf': () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), { headers: { 'Content-Type': 'application/pdf' } }),
    }));
    const files = within(await screen.findByRole('region', { name: 'Files' }));
    fireEvent.click(files.getByRole('button', { name: 'Download certificate.pdf' }));
    await waitFor(() => expect(saved).toEqual(['certificate.pdf']));
    expect(callsTo(portal.calls, 'GET', `/resumes/5/files/${fileId(2)}`)[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(files.getByRole('button', { name: 'Download my-cv.pdf' })).toBeInTheDocument();

    fireEvent.click(files.getByRole('button', { name: 'Download Mali Sisavath.pdf' }));
    await waitFor(() => expect(saved).toEqual(['certificate.pdf', 'Mali Sisavath.pdf']));
  });

  it('lists my own changes in words on the History tab, newest first', async () => {
    const portal = renderPortal('/resumes/5', seeker({ 'GET /resumes/5/history': { data: historyEntries } }));
    await screen.findByRole('heading', { level: 1, name: 'Mali Sisavath' });
    expect(callsTo(portal.calls, 'GET', '/resumes/5/history')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));

    const table = await screen.findByRole('table', { name: 'Changes to this resume' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['JobMarket staff', 'Recommendation written', '—'],
      ['You', 'PDF generated', 'Template: Graduate'],
      ['You', 'Visibility changed', 'Hidden from employers'],
      ['You', 'Edited', 'Changed: Phone, Location'],
      ['You', 'Created', '—'],
    ]);
    expect(portal.location()).toBe('/resumes/5?tab=history');
  });

  it('says when the resume cannot be read, and tries again', async () => {
    let attempts = 0;
    renderPortal('/resumes/5', seeker({ 'GET /resumes/5': () => (++attempts === 1 ? { code: 'A0606', status: 404, msg: 'Not found or no permission' } : { data: resumeDetail() }) }));
    expect(await screen.findByText('Not found or no permission')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mali Sisavath' })).toBeInTheDocument();
  });

  it('shows the access-denied page to accounts that are not job seekers', async () => {
    renderPortal('/resumes/5', { 'GET /users/me': signedInAs(['PUBLISHER']), 'GET /notices/my-page': pageOf([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});
