import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { AdminNoticesPage } from './pages/AdminNoticesPage';
import { AdminShellPage } from './pages/AdminShellPage';
import { NotificationCentre } from './pages/NotificationCentre';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { productApi, storedTokens } from './support/session';

const en = catalogs.en;
const notices = en.resources.notices;
const centre = en.admin.notifications;

describe('notices, my notices and the notification centre (issue 5)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];

  const { signIn } = productApi(baseUrl);

  /** A browser context of its own per user (separate storage), signed in through the api, on the given admin path. */
  async function openAs(username: string, path: string): Promise<{ page: Page; problems: string[]; subscribed: Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    pages.push(page);
    const problems = watchConsole(page);
    const subscribed = mqttSubscribed(page);
    const tokens = await signIn(username, '123456');
    const shell = new AdminShellPage(page, baseUrl, en.admin.layout.mainMenu);
    await new AdminLoginPage(page, baseUrl).open();
    await shell.setStoredTokens(storedTokens(tokens));
    await shell.open(path);
    return { page, problems, subscribed };
  }

  /** Resolves when the page's MQTT-over-WebSocket connection gets its SUBACK (packet type 9): live pushes reach it from then on. */
  function mqttSubscribed(page: Page): Promise<void> {
    return new Promise((resolve) => {
      page.on('websocket', (socket) => {
        if (!socket.url().endsWith('/mqtt')) return;
        socket.on('framereceived', ({ payload }) => {
          const firstByte = typeof payload === 'string' ? payload.charCodeAt(0) : payload[0];
          if (firstByte !== undefined && firstByte >> 4 === 9) resolve();
        });
      });
    });
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      for (const [index, page] of pages.entries()) await screenshot(page, `failed-notices-${index}`);
    }
    for (const context of contexts.splice(0)) await context.close();
    pages.splice(0);
  });

  it('ROOT publishes a rich-text notice to everyone; another signed-in user sees it arrive live, reads it, and it goes when revoked', async () => {
    const title = `Maintenance on Sunday ${Date.now()}`;
    const root = await openAs('root', '/notices');
    const admin = await openAs('admin', '/');
    const list = new AdminNoticesPage(root.page, baseUrl, {
      add: notices.actions.add,
      title: notices.fields.title,
      type: notices.fields.type,
      // react-admin's own English buttons (ra-language-english)
      save: 'Save',
      publish: notices.actions.publish,
      revoke: notices.actions.revoke,
      confirm: 'Confirm',
      bold: notices.editor.bold,
    });
    const bell = new NotificationCentre(admin.page, centre.open);
    await bell.bell().waitFor();
    // the admin's channel has subscribed before anything is published (a push is a hint, never replayed)
    await admin.subscribed;
    const before = await bell.unreadCount();

    await list.create({ title, typeLabel: 'System maintenance', plain: 'The api is down from 02:00.', bold: 'Save your work' });
    await list.row(title).getByText(notices.publishStatus.unpublished).waitFor();
    // watched from before publishing: the toast lives 6 s, which a busy machine can spend on the checks below
    const arrived = bell.toast(centre.arrived.replace('%{title}', title)).waitFor();
    arrived.catch(() => undefined); // awaited below; a failure before then must not surface as an unhandled rejection
    await list.publish(title);
    await list.toast(notices.messages.published).waitFor();
    await list.row(title).getByText(notices.publishStatus.published).waitFor();
    await screenshot(root.page, 'admin-notices-published');

    await arrived;
    await expect.poll(() => bell.unreadCount()).toBe(before + 1);
    await screenshot(admin.page, 'admin-notices-arrived-live');

    await bell.openDropDown();
    await bell.dropDown().getByText(title).waitFor();
    await screenshot(admin.page, 'admin-notices-bell-dropdown');
    await bell.dropDown().getByRole('button', { name: centre.viewMore }).click();
    await admin.page.waitForURL(/\/admin\/my-notice$/);
    const row = bell.myNoticeRow(title);
    await row.getByText(notices.readStatus.unread).waitFor();

    await row.getByRole('button', { name: title }).click();
    const detail = bell.detailDialog(title);
    await detail.locator('strong', { hasText: 'Save your work' }).waitFor();
    expect(await detail.getByText('The api is down from 02:00.').count()).toBe(1);
    await screenshot(admin.page, 'admin-notices-detail');
    await detail.getByRole('button', { name: 'Close' }).click();
    await row.getByText(notices.readStatus.read, { exact: true }).waitFor();
    await expect.poll(() => bell.unreadCount()).toBe(before);
    await screenshot(admin.page, 'admin-notices-my-notices-read');

    await list.revoke(title);
    await list.toast(notices.messages.revoked).waitFor();
    await list.row(title).getByText(notices.publishStatus.revoked).waitFor();
    // the revoke push makes the admin's lists reload: the notice leaves my notices
    await row.waitFor({ state: 'detached' });
    await screenshot(root.page, 'admin-notices-revoked');

    expect(root.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  });
});
