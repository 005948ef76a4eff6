import { expect } from 'vitest';
import type { TestApi } from '../../testing/testApi';

/** Small files whose bytes are what their names say (and one that is not). */
export const sampleFiles = {
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]),
  jpg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]),
  pdf: () => Buffer.from('%PDF-1.4\n% a licence\n'),
  /** A Windows executable (MZ header), to be renamed .jpg. */
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]),
};

export type FilePart = { bytes: Buffer; name: string; type?: string };

/** A multipart form of text fields and files (a field may carry several files). */
export function multipart(fields: Record<string, string>, files: Record<string, FilePart[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, parts] of Object.entries(files)) {
    for (const part of parts) form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.name);
  }
  return form;
}

export const png = (name = 'photo.png'): FilePart => ({ bytes: sampleFiles.png(), name, type: 'image/png' });
export const pdf = (name = 'licence.pdf'): FilePart => ({ bytes: sampleFiles.pdf(), name, type: 'application/pdf' });

export function publisherDocuments(): Record<string, FilePart[]> {
  return { idCard: [png('id-front.png'), png('id-back.png')], officePhoto: [png('office.png')], businessLicense: [pdf()], contractAttachment: [pdf('contract.pdf')] };
}

export async function send(api: TestApi, method: string, path: string, body: FormData, authorization?: string, language?: string) {
  return api.call(`/api/v1${path}`, { method, body, headers: { ...(authorization ? { Authorization: authorization } : {}), ...(language ? { 'Accept-Language': language } : {}) } });
}

/** Asks for a registration code and reads it where the development SMS gateway leaves it. */
export async function registrationCode(api: TestApi, mobile: string): Promise<string> {
  const { body } = await api.call('/api/v1/auth/verification-code', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile, purpose: 'REGISTER' }),
  });
  expect(body.code, body.msg).toBe('00000');
  expect(body.msg).toBe('Verification code sent');
  const message = await api.db('message_outbox').where({ channel: 'sms', recipient: mobile }).orderBy('id', 'desc').first('body');
  return /\b(\d{6})\b/.exec(message.body as string)![1]!;
}
