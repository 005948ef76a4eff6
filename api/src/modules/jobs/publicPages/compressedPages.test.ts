import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPages, pageEncodingOf } from './compressedPages';

const page = (id: number) => `<!doctype html><html><body>${`<p class="css-1x2y3z">Job ${id}: a section of text</p>`.repeat(400)}</body></html>`;

describe('compressed public pages', () => {
  it('sends Brotli where accepted, else gzip, else the page as it is', () => {
    expect(pageEncodingOf('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncodingOf('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pageEncodingOf('*')).toBe('br');
    expect(pageEncodingOf('identity')).toBeUndefined();
    expect(pageEncodingOf(undefined)).toBeUndefined();
  });

  it('compresses a page once for every visitor, and keeps no more than its size allows', async () => {
    const pages = compressedPages(40_000);
    const [first, second] = await Promise.all([pages.compressed(page(1), 'br'), pages.compressed(page(1), 'br')]);
    expect(second).toBe(first);
    expect(brotliDecompressSync(first).toString('utf8')).toBe(page(1));
    expect(first.length).toBeLessThan(page(1).length / 10);
    expect(gunzipSync(await pages.compressed(page(1), 'gzip')).toString('utf8')).toBe(page(1));
    // uncompressed pages of about 20 KB each: counted at their source size until done, at their own after
    await Promise.all([2, 3, 4].map((id) => pages.compressed(page(id), 'br')));
    expect(pages.bytes).toBeLessThanOrEqual(40_000);
    // the oldest went first: asked again, it is compressed afresh
    expect(await pages.compressed(page(1), 'br')).not.toBe(first);
  });
});
