import { scriptRuns, type Script } from './scriptRuns';

/** Intl's word segmenter breaks Thai, Lao and Chinese by ICU's dictionaries whatever its locale. */
const words = new Intl.Segmenter('en', { granularity: 'word' });
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

const OPENING = /^[([{“‘«「『《（【〈]+$/u;

/**
 * The pieces a line may break between: words as ICU segments them (Thai and Lao have no spaces between words, Chinese
 * breaks between words too), each with the spaces and the closing punctuation that follow it, and opening brackets
 * kept with the word after them. Joined, the units give the paragraph back.
 */
export function breakUnits(paragraph: string): string[] {
  const units: string[] = [];
  let opening = '';
  for (const { segment, isWordLike } of words.segment(paragraph)) {
    const isSpace = /^\s+$/u.test(segment);
    if (!isWordLike && !isSpace && OPENING.test(segment)) {
      opening += segment;
      continue;
    }
    const attachesToPrevious = !isWordLike && units.length > 0 && opening === '';
    if (attachesToPrevious) units[units.length - 1] += segment;
    else {
      units.push(opening + segment);
      opening = '';
    }
  }
  if (opening) units.push(opening);
  return units;
}

/** Width of a run of one script at the current style, in points (the document's measure, a fake one in tests). */
export type Measure = (text: string, script: Script) => number;

export interface LinePiece {
  script: Script;
  text: string;
  width: number;
}

export interface Line {
  pieces: LinePiece[];
  width: number;
}

const measureText = (text: string, measure: Measure) => scriptRuns(text).reduce((sum, run) => sum + measure(run.text, run.script), 0);

function toLine(text: string, measure: Measure): Line {
  const pieces = scriptRuns(text.trimEnd()).map((run) => ({ ...run, width: measure(run.text, run.script) }));
  return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) };
}

/** A unit wider than a line on its own (a long URL, a long run of Thai the dictionary does not know) breaks between graphemes, never inside one: a Thai vowel or tone mark stays on its consonant. */
function splitWide(unit: string, width: number, measure: Measure): string[] {
  const parts: string[] = [];
  let current = '';
  for (const { segment } of graphemes.segment(unit)) {
    if (current && measureText(current + segment, measure) > width) {
      parts.push(current);
      current = segment;
    } else current += segment;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * Lays text out in lines at most `width` wide: paragraphs at its line breaks, lines filled greedily with break units,
 * each line split into runs of one script with their widths, ready to draw run after run on one baseline.
 */
export function layoutLines(text: string, width: number, measure: Measure): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    // widths add up unit by unit: a unit is shaped once, never a growing line again and again
    let current = '';
    let currentWidth = 0;
    for (const unit of breakUnits(paragraph.trim())) {
      const unitWidth = measureText(unit, measure);
      const trimmed = unit.trimEnd();
      const trimmedWidth = trimmed === unit ? unitWidth : measureText(trimmed, measure);
      if (currentWidth + trimmedWidth <= width) {
        current += unit;
        currentWidth += unitWidth;
        continue;
      }
      if (current) lines.push(toLine(current, measure));
      if (trimmedWidth <= width) {
        current = unit;
        currentWidth = unitWidth;
      } else {
        const parts = splitWide(trimmed, width, measure);
        for (const part of parts.slice(0, -1)) lines.push(toLine(part, measure));
        current = parts[parts.length - 1] ?? '';
        currentWidth = measureText(current, measure);
      }
    }
    lines.push(toLine(current, measure));
  }
  return lines;
}
