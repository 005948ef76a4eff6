import { readFile } from 'node:fs/promises';
import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminCodegenPage } from './pages/AdminCodegenPage';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AdminShellPage } from './pages/AdminShellPage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { productApi, storedTokens } from './support/session';

const en = catalogs.en;
const texts = en.codegenScreen;

/** The names of a zip's entries, from its central directory (signature PK\x01\x02: name length at 28, name at 46). */
function zipEntries(zip: Buffer): string[] {
  const names: string[] = [];
  for (let offset = zip.indexOf('PK\x01\x02'); offset >= 0; offset = zip.indexOf('PK\x01\x02', offset + 46)) {
    const nameLength = zip.readUInt16LE(offset + 28);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
  }
  return names;
}

describe('the code generator (issue 18)', () => {
  const baseUrl = inject('baseUrl');
  const { signIn } = productApi(baseUrl);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  async function picturePage(name: string): Promise<void> {
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await screenshot(page, name);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    problems = watchConsole(page);
    const shell = new AdminShellPage(page, baseUrl, en.admin.layout.mainMenu);
    await new AdminLoginPage(page, baseUrl).open();
    // ADMIN holds sys:codegen:* through the Code generator menu's buttons
    await shell.setStoredTokens(storedTokens(await signIn('admin', '123456')));
    await shell.open('/system/codegen');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') await screenshot(page, 'failed-codegen');
  });

  it('lists the read-model tables, configures demo_items_v1, previews its files highlighted and downloads them as a zip', async () => {
    const codegen = new AdminCodegenPage(page, texts);
    await codegen.row('companies_v1').waitFor();
    expect(await codegen.tables().getByRole('row').count()).toBeGreaterThan(5);
    await picturePage('codegen-tables-en');
    // never the event store's or the infrastructure's tables, searched for by their names
    for (const hidden of ['es_events', 'projection_checkpoints']) {
      await codegen.search(hidden);
      await codegen.row('companies_v1').waitFor({ state: 'detached' });
      expect(await codegen.row(hidden).count()).toBe(0);
      await codegen.search('');
      await codegen.row('companies_v1').waitFor();
    }
    await codegen.search('jobs');
    await codegen.row('jobs_v1').waitFor();

    await codegen.search('demo_items');
    await codegen.row('demo_items_v1').getByText(texts.list.configured, { exact: true }).waitFor();
    await codegen.configure('demo_items_v1');

    // the seeded configuration (two saves); saving a change adds a third revision to its history
    await expect.poll(() => codegen.author().inputValue()).toBe('JobMarket');
    await picturePage('codegen-config-en');
    await codegen.author().fill('JobMarket e2e');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(texts.editor.saved).first().waitFor();
    // the stream's revision, as the History tab numbers it: the third save is revision 2
    await page.getByText(texts.editor.savedRevision.replace('%{revision}', '2')).waitFor();
    await codegen.tab('history').click();
    await expect.poll(() => page.locator('tbody tr', { hasText: texts.history.events.CodegenConfigSaved }).count()).toBe(3);
    await picturePage('codegen-history-en');

    await codegen.tab('preview').click();
    await codegen.fileTree().getByRole('button', { name: 'DemoItemList.tsx' }).click();
    const code = codegen.code('DemoItemList.tsx');
    await code.locator('.hljs-keyword').first().waitFor();
    expect(await code.textContent()).toContain("resource=\"demo-items\"");
    await codegen.fileTree().getByRole('button', { name: 'decider.ts' }).first().click();
    await codegen.code('decider.ts').locator('.hljs-keyword').first().waitFor();
    await picturePage('codegen-preview-en');

    const [download] = await Promise.all([page.waitForEvent('download'), codegen.downloadButton().first().click()]);
    expect(download.suggestedFilename()).toBe('demoItems.zip');
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const entries = zipEntries(zip);
    expect(entries).toEqual(
      expect.arrayContaining([
        'contracts/src/demoItems/forms.ts',
        'api/src/modules/demoItems/decider.ts',
        'api/src/modules/demoItems/routes.ts',
        'projections/src/demoItems/demoItems.projection.ts',
        'admin/src/resources/demo-items/DemoItemList.tsx',
        'admin/src/resources/demo-items/index.ts',
      ]),
    );
    expect(entries.some((entry) => entry.startsWith('contracts/src/i18n/messages/features/demoItems/'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
