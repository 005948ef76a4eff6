import { catalogs, translate } from '@jobmarket/contracts/i18n/translate';
import type { Locale } from '@jobmarket/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminCurdDemoPage, AdminDemosPage } from './pages/AdminDemosPage';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AdminShellPage } from './pages/AdminShellPage';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { samplePng } from './support/sampleFiles';
import { productApi, storedTokens } from './support/session';

const en = catalogs.en;

/** Every demo page the Demos menu routes (api/src/modules/identity/seed/demoMenus.ts): its path with the menu's query, and its title. */
const demoPages = [
  { key: 'api', path: '/demo/api' },
  { key: 'curd', path: '/demo/curd' },
  { key: 'dictionary', path: '/demo/dictionary' },
  { key: 'icons', path: '/demo/icons' },
  { key: 'iconSelector', path: '/demo/icon-selector' },
  { key: 'level1', path: '/demo/multi-level/level1' },
  { key: 'level3a', path: '/demo/multi-level/level2/level3-1?item=1' },
  { key: 'routeParamA', path: '/demo/route-param-a?type=a' },
  { key: 'routeParamB', path: '/demo/route-param-b?type=b' },
  { key: 'signature', path: '/demo/signature' },
  { key: 'tableSelect', path: '/demo/table-select' },
  { key: 'upload', path: '/demo/upload' },
  { key: 'richText', path: '/demo/rich-text' },
  { key: 'websocket', path: '/demo/websocket' },
] as const;

/**
 * The rich-text demo's sample carries onclick and onmouseover on purpose, for the sanitiser to remove; Chromium logs
 * the CSP (script-src-attr 'none') refusing them as the editor parses the sample: the second defence working, not a fault.
 */
const refusedSampleHandler = (problem: string) => problem.includes('inline event handler') && problem.includes("script-src-attr 'none'");

