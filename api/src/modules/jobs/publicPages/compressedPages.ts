import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings a page is sent in, best first. */
export type PageEncoding = 'br' | 'gzip';

/** Compressed pages kept, by size: about 4,000 job pages at 15 KB. */
export const COMPRESSED_PAGES_BYTES = 64 * 1024 * 1024;
const COMPRESSED_PAGE_TTL_MS = 10 * 60_000;

/** The encoding to send a page in, from the request's Accept-Encoding (`br` before `gzip`); undefined: as it is. */
export function pageEncodingOf(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return [name, quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

/**
 * A public page's HTML compressed (Brotli or gzip), made once per distinct page and kept: every visitor of a job gets
 * the same markup until the job changes, so the compression — on libuv's thread pool, off the event loop — is paid
 * once, and a page of about 100 KB (its CSS inline) travels as about 15.
 */
export function compressedPages(maxBytes = COMPRESSED_PAGES_BYTES) {
  // least recently used first
  const kept = new Map<string, { body: Promise<Buffer>; bytes: number; at: number }>();
  let bytes = 0;

  function forget(key: string): void {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  }

  return {
    compressed(html: string, encoding: PageEncoding): Promise<Buffer> {
      const key = `${encoding}:${createHash('sha1').update(html).digest('base64url')}`;
      const known = kept.get(key);
      if (known && Date.now() - known.at <= COMPRESSED_PAGE_TTL_MS) {
        kept.delete(key);
        kept.set(key, known);
        return known.body;
      }
      forget(key);
      const source = Buffer.from(html, 'utf8');
      const body =
        encoding === 'br'
          ? brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
          : gzipped(source, { level: 6 });
      // counted at its source size until it is done, then at its own
      const entry = { body, bytes: source.length, at: Date.now() };
      kept.set(key, entry);
      bytes += entry.bytes;
      body.then(
        (done) => {
          if (kept.get(key) !== entry) return;
          bytes += done.length - entry.bytes;
          entry.bytes = done.length;
        },
        () => forget(key),
      );
      while (bytes > maxBytes && kept.size > 1) forget(kept.keys().next().value!);
      return body;
    },
    /** Bytes kept now (for tests). */
    get bytes() {
      return bytes;
    },
  };
}
export type CompressedPages = ReturnType<typeof compressedPages>;
