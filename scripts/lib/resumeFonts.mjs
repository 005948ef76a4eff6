// Resume PDFs embed Debian's Noto fonts (api/src/modules/resumes/pdf/fonts.ts reads them; the same files and folders
// here): without them every PDF rendering fails, so `npm start` says what to install before anything runs.
import { existsSync } from 'node:fs';
import path from 'node:path';

const directories = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/opentype/noto', '/usr/share/fonts/noto', '/usr/share/fonts/noto-cjk', '/usr/share/fonts/google-noto'];
const files = {
  'fonts-noto-core': ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf', 'NotoSansThai-Regular.ttf', 'NotoSansThai-Bold.ttf', 'NotoSansLao-Regular.ttf', 'NotoSansLao-Bold.ttf'],
  'fonts-noto-cjk': ['NotoSansCJK-Regular.ttc', 'NotoSansCJK-Bold.ttc'],
};

/** The Debian packages whose font files are missing here (empty when resume PDFs can be rendered). */
export function missingFontPackages({ searched = directories } = {}) {
  const found = (file) => searched.some((directory) => existsSync(path.join(directory, file)));
  return Object.entries(files)
    .filter(([, names]) => !names.every(found))
    .map(([name]) => name);
}

/** Warns, never stops: everything but resume PDFs works without the fonts. */
export function checkResumeFonts({ warn = console.warn, searched = directories } = {}) {
  const missing = missingFontPackages({ searched });
  if (missing.length > 0) {
    warn(`[jobmarket] warning: resume PDFs need the Noto fonts: apt-get install ${missing.join(' ')}   (without them generating a resume PDF fails)`);
  }
  return missing;
}
