/** The scripts a resume PDF has a font for (fonts.ts): Noto Sans, Noto Sans Thai, Noto Sans Lao, Noto Sans CJK. */
export type Script = 'latin' | 'thai' | 'lao' | 'cjk';

export interface ScriptRun {
  script: Script;
  text: string;
}

/**
 * The script whose font draws this code point: Thai and Lao blocks to their fonts; Han, kana, Hangul, CJK symbols and
 * full-width forms to CJK; everything else to Latin (Noto Sans covers Latin, Greek, Cyrillic and the usual signs).
 */
export function scriptOf(codePoint: number): Script {
  if (codePoint >= 0x0e00 && codePoint <= 0x0e7f) return 'thai';
  if (codePoint >= 0x0e80 && codePoint <= 0x0eff) return 'lao';
  if (
    (codePoint >= 0x1100 && codePoint <= 0x11ff) || // Hangul jamo
    (codePoint >= 0x2e80 && codePoint <= 0x2fdf) || // radicals
    (codePoint >= 0x3000 && codePoint <= 0x303f) || // CJK punctuation (、。「」)
    (codePoint >= 0x3040 && codePoint <= 0x31ff) || // kana, bopomofo, Hangul compatibility jamo
    (codePoint >= 0x3200 && codePoint <= 0x4dbf) || // enclosed and compatibility, extension A
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) || // unified ideographs
    (codePoint >= 0xac00 && codePoint <= 0xd7af) || // Hangul syllables
    (codePoint >= 0xf900 && codePoint <= 0xfaff) || // compatibility ideographs
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) || // compatibility forms
    (codePoint >= 0xff00 && codePoint <= 0xffef) || // full-width forms (，：（）)
    (codePoint >= 0x20000 && codePoint <= 0x3134f) // extensions B–G
  ) {
    return 'cjk';
  }
  return 'latin';
}

/** Spaces belong to no script: they go with the text around them, so a Thai phrase with spaces stays one run. */
const isNeutral = (char: string) => /\s/u.test(char);

/**
 * Splits text into runs of one script each, in order, so each run is drawn in a font that has its glyphs (a Lao name
 * beside a Latin e-mail address, a Chinese company in a Thai sentence). Spaces join the run before them (the first
 * run when the text starts with them); combining marks are never separated from their base, since Thai and Lao marks
 * sit in their own blocks. Concatenating the runs' texts gives the text back.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pendingNeutral = '';
  for (const char of text) {
    if (isNeutral(char)) {
      const last = runs[runs.length - 1];
      if (last) last.text += char;
      else pendingNeutral += char;
      continue;
    }
    const script = scriptOf(char.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += char;
    else {
      runs.push({ script, text: pendingNeutral + char });
      pendingNeutral = '';
    }
  }
  if (pendingNeutral) runs.push({ script: 'latin', text: pendingNeutral });
  return runs;
}
