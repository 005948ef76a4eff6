import PDFDocument from 'pdfkit';
import { fontMetrics, fontName, type FontSet, type Weight } from './fonts';
import { scriptRuns, type Script } from './scriptRuns';
import { layoutLines, type Line } from './textLayout';

export const A4 = { width: 595.28, height: 841.89 };

/** pdfkit's font of a document (internal, pdfkit 0.17): the parsed font file, and its class. */
interface EmbeddedFont {
  font: object;
  constructor: new (document: PDFKit.PDFDocument, font: object, id: string) => EmbeddedFont;
}

/** What of a pdfkit document `useFont` reaches into (internal, pdfkit 0.17). */
interface DocumentFonts {
  _font: EmbeddedFont;
  _fontFamilies: Record<string, EmbeddedFont>;
  _fontCount: number;
}

/**
 * Each face as fontkit parsed it, shared by every document of the process. pdfkit parses a registered font file again
 * for each document, and decoding the CJK collection's CFF table alone cost a Chinese resume about 65 ms of CPU every
 * time; a document now gets its font object built around the parsed face, and still embeds a subset of its own.
 */
const parsedFonts = new Map<string, { font: object; Embedded: EmbeddedFont['constructor'] }>();

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Line height as a multiple of the scripts' own height (1 = ascent + descent). */
  leading?: number;
}

/** Text laid out for a width: its lines and the height of each (all alike: the block's tallest script decides). */
export interface TextBlock {
  lines: Line[];
  lineHeight: number;
  /** From a line's top to its baseline (half the leading above the tallest script's ascent). */
  baselineOffset: number;
  style: TextStyle;
}

/**
 * A PDF document drawn with the resume fonts: text in runs of one script, each in its font on a shared baseline, and
 * pages created on demand (each decorated as it is created, e.g. a sidebar's background). Pages stay buffered until
 * `finish`, so the footer can say "page x of y".
 */
