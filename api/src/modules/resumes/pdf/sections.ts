import type { ExperienceEntry } from '@jobmarket/contracts';
import { A4, Flow, PdfCanvas, type TextStyle } from './pdfCanvas';
import { printedMonth, type PdfTexts } from './pdfTexts';

export const ink = '#1f2933';
export const muted = '#616e7c';
export const hairline = '#d9e2ec';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A section's title in the accent colour over a hairline; kept on the page with the first lines under it. */
export function sectionHeading(flow: Flow, title: string, accent: string): void {
  flow.space(14);
  const block = flow.canvas.layout(title, flow.width, { size: 11.5, weight: 'bold', color: accent });
  flow.ensure(block.lineHeight * block.lines.length + 60);
  flow.y += flow.canvas.drawBlock(block, flow.x, flow.y, flow.width);
  flow.canvas.doc.moveTo(flow.x, flow.y + 2).lineTo(flow.x + flow.width, flow.y + 2).lineWidth(0.7).strokeColor(hairline).stroke();
  flow.space(8);
}

/** Label over value, `columns` to a row; a row's cells stay on one page. */
export function factGrid(flow: Flow, facts: readonly (readonly [string, string])[], columns: number): void {
  const gap = 14;
  const cellWidth = (flow.width - gap * (columns - 1)) / columns;
  const label: TextStyle = { size: 8, color: muted };
  const value: TextStyle = { size: 10, color: ink };
  for (let start = 0; start < facts.length; start += columns) {
    const cells = facts.slice(start, start + columns).map(([name, text]) => ({
      label: flow.canvas.layout(name, cellWidth, label),
      value: flow.canvas.layout(text, cellWidth, value),
    }));
    const height = Math.max(...cells.map((cell) => cell.label.lines.length * cell.label.lineHeight + cell.value.lines.length * cell.value.lineHeight));
    flow.ensure(height);
    cells.forEach((cell, index) => {
      const x = flow.x + index * (cellWidth + gap);
      const labelHeight = flow.canvas.drawBlock(cell.label, x, flow.y, cellWidth);
      flow.canvas.drawBlock(cell.value, x, flow.y + labelHeight, cellWidth);
    });
    flow.y += height + 8;
  }
}

export const periodOf = (entry: ExperienceEntry, texts: PdfTexts) =>
  `${printedMonth(entry.startMonth)} – ${entry.endMonth ? printedMonth(entry.endMonth) : texts.untilNow()}`;

/**
 * Experience entries as typed: position in bold with the period at the right, the organisation in the accent colour,
 * what was done below. An entry's heading never stays alone at a page's foot. With `timeline`, a dot marks each entry.
 */
export function experienceEntries(flow: Flow, entries: readonly ExperienceEntry[], texts: PdfTexts, accent: string, options: { timeline?: boolean } = {}): void {
  const indent = options.timeline ? 16 : 0;
  const periodStyle: TextStyle = { size: 9, color: muted, align: 'right' };
  entries.forEach((entry, index) => {
    if (index > 0) flow.space(10);
    const period = periodOf(entry, texts);
    const periodWidth = flow.canvas.widthOf(period, periodStyle) + 2;
    const titleWidth = flow.width - indent - periodWidth - 12;
    const title = flow.canvas.layout(entry.title, titleWidth, { size: 10.5, weight: 'bold', color: ink });
    const organisation = flow.canvas.layout(entry.organisation, flow.width - indent, { size: 10, color: accent });
    const description = entry.description ? flow.canvas.layout(entry.description, flow.width - indent, { size: 9.5, color: ink, leading: 1.12 }) : undefined;
    const headHeight = title.lines.length * title.lineHeight + organisation.lines.length * organisation.lineHeight;
    flow.ensure(headHeight + (description ? description.lineHeight : 0));
    const x = flow.x + indent;
    if (options.timeline) {
      flow.canvas.doc.circle(flow.x + 4, flow.y + title.baselineOffset - 3.5, 3.2).fillColor(accent).fill();
    }
    const periodBlock = flow.canvas.layout(period, periodWidth, periodStyle);
    flow.canvas.drawBlock(periodBlock, flow.x + flow.width - periodWidth, flow.y + (title.baselineOffset - periodBlock.baselineOffset), periodWidth);
    flow.y += flow.canvas.drawBlock(title, x, flow.y, titleWidth);
    flow.y += flow.canvas.drawBlock(organisation, x, flow.y, flow.width - indent);
    if (description) {
      flow.space(2);
      for (const line of description.lines) {
        flow.ensure(description.lineHeight);
        flow.canvas.drawLine(description, line, x, flow.y, flow.width - indent);
        flow.y += description.lineHeight;
      }
    }
  });
}

/** Up to two letters of a name for an avatar without a picture: a Latin name's initials, else its first character. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string) => [...graphemes.segment(word)][0]?.segment ?? '';
  if (words.length > 1 && /^[A-Za-z]/.test(words[0]!)) return (first(words[0]!) + first(words[words.length - 1]!)).toUpperCase();
  return first(words[0] ?? '').toUpperCase();
}

/**
 * The avatar in a circle (cropped to fill it), or the name's initials on the accent colour when there is no picture or
 * its bytes are not an image pdfkit reads.
 */
export function drawAvatar(canvas: PdfCanvas, avatar: Buffer | null, name: string, x: number, y: number, size: number, colours: { fill: string; text: string; ring?: string }): void {
  const { doc } = canvas;
  const radius = size / 2;
  let drawn = false;
  if (avatar) {
    doc.save();
    try {
      doc.circle(x + radius, y + radius, radius).clip();
      doc.image(avatar, x, y, { cover: [size, size], align: 'center', valign: 'center' });
      drawn = true;
    } catch {
      // not a JPG or PNG pdfkit can read: the initials instead
    } finally {
      doc.restore();
    }
  }
  if (!drawn) {
    doc.circle(x + radius, y + radius, radius).fillColor(colours.fill).fill();
    const initials = canvas.layout(initialsOf(name), size, { size: size * 0.36, weight: 'bold', color: colours.text, align: 'center' });
    canvas.drawBlock(initials, x, y + (size - initials.lineHeight) / 2, size);
  }
  if (colours.ring) doc.circle(x + radius, y + radius, radius).lineWidth(2).strokeColor(colours.ring).stroke();
}

/** "Page x of y" and the generation line at each page's foot (within `x`…`x + width`), the name atop later pages. */
export function pageFrames(canvas: PdfCanvas, texts: PdfTexts, frame: { x: number; width: number; name: string; date: string }): void {
  const pages = canvas.pageCount;
  const { doc } = canvas;
  const footerTop = A4.height - 36;
  for (let index = 0; index < pages; index++) {
    canvas.page(index);
    doc.moveTo(frame.x, footerTop - 6).lineTo(frame.x + frame.width, footerTop - 6).lineWidth(0.5).strokeColor(hairline).stroke();
    const small: TextStyle = { size: 7.5, color: muted };
    canvas.drawBlock(canvas.layout(texts.pdf('generatedOn', { date: frame.date }), frame.width * 0.7, small), frame.x, footerTop, frame.width * 0.7);
    canvas.drawBlock(canvas.layout(texts.pdf('page', { page: index + 1, pages }), frame.width * 0.3, { ...small, align: 'right' }), frame.x + frame.width * 0.7, footerTop, frame.width * 0.3);
    if (index > 0) canvas.drawBlock(canvas.layout(frame.name, frame.width, { size: 8.5, weight: 'bold', color: muted }), frame.x, 24, frame.width);
  }
}
