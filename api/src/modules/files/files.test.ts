import { sniffFileKind } from '@jobmarket/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startSeededApi } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import { nameForKind, withoutBidiControls } from './fileNames';
import { multipart, sampleFiles, send } from '../registration/registrationFixtures';

describe('files', () => {
  let api: TestApi;
  let seeker: string;

  beforeAll(async () => {
    ({ api } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    seeker = await signIn(api, 'seeker');
  });
  afterAll(async () => api?.close());

  const download = (url: string, authorization?: string) => fetch(`${api.baseUrl}${url}`, { headers: authorization ? { Authorization: authorization } : {} });

  it('recognises files by their bytes, not their names', () => {
    expect(sniffFileKind(sampleFiles.png())).toBe('png');
    expect(sniffFileKind(sampleFiles.jpg())).toBe('jpg');
    expect(sniffFileKind(sampleFiles.pdf())).toBe('pdf');
    expect(sniffFileKind(sampleFiles.exe())).toBeUndefined();
    expect(sniffFileKind(Buffer.alloc(0))).toBeUndefined();
  });

  it('stores a signed-in user’s upload and serves it back to them only', async () => {
    const { body } = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes: sampleFiles.jpg(), name: 'new avatar.jpg', type: 'image/jpeg' }] }), seeker);
    expect(body.code, body.msg).toBe('00000');
    expect(body.msg).toBe('Upload successful');
    const { name, url } = body.data as { name: string; url: string };
    expect(name).toBe('new avatar.jpg');

    const mine = await download(url, seeker);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(sampleFiles.jpg());

    const other = await download(url, await signIn(api, 'publisher'));
    expect(((await other.json()) as { code: string }).code).toBe('A0606');
    expect((await download(url, await signIn(api, 'root'))).status).toBe(200);
    expect(((await (await download(url)).json()) as { code: string }).code).toBe('A0230');
  });

  it('stores and serves a PNG sent as poly.html under a .png name, with the detected type and nosniff', async () => {
    const { body } = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes: sampleFiles.png(), name: 'poly.html', type: 'text/html' }] }), seeker);
    expect(body.code, body.msg).toBe('00000');
    const { name, url } = body.data as { name: string; url: string };
    expect(name).toBe('poly.png');

    const served = await download(url, seeker);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename=poly.png');
  });

  it('strips bidi control characters from the names it shows and serves', async () => {
    // U+202E reverses what follows: shown raw, this name reads "invoicefdp.png"
    const spoofed = 'in\u200Fvoice\u202Egnp\u2066\u061C.pdf';
    const { body } = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes: sampleFiles.pdf(), name: spoofed, type: 'application/pdf' }] }), seeker);
    expect(body.code, body.msg).toBe('00000');
    const { name, url } = body.data as { name: string; url: string };
    expect(name).toBe('invoicegnp.pdf');
    expect((await download(url, seeker)).headers.get('content-disposition')).toBe('attachment; filename=invoicegnp.pdf');
  });

  it('keeps an extension that names the detected type and replaces any other', () => {
    expect(nameForKind('photo.JPEG', 'jpg')).toBe('photo.JPEG');
    expect(nameForKind('scan.pdf', 'pdf')).toBe('scan.pdf');
    expect(nameForKind('poly.html', 'png')).toBe('poly.png');
    expect(nameForKind('archive.tar.svg', 'png')).toBe('archive.tar.png');
    expect(nameForKind('no extension', 'jpg')).toBe('no extension.jpg');
    expect(nameForKind('.htaccess', 'pdf')).toBe('.htaccess.pdf');
    expect(withoutBidiControls('a\u202Ab\u202Bc\u202Cd\u202De\u2067f\u2068g\u2069h\u200Ei')).toBe('abcdefghi');
  });

  it('answers A0606 for a file that does not exist, as for one the caller may not see', async () => {
    const missing = await download('/api/v1/files/00000000-0000-4000-8000-000000000000', seeker);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('A0606');
    expect(((await (await download('/api/v1/files/not-a-uuid', seeker)).json()) as { code: string }).code).toBe('A0606');
  });

  it('refuses an executable renamed .png with A0701 and stores nothing', async () => {
    const before = await api.db('files').count<{ count: string }[]>({ count: '*' });
    const { body } = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes: sampleFiles.exe(), name: 'cat.png', type: 'image/png' }] }), seeker);
    expect(body.code).toBe('A0701');
    expect(await api.db('files').count<{ count: string }[]>({ count: '*' })).toEqual(before);
  });

  it('refuses an image over the image limit with A0702, and a request without a file with A0402', async () => {
    const big = Buffer.concat([sampleFiles.png(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes: big, name: 'big.png' }] }), seeker);
    expect(tooLarge.body.code).toBe('A0702');
    const none = await send(api, 'POST', '/files', multipart({ note: 'x' }), seeker);
    expect(none.body.code).toBe('A0402');
    expect((none.body.data as { errors: Record<string, string> }).errors.file).toBe('This field is required');
  });

  it('lets the owner delete their own upload by the url it was given, and nobody else', async () => {
    const { body } = await send(api, 'POST', '/files', multipart({}, { file: [{ bytes: sampleFiles.png(), name: 'draft.png', type: 'image/png' }] }), seeker);
    const { url } = body.data as { url: string };
    const remove = (filePath: string, authorization: string) =>
      api.call(`/api/v1/files?filePath=${encodeURIComponent(filePath)}`, { method: 'DELETE', headers: { Authorization: authorization } });

    expect((await remove(url, await signIn(api, 'publisher'))).body.code).toBe('A0606');
    expect((await download(url, seeker)).status).toBe(200);

    const deleted = await remove(url, seeker);
    expect(deleted.body.code, deleted.body.msg).toBe('00000');
    expect(deleted.body.msg).toBe('File deleted');
    expect(((await (await download(url, seeker)).json()) as { code: string }).code).toBe('A0606');
    expect((await remove(url, seeker)).body.code).toBe('A0606');
    expect((await remove('', seeker)).body.code).toBe('A0402');
  });
});
