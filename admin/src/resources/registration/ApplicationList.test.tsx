import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../auth/tokenStorage';
import { fail, fakeApi, ok, type FakeRoute } from '../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../test/renderAdmin';
import { PublisherList } from './publishers/PublisherList';
import { SchoolAdminList } from './schoolAdmins/SchoolAdminList';

const pending = {
  id: 11,
  username: 'acme',
  company: 'Acme Ltd',
  email: 'hr@acme.test',
  mobile: '13800000011',
  auditStatus: 0,
  rejectReason: null,
  createTime: '2026-03-01 10:00:00',
  auditTime: null,
};
const rejected = { ...pending, id: 12, username: 'globex', company: 'Globex', auditStatus: 2, rejectReason: 'Blurred licence', auditTime: '2026-03-02 09:00:00' };
const documents = {
  idCard: [{ id: 'f-id', name: 'id-card.png', url: '/api/v1/files/f-id' }],
  officePhoto: [{ id: 'f-office', name: 'office.png', url: '/api/v1/files/f-office' }],
  businessLicense: [{ id: 'f-licence', name: 'licence.pdf', url: '/api/v1/files/f-licence' }],
  contractAttachment: [{ id: 'f-contract', name: 'contract.pdf', url: '/api/v1/files/f-contract' }],
};
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const file = (bytes: Uint8Array<ArrayBuffer>, type: string): FakeRoute => () => ({ raw: bytes, headers: { 'Content-Type': type } });

const auditPerms = ['biz:publisher:query', 'biz:publisher:audit'];
let api: ReturnType<typeof fakeApi>;
let objectUrls: { created: string[]; revoked: string[] };

