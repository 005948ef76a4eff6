import type { ResolvedThemeMode } from '../theme';

/** Faint translucent text: white on the dark theme, black on the light one (spec §9). */
export const watermarkColors: Record<ResolvedThemeMode, string> = {
  dark: 'rgba(255, 255, 255, 0.12)',
  light: 'rgba(0, 0, 0, 0.1)',
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/**
 * One tile of the watermark as a CSS `url(...)` of an SVG data URI (allowed by our CSP's img-src data:),
 * repeated by the browser over the whole window; the text is tilted like a paper watermark.
 */
export function watermarkImage(text: string, color: string, fontFamily = 'sans-serif'): string {
  const width = Math.max(220, [...text].length * 16 + 100);
  const height = Math.round(width * 0.6);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="50%" y="50%" fill="${escapeXml(color)}" font-size="16" font-family="${escapeXml(fontFamily)}" ` +
    `text-anchor="middle" dominant-baseline="middle" transform="rotate(-22 ${width / 2} ${height / 2})">${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
