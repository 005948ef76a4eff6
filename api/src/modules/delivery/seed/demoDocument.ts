import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Request, Response } from 'express';

/**
 * A one-page PDF with a line of (Latin) text: a demo invoice or interview record whose bytes are what its name says,
 * so the api's checks by content accept it and a browser's viewer shows it.
 */
export function demoDocument(text: string): Buffer {
  const line = text.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '');
  const stream = `BT /F1 16 Tf 30 100 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 360 200] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A multipart upload as the api's upload handlers receive it from Express (a readable body with its headers), so the
 * seed uploads an invoice through the same handler, checks and all, as a person's browser does.
 */
export function multipartRequest(fields: Record<string, string>, files: { field: string; name: string; contentType: string; bytes: Buffer }[]): { req: Request; res: Response } {
  const boundary = `----demo${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    const disposition = `form-data; name="${file.field}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: ${disposition}\r\ncontent-type: ${file.contentType}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  const stream = Readable.from([body]);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) };
  // multer reads the stream and its headers only; nothing is answered on `res`
  return { req: Object.assign(stream, { headers }) as unknown as Request, res: {} as Response };
}