export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  private pages = 0;
  private currentPage = -1;
  private readonly fontsInUse = new Set<string>();
  /**
   * The scripts of the whole document: every line is as tall as the tallest of them needs, so lines keep one rhythm
   * and a row's cells (a Lao label beside a number) share a baseline.
   */
  documentScripts = new Set<Script>(['latin']);

  constructor(
    fonts: FontSet,
    private readonly decorate: (canvas: PdfCanvas, pageIndex: number) => void = () => undefined,
    meta: { info?: PDFKit.DocumentInfo; lang?: string } = {},
  ) {
    this.doc = new PDFDocument({ size: 'A4', autoFirstPage: false, bufferPages: true, margin: 0, info: meta.info, lang: meta.lang, pdfVersion: '1.7' });
    for (const [script, weights] of Object.entries(fonts) as [Script, FontSet[Script]][]) {
      for (const [weight, font] of Object.entries(weights) as [Weight, FontSet[Script][Weight]][]) {
        this.doc.registerFont(fontName(script, weight), font.bytes, font.face);
      }
    }
  }

  get pageCount(): number {
    return this.pages;
  }

  /** Makes page `index` the one drawn on, creating (and decorating) pages up to it. */
  page(index: number): void {
    while (this.pages <= index) {
      this.doc.addPage({ size: 'A4', margin: 0 });
      this.currentPage = this.pages++;
      this.decorate(this, this.currentPage);
    }
    if (this.currentPage !== index) {
      this.doc.switchToPage(index);
      this.currentPage = index;
    }
  }

  /** Makes a script's face current; its first use in this document takes the process's parsed face (parsedFonts). */
  private useFont(script: Script, weight: Weight, size: number): PDFKit.PDFDocument {
    const name = fontName(script, weight);
    if (!this.fontsInUse.has(name)) {
      this.fontsInUse.add(name);
      const internals = this.doc as unknown as DocumentFonts;
      const parsed = parsedFonts.get(name);
      // pdfkit takes a font it already holds under the registered name instead of opening the file
      if (parsed) internals._fontFamilies[name] = new parsed.Embedded(this.doc, parsed.font, `F${++internals._fontCount}`);
      this.doc.font(name);
      if (!parsed) parsedFonts.set(name, { font: internals._font.font, Embedded: internals._font.constructor });
    }
    return this.doc.font(name).fontSize(size);
  }

  measure(text: string, script: Script, size: number, weight: Weight = 'regular'): number {
    return this.useFont(script, weight, size).widthOfString(text);
  }

  /** Lays `text` out in lines at most `width` wide. */
  layout(text: string, width: number, style: TextStyle): TextBlock {
    const weight = style.weight ?? 'regular';
    const lines = layoutLines(text, width, (run, script) => this.measure(run, script, style.size, weight));
    const scripts = new Set<Script>([...this.documentScripts, ...lines.flatMap((line) => line.pieces.map((piece) => piece.script))]);
    if (scripts.size === 0) scripts.add('latin');
    const ascent = Math.max(...[...scripts].map((script) => fontMetrics[script].ascent)) * style.size;
    const descent = Math.max(...[...scripts].map((script) => fontMetrics[script].descent)) * style.size;
    const lineHeight = (ascent + descent) * (style.leading ?? 1.08);
    return { lines, lineHeight, baselineOffset: (lineHeight - ascent - descent) / 2 + ascent, style };
  }

  /** Draws one laid-out line with its top at `top`, in a box from `x` `width` wide (for the alignment). */
  drawLine(block: TextBlock, line: Line, x: number, top: number, width: number): void {
    const { style } = block;
    const weight = style.weight ?? 'regular';
    let left = x;
    if (style.align === 'right') left = x + width - line.width;
    else if (style.align === 'center') left = x + (width - line.width) / 2;
    const baseline = top + block.baselineOffset;
    this.doc.fillColor(style.color ?? '#1f2933');
    // Thai and Lao marks are placed by offsets, which text extraction reads as gaps (a space inside a word), and a
    // decomposed SARA AM maps back to two vowels: such a line carries its own text for copy and search
    const actualText = line.pieces.some((piece) => piece.script === 'thai' || piece.script === 'lao');
    if (actualText) this.doc.markContent('Span', { actual: line.pieces.map((piece) => piece.text).join('') });
    for (const piece of line.pieces) {
      this.useFont(piece.script, weight, style.size).text(piece.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
      left += piece.width;
    }
    if (actualText) this.doc.endMarkedContent();
  }

  /** Draws a block's lines from `top`; answers the height used. */
  drawBlock(block: TextBlock, x: number, top: number, width: number): number {
    block.lines.forEach((line, index) => this.drawLine(block, line, x, top + index * block.lineHeight, width));
    return block.lines.length * block.lineHeight;
  }

  /** Width of a short text in its scripts' fonts (a label, a date). */
  widthOf(text: string, style: TextStyle): number {
    return scriptRuns(text).reduce((sum, run) => sum + this.measure(run.text, run.script, style.size, style.weight ?? 'regular'), 0);
  }

  async finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.flushPages();
    this.doc.end();
    return done;
  }
}

/**
 * A column of content that runs from page to page: text and boxes placed one under the other between `top` and
 * `bottom`, moving on to the next page (at `continuationTop`) when the next thing does not fit.
 */
export class Flow {
  pageIndex: number;
  y: number;

  constructor(
    readonly canvas: PdfCanvas,
    readonly x: number,
    readonly width: number,
    top: number,
    readonly bottom: number,
    readonly continuationTop: number,
    pageIndex = 0,
  ) {
    this.pageIndex = pageIndex;
    this.y = top;
  }

  /** Makes room for `height` points here, or moves to the next page; then draws on this flow's page. */
  ensure(height: number): void {
    if (this.y + height > this.bottom && this.y > this.continuationTop) {
      this.pageIndex += 1;
      this.y = this.continuationTop;
    }
    this.canvas.page(this.pageIndex);
  }

  space(height: number): void {
    this.y += height;
  }

  /** Text across the flow's width (or `indent`ed), line by line onto the next page if need be; `keep` lines stay together first. */
  text(text: string, style: TextStyle, options: { indent?: number; keep?: number } = {}): void {
    const indent = options.indent ?? 0;
    const block = this.canvas.layout(text, this.width - indent, style);
    this.ensure(block.lineHeight * Math.min(options.keep ?? 1, block.lines.length));
    for (const line of block.lines) {
      this.ensure(block.lineHeight);
      this.canvas.drawLine(block, line, this.x + indent, this.y, this.width - indent);
      this.y += block.lineHeight;
    }
  }
}
