import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkResumeFonts, missingFontPackages } from '../scripts/lib/resumeFonts.mjs';

describe('the fonts resume PDFs embed (npm start)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'jm-fonts-'));
  const core = path.join(root, 'truetype');
  const cjk = path.join(root, 'opentype');
  mkdirSync(core);
  mkdirSync(cjk);
  for (const file of ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf', 'NotoSansThai-Regular.ttf', 'NotoSansThai-Bold.ttf', 'NotoSansLao-Regular.ttf', 'NotoSansLao-Bold.ttf']) {
    writeFileSync(path.join(core, file), '');
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the Debian package of each missing set of fonts, in any of the folders searched', () => {
    expect(missingFontPackages({ searched: [path.join(root, 'none')] })).toEqual(['fonts-noto-core', 'fonts-noto-cjk']);
    expect(missingFontPackages({ searched: [core, cjk] })).toEqual(['fonts-noto-cjk']);
    writeFileSync(path.join(cjk, 'NotoSansCJK-Regular.ttc'), '');
    writeFileSync(path.join(cjk, 'NotoSansCJK-Bold.ttc'), '');
    expect(missingFontPackages({ searched: [core, cjk] })).toEqual([]);
  });

  it('warns with the apt-get line when some are missing, and says nothing otherwise', () => {
    const warnings = [];
    checkResumeFonts({ warn: (line) => warnings.push(line), searched: [core] });
    expect(warnings).toEqual([expect.stringContaining('apt-get install fonts-noto-cjk')]);
    warnings.length = 0;
    checkResumeFonts({ warn: (line) => warnings.push(line), searched: [core, cjk] });
    expect(warnings).toEqual([]);
  });
});
