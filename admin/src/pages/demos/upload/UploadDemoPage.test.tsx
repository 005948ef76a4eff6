import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../auth/tokenStorage';
import { ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { UploadDemoPage } from './UploadDemoPage';

const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const STORED = '/api/v1/files/00000000-0000-4000-8000-000000000001';

/** A stand-in for the browser's XMLHttpRequest: the test decides when progress events come and what the api answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('upload demo', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'Bearer admin-token');
    URL.createObjectURL = () => 'blob:test/upload';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the progress of an upload, then previews the stored picture and deletes it after a confirmation', async () => {
    const api = stubApi({
      [`GET ${STORED}`]: () => ({ raw: PNG, headers: { 'Content-Type': 'image/png' } }),
      'DELETE /api/v1/files': () => ok(null),
    });
    renderAdmin(<UploadDemoPage />);

    fireEvent.change(await screen.findByTestId('upload-single'), { target: { files: [new File([PNG], 'photo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [request] = FakeXhr.sent;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/v1/files');
    expect(request!.headers.Authorization).toBe('Bearer admin-token');
    expect((request!.body!.get('file') as File).name).toBe('photo.png');

    request!.progress(30, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of photo.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
    expect(screen.getByText('30%')).toBeInTheDocument();

    request!.answer(200, { code: '00000', msg: 'Upload successful', data: { name: 'photo.png', url: STORED } });
    expect(await screen.findByText(`Stored at ${STORED}`)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'photo.png' })).toHaveAttribute('src', 'blob:test/upload');
    expect(api.calls('GET', STORED)[0]!.headers.get('Authorization')).toBe('Bearer admin-token');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('photo.png will be deleted from the server. This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(api.calls('DELETE', '/api/v1/files')).toHaveLength(1));
    expect(api.calls('DELETE', '/api/v1/files')[0]!.url.searchParams.get('filePath')).toBe(STORED);
    await waitFor(() => expect(screen.queryByText(`Stored at ${STORED}`)).not.toBeInTheDocument());
  });

  it("sends a text file renamed .png as it is and shows the api's refusal, among several uploads", async () => {
    stubApi({});
    renderAdmin(<UploadDemoPage />);

    fireEvent.change(await screen.findByTestId('upload-multiple'), {
      target: { files: [new File([PNG], 'one.png', { type: 'image/png' }), new File([PNG], 'two.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a text file renamed .png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    const renamed = FakeXhr.sent[2]!.body!.get('file') as File;
    expect(renamed.name).toBe('renamed-text.png');
    expect(await renamed.text()).toMatch(/^This is plain text/);

    FakeXhr.sent[0]!.progress(50, 100);
    FakeXhr.sent[1]!.progress(10, 100);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress of one.png' })).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of two.png' })).toHaveAttribute('aria-valuenow', '10');

    FakeXhr.sent[2]!.answer(400, { code: 'A0701', msg: 'Only jpg/png/pdf files can be uploaded', data: { errors: { file: 'Only jpg/png/pdf files can be uploaded' } } });
    expect(await screen.findByText('Refused by the api: Only jpg/png/pdf files can be uploaded')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of renamed-text.png' })).toBeInTheDocument();
    // the others are still going
    expect(screen.getAllByText('Uploading…')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Send a PNG one byte over 2 MB' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    const oversized = FakeXhr.sent[3]!.body!.get('file') as File;
    expect(oversized.size).toBe(2 * 1024 * 1024 + 1);
    expect(new Uint8Array(await oversized.slice(0, 8).arrayBuffer())).toEqual(PNG.slice(0, 8));
    FakeXhr.sent[3]!.answer(413, { code: 'A0702', msg: 'File size cannot exceed 2MB', data: { errors: { file: 'File size cannot exceed 2MB' } } });
    expect(await screen.findByText('Refused by the api: File size cannot exceed 2MB')).toBeInTheDocument();
  });

  it('renews an expired access token through the admin client and sends the file again', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const api = stubApi({
      'GET /api/v1/users/me': (request) =>
        request.headers.get('Authorization') === 'Bearer renewed-token' ? ok({ userId: 1 }) : { status: 401, body: { code: 'A0230', msg: 'Access token expired', data: null } },
      'POST /api/v1/auth/refresh-token': () => ok({ tokenType: 'Bearer', accessToken: 'renewed-token', refreshToken: 'refresh-2' }),
    });
    renderAdmin(<UploadDemoPage />);
    fireEvent.change(await screen.findByTestId('upload-single'), { target: { files: [new File([PNG], 'late.png', { type: 'image/png' })] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.answer(401, { code: 'A0230', msg: 'Access token expired', data: null });

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(api.calls('POST', '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(FakeXhr.sent[1]!.headers.Authorization).toBe('Bearer renewed-token');
    FakeXhr.sent[1]!.answer(200, { code: '00000', msg: 'Upload successful', data: { name: 'late.png', url: STORED } });
    expect(await screen.findByText(`Stored at ${STORED}`)).toBeInTheDocument();
  });
});