function renderScreen(perms: string[], overrides: Record<string, FakeRoute> = {}, view = <PublisherList />) {
  api = stubApi({
    'GET /api/v1/publishers': (request) => {
      const status = JSON.parse(request.url.searchParams.get('filter') ?? '{}').auditStatus;
      const rows = [pending, rejected].filter((row) => status === undefined || row.auditStatus === status);
      return ok(rows, { 'Content-Range': `publishers 0-${rows.length}/${rows.length}` });
    },
    'GET /api/v1/publishers/11': () => ok({ ...pending, documents }),
    'GET /api/v1/publishers/12': () => ok({ ...rejected, documents }),
    'GET /api/v1/publishers/11/history': () => ok([]),
    'GET /api/v1/files/f-id': file(png, 'image/png'),
    'GET /api/v1/files/f-office': file(png, 'image/png'),
    'GET /api/v1/files/f-licence': file(pdf, 'application/pdf'),
    'GET /api/v1/files/f-contract': file(pdf, 'application/pdf'),
    ...overrides,
  });
  return renderAdmin(view, { perms });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const filterOf = (index: number) => JSON.parse(api.calls('GET', '/api/v1/publishers')[index]!.url.searchParams.get('filter')!);

async function openAudit() {
  fireEvent.click(await within(await rowOf('acme')).findByRole('button', { name: 'Audit' }));
  return screen.findByRole('dialog', { name: 'Audit application: Acme Ltd' });
}

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer auditor-token');
  objectUrls = { created: [], revoked: [] };
  // jsdom has no object URLs; these record what the dialog creates and frees
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${objectUrls.created.length + 1}-${blob.type}`;
    objectUrls.created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void objectUrls.revoked.push(url);
});
afterEach(() => vi.unstubAllGlobals());

describe('publisher audit list', () => {
  it('lists pending applications first, with their status, and shows the others on their tabs', async () => {
    renderScreen(auditPerms);
    const row = await rowOf('acme');
    expect(within(row).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(row).getByText('Pending review')).toBeInTheDocument();
    expect(screen.queryByText('globex')).not.toBeInTheDocument();
    expect(filterOf(0)).toEqual({ auditStatus: 0 });

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const globex = await rowOf('globex');
    expect(within(globex).getByText('Blurred licence')).toBeInTheDocument();
    expect(within(globex).getByText('Rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('acme')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('acme')).toBeInTheDocument();
    expect(screen.getByText('globex')).toBeInTheDocument();
    expect(filterOf(api.calls('GET', '/api/v1/publishers').length - 1)).toEqual({});
  });

  it('offers "Audit" only to auditors and only on pending applications', async () => {
    renderScreen(['biz:publisher:query']);
    fireEvent.click(within(await rowOf('acme')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application: Acme Ltd' });
    expect(await within(dialog).findByText('hr@acme.test')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await accessChecksSettled();
    expect(within(await rowOf('acme')).queryByRole('button', { name: 'Audit' })).not.toBeInTheDocument();
    // closing a view is not a cancelled audit
    expect(screen.queryByText('Audit canceled')).not.toBeInTheDocument();
  });

  it('shows the documents fetched with the auditor token: images as thumbnails that enlarge, PDFs as links', async () => {
    renderScreen(auditPerms);
    const dialog = await openAudit();
    const thumbnail = await within(dialog).findByRole('img', { name: 'id-card.png' });
    expect(thumbnail.getAttribute('src')).toMatch(/^blob:test\/.*image\/png$/);
    const pdfLinks = await within(dialog).findAllByRole('link', { name: /Open PDF/ });
    expect(pdfLinks).toHaveLength(2);
    expect(pdfLinks[0]!.getAttribute('href')).toMatch(/application\/pdf$/);
    expect(within(dialog).getByText('Business licence')).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/files/f-id')[0]!.headers.get('Authorization')).toBe('Bearer auditor-token');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview of id-card.png' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview of id-card.png' });
    expect(within(preview).getByRole('img', { name: 'id-card.png' })).toHaveAttribute('src', thumbnail.getAttribute('src'));
  });

  it('asks for a decision, then for a reason when rejecting, before it sends anything', async () => {
    renderScreen(auditPerms);
    const dialog = await openAudit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please conduct audit')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    expect(within(dialog).queryByText('Please conduct audit')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter reject reason')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/publishers/11/audit')).toHaveLength(0);
  });

  it('rejects with the reason and says "Audit successful"', async () => {
    renderScreen(auditPerms, { 'PUT /api/v1/publishers/11/audit': (request) => ok({ ...pending, ...JSON.parse(request.body!), documents }, undefined) });
    const dialog = await openAudit();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reject reason/ }), { target: { value: 'The licence is expired' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Audit successful')).toBeInTheDocument();
    const [sent] = api.calls('PUT', '/api/v1/publishers/11/audit');
    expect(JSON.parse(sent!.body!)).toEqual({ auditStatus: 2, rejectReason: 'The licence is expired' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('approves without a reason', async () => {
    renderScreen(auditPerms, { 'PUT /api/v1/publishers/11/audit': () => ok({ ...pending, auditStatus: 1, documents }) });
    const dialog = await openAudit();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    expect(within(dialog).queryByRole('textbox', { name: /Reject reason/ })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Audit successful')).toBeInTheDocument();
    expect(JSON.parse(api.calls('PUT', '/api/v1/publishers/11/audit')[0]!.body!)).toEqual({ auditStatus: 1, rejectReason: null });
  });

  it('says "Audit canceled" when the auditor backs out, sends nothing and frees the documents', async () => {
    renderScreen(auditPerms);
    const dialog = await openAudit();
    await within(dialog).findByRole('img', { name: 'id-card.png' });
    await within(dialog).findAllByRole('link', { name: /Open PDF/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Audit canceled')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/publishers/11/audit')).toHaveLength(0);
    expect(objectUrls.created).toHaveLength(4);
    expect([...objectUrls.revoked].sort()).toEqual([...objectUrls.created].sort());
  });

  it("shows the api's message when another auditor got there first (A0440)", async () => {
    renderScreen(auditPerms, { 'PUT /api/v1/publishers/11/audit': () => fail(409, 'A0440', 'This application has already been audited') });
    const dialog = await openAudit();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This application has already been audited')).toBeInTheDocument();
  });
});

describe('school administrator audit list', () => {
  it('lists the schools and audits against /school-admins with the school licence', async () => {
    const school = { ...pending, id: 21, username: 'Lakeside High', schoolName: 'Lakeside High', company: undefined };
    renderScreen(
      ['biz:school-admin:query', 'biz:school-admin:audit'],
      {
        'GET /api/v1/school-admins': () => ok([school], { 'Content-Range': 'school-admins 0-0/1' }),
        'GET /api/v1/school-admins/21': () => ok({ ...school, documents: { schoolLicense: [{ id: 'f-school', name: 'school.png', url: '/api/v1/files/f-school' }] } }),
        'GET /api/v1/files/f-school': file(png, 'image/png'),
        'PUT /api/v1/school-admins/21/audit': () => ok({ ...school, auditStatus: 1 }),
      },
      <SchoolAdminList />,
    );
    const row = (await screen.findAllByText('Lakeside High'))[0]!.closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit application: Lakeside High' });
    expect(within(dialog).getByText('School licence')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'school.png' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Audit successful')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/v1/school-admins/21/audit')).toHaveLength(1);
  });
});