describe('the demo pages (issue 18)', () => {
  const baseUrl = inject('baseUrl');
  const { signIn } = productApi(baseUrl);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let demos: AdminDemosPage;
  let problems: string[];

  /** A whole page from its top (a full-page picture taken scrolled down draws the sticky app bar mid-page). */
  async function picturePage(name: string): Promise<void> {
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await screenshot(page, name);
  }

  /** Opens one demo page inside the running app and waits for its heading and its requests; returns the problems it logged. */
  async function openDemo(locale: Locale, demo: (typeof demoPages)[number]): Promise<string[]> {
    const before = problems.length;
    await demos.go(demo.path);
    await demos.heading(translate(locale, `menus.demo.${demo.key}`)).waitFor();
    await demos.settled();
    const logged = problems.splice(before);
    const faults = demo.key === 'richText' ? logged.filter((problem) => !refusedSampleHandler(problem)) : logged;
    problems.push(...faults);
    return faults.map((problem) => `${demo.path} (${locale}): ${problem}`);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    problems = watchConsole(page);
    demos = new AdminDemosPage(page, baseUrl);
    // ADMIN, not ROOT: the demo menus and the demo items' buttons (sys:demo-item:*) are the role's own grants
    const tokens = await signIn('admin', '123456');
    const shell = new AdminShellPage(page, baseUrl, en.admin.layout.mainMenu);
    await new AdminLoginPage(page, baseUrl).open();
    await shell.setStoredTokens(storedTokens(tokens));
    await shell.open('/demo/api');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') await screenshot(page, `failed-demos-${test.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  it('opens every demo page in English without a page or console error', async () => {
    const found: string[] = [];
    for (const demo of demoPages) {
      found.push(...(await openDemo('en', demo)));
      await picturePage(`demos-${demo.path.split('?')[0]!.slice(1).replace(/\//g, '-')}-en`);
    }
    expect(found).toEqual([]);
  });

  it('the signature demo saves a drawn signature as a PNG and shows it back', async () => {
    const texts = en.demoWidgets.signature;
    await openDemo('en', demoPages.find((demo) => demo.key === 'signature')!);
    await demos.drawSignature(texts.pad);
    await demos.button(texts.save).click();
    await demos.text(texts.saved).waitFor();
    expect(await demos.pictureLoaded(texts.savedAlt)).toBe(true);
    await page.getByText(/^Stored as .+ at /).waitFor();
    await picturePage('demos-signature-saved-en');
  });

  it('the upload demo uploads a picture and shows it back', async () => {
    const texts = en.demoWidgets.upload;
    await openDemo('en', demoPages.find((demo) => demo.key === 'upload')!);
    await demos.fileInput('upload-single').setInputFiles({ name: 'e2e-upload.png', mimeType: 'image/png', buffer: samplePng(120, 80) });
    await page.getByText(/^Stored at /).waitFor();
    // the preview reads the stored file back with the token; its alternative text is the file's name
    await page.locator('img[src^="blob:"]').first().waitFor();
    expect(await page.locator('img[src^="blob:"]').first().evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBe(120);
    expect(await page.getByRole('alert').count()).toBe(0);
    await demos.text(texts.nothingYet).waitFor(); // the multiple-upload section is untouched
    await picturePage('demos-upload-uploaded-en');
  });

  it('the websocket demo receives its own message on its own topic', async () => {
    const texts = en.demoWidgets.websocket;
    await openDemo('en', demoPages.find((demo) => demo.key === 'websocket')!);
    await page.getByTestId('channel-state').getByText(texts.states.connected, { exact: true }).waitFor({ timeout: 20_000 });
    const message = `Hello from the e2e test ${Date.now()}`;
    await page.getByRole('textbox', { name: texts.message }).fill(message);
    await demos.button(texts.send).click();
    await page.getByRole('list', { name: texts.received }).getByText(message, { exact: true }).waitFor();
    await picturePage('demos-websocket-received-en');
  });

  it('the curd demo lists the seeded items and creates, edits and deletes one through the generated views', async () => {
    const fields = en.demoItems.fields;
    const curd = new AdminCurdDemoPage(page, {
      name: fields.name,
      category: fields.category,
      price: fields.price,
      // react-admin's own English words (ra-language-english)
      create: 'Create',
      save: 'Save',
      edit: 'Edit',
      delete: 'Delete',
      confirm: 'Confirm',
      codeFiles: en.demoCurd.code.files,
    });
    await openDemo('en', demoPages.find((demo) => demo.key === 'curd')!);
    await curd.row('Handwoven Lao sinh skirt').waitFor();
    await curd.row('云南普洱茶饼 357 克').waitFor();
    expect(await curd.selectedCodeTab().textContent()).toBe('DemoItemList.tsx');
    await page.locator('pre code.hljs .hljs-keyword').first().waitFor();
    // the app bar names the page, not the page and the hosted list ("CRUDDemo items")
    expect(await page.locator('#react-admin-title').innerText()).toBe(en.menus.demo.curd);

    const name = `Rattan market basket ${Date.now()}`;
    // the generated form's category is the gender dictionary (who the item is for); its labels come from the api
    await curd.create(name, 'Female', '18.5');
    await page.waitForURL(/\/demo\/curd\/demo-items$/);
    await curd.row(name).getByText(/^18\.50?$/).waitFor();
    await picturePage('demos-curd-created-en');

    await curd.edit(name, `${name} (large)`, '24');
    // the generated edit view goes to the record's page after saving; the code tab follows it
    await page.waitForURL(/\/demo\/curd\/demo-items\/\d+\/show$/);
    await page.getByText(`${name} (large)`, { exact: true }).first().waitFor();
    expect(await curd.selectedCodeTab().textContent()).toBe('DemoItemShow.tsx');
    await picturePage('demos-curd-edited-show-en');

    await page.getByRole('link', { name: 'List' }).click();
    await page.waitForURL(/\/demo\/curd\/demo-items$/);
    await curd.remove(`${name} (large)`);
    await curd.row(`${name} (large)`).waitFor({ state: 'detached' });
    await curd.row('Handwoven Lao sinh skirt').waitFor();
    await picturePage('demos-curd-deleted-en');
    expect(problems).toEqual([]);
  });

  it('opens every demo page in Thai without a page or console error', async () => {
    // switched from the curd demo, so this test does not depend on where the one before it left the page
    await openDemo('en', demoPages.find((demo) => demo.key === 'curd')!);
    await page.getByRole('button', { name: /English|简体中文|ລາວ|ไทย/ }).click();
    await page.getByRole('menuitem', { name: 'ไทย' }).click();
    await demos.heading(translate('th', 'menus.demo.curd')).waitFor();
    const found: string[] = [];
    for (const demo of demoPages) {
      found.push(...(await openDemo('th', demo)));
      await picturePage(`demos-${demo.path.split('?')[0]!.slice(1).replace(/\//g, '-')}-th`);
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
