import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Script } from './scriptRuns';

/**
 * Debian's Noto fonts, which the resume PDFs embed (subset) so that Thai, Lao and Chinese show on any reader:
 * `fonts-noto-core` (Noto Sans, Noto Sans Thai, Noto Sans Lao: TTF) and `fonts-noto-cjk` (Noto Sans CJK: a TTC, of
 * which the Simplified Chinese face is taken by its PostScript name). Other distributions put them elsewhere; the
 * usual folders are searched in turn.
 */
export const FONT_DIRECTORIES = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/opentype/noto', '/usr/share/fonts/noto', '/usr/share/fonts/noto-cjk', '/usr/share/fonts/google-noto'];
export const FONT_PACKAGES = 'fonts-noto-core fonts-noto-cjk';

export type Weight = 'regular' | 'bold';

interface FontFile {
  file: string;
  /** The face of a collection (TTC) to take. */
  face?: string;
}

const fontFiles: Record<Script, Record<Weight, FontFile>> = {
  latin: { regular: { file: 'NotoSans-Regular.ttf' }, bold: { file: 'NotoSans-Bold.ttf' } },
  thai: { regular: { file: 'NotoSansThai-Regular.ttf' }, bold: { file: 'NotoSansThai-Bold.ttf' } },
  lao: { regular: { file: 'NotoSansLao-Regular.ttf' }, bold: { file: 'NotoSansLao-Bold.ttf' } },
  cjk: {
    regular: { file: 'NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
    bold: { file: 'NotoSansCJK-Bold.ttc', face: 'NotoSansCJKsc-Bold' },
  },
};

/** A font as a document registers it: the file's bytes and the face of a collection. */
export interface LoadedFont {
  bytes: Buffer;
  face: string | undefined;
}

export type FontSet = Record<Script, Record<Weight, LoadedFont>>;

/**
 * Ascent and descent of each script's faces (hhea, thousandths of an em; regular and bold alike): a line is as tall as
 * its tallest script needs, and runs of different scripts share one baseline. Lao's stacked marks need the most.
 */
export const fontMetrics: Record<Script, { ascent: number; descent: number }> = {
  latin: { ascent: 1.069, descent: 0.293 },
  thai: { ascent: 1.061, descent: 0.45 },
  lao: { ascent: 1.183, descent: 0.462 },
  cjk: { ascent: 1.16, descent: 0.288 },
};

/** The name a document registers a font under. */
export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

function locate(file: string): string | undefined {
  for (const directory of FONT_DIRECTORIES) {
    const candidate = path.join(directory, file);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The font files that are not on this machine (empty when PDFs can be rendered). */
export function missingFontFiles(): string[] {
  return Object.values(fontFiles).flatMap((weights) => Object.values(weights).filter((font) => !locate(font.file)).map((font) => font.file));
}

let loading: Promise<FontSet> | undefined;

/** Reads the eight fonts once per process (about 40 MB, most of it the two CJK collections) and keeps them. */
export function resumeFonts(): Promise<FontSet> {
  loading ??= loadFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadFonts(): Promise<FontSet> {
  const missing = missingFontFiles();
  if (missing.length > 0) {
    throw new Error(`Resume PDFs need the Noto fonts (${missing.join(', ')} not found in ${FONT_DIRECTORIES.join(', ')}): apt-get install ${FONT_PACKAGES}`);
  }
  const load = async (font: FontFile): Promise<LoadedFont> => ({ bytes: await readFile(locate(font.file)!), face: font.face });
  const entries = await Promise.all(
    (Object.entries(fontFiles) as [Script, Record<Weight, FontFile>][]).map(async ([script, weights]) => [script, { regular: await load(weights.regular), bold: await load(weights.bold) }] as const),
  );
  return Object.fromEntries(entries) as FontSet;
}
