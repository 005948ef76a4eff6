import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ConsultOrderView, CounselorView, Page as ResultPage } from '@jobmarket/contracts';
import { consultInvitationUid } from '@jobmarket/contracts';
import { catalogs, interpolate } from '@jobmarket/contracts/i18n/translate';
import pg from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoConsultOrders, demoCounselors } from '../api/src/modules/counseling/seed/demoCounseling';
import { PortalCounselingPage } from './pages/PortalCounselingPage';
import { PortalCounselorHomePage } from './pages/PortalCounselorHomePage';
import { SimulatedBankPage } from './pages/SimulatedBankPage';
import { productAccounts } from './support/accounts';
import { animationsSettled } from './support/animations';
import { launchBrowser, screenshot, screenshotsDir, watchConsole } from './support/browser';
import { productApi } from './support/session';

const th = catalogs.th;
const DEMO_PASSWORD = '123456';
/** The demo seeker books; the demo counselors of the counseling seed: Malee (free), Bounmy (`counselor`, paid). */
const SEEKER = 'seeker';
/** A new job seeker with an e-mail address (the demo seeker has none): books the free session and gets its invitation. */
const NEW_SEEKER = `counsel_seeker_${randomBytes(3).toString('hex')}`;
const FREE = demoCounselors.find((counselor) => counselor.profile.price === 0)!;
const PAID = demoCounselors.find((counselor) => counselor.username === 'counselor')!;
/** The demo seeker's paid session with `counselor` that ended just before the seed ran: the one the counselor completes. */
const AWAITING = demoConsultOrders.find((order) => order.key === 'awaitingCompletion')!;
/** Pictures for a person to look at, with every other e2e test's (e2e/screenshots, git-ignored). */
const PICTURES = process.env.COUNSELING_E2E_PICTURES ?? screenshotsDir;

/** An attachment of the development mail outbox (message_outbox.attachments, as the mail port sends it). */
interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The calendar files of a mail's attachments, each with its properties unfolded (RFC 5545 folds lines at 75 octets). */
function calendarsOf(attachments: string | MailAttachment[] | null): { ics: MailAttachment; property: (name: string) => string | undefined }[] {
  const all = typeof attachments === 'string' ? (JSON.parse(attachments) as MailAttachment[]) : (attachments ?? []);
  return all
    .filter((attachment) => attachment.filename.endsWith('.ics'))
    .map((ics) => {
      const lines = ics.content.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
      return { ics, property: (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1) };
    });
}

/** Whitespace as a reader sees it (Intl puts no-break spaces between a currency and its amount). */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('career counseling end to end: a seeker books a free and a paid session (paid in the simulated bank), the counselor completes one, the seeker rates it (issue 17)', () => {
  const baseUrl = inject('baseUrl');
  const { api, apiToken } = productApi(baseUrl);
  const accounts = productAccounts(baseUrl, inject('databaseUrl'));
  const outbox = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;
  let seekerToken: string;
  let counselorIds: Record<string, number>;
  let awaiting: ConsultOrderView;
  let newSeekerToken: string;
  let freeOrder: ConsultOrderView;

  async function newPage(locale: string, timezoneId: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale, timezoneId });
    contexts.push(context);
    current = await context.newPage();
    return current;
  }

  /** Console errors, plus which request a server error answered. */
  function watchPage(page: Page): string[] {
    const problems = watchConsole(page);
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    return problems;
  }

  /** A whole page from its top, into the pictures' folder. */
  async function picture(page: Page, name: string): Promise<void> {
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    mkdirSync(PICTURES, { recursive: true });
    await page.screenshot({ path: path.join(PICTURES, `${name}.png`), fullPage: true });
  }

  /** An open dialog as the reader sees it: the viewport once it has faded in. */
  async function pictureDialog(page: Page, dialog: Locator, name: string): Promise<void> {
    await animationsSettled(dialog);
    mkdirSync(PICTURES, { recursive: true });
    await page.screenshot({ path: path.join(PICTURES, `${name}.png`) });
  }

  const mine = async (token = seekerToken) => (await api<ResultPage<ConsultOrderView>>('GET', '/consult-orders/mine?pageSize=50', undefined, token)).list;

  beforeAll(async () => {
    browser = await launchBrowser();
    await accounts.registerSeeker(NEW_SEEKER, 'ธนวัฒน์ ใจดี');
    newSeekerToken = await apiToken(NEW_SEEKER, accounts.password);
    seekerToken = await apiToken(SEEKER, DEMO_PASSWORD);
    const { list } = await api<ResultPage<CounselorView>>('GET', '/counselors/page?pageSize=50');
    counselorIds = Object.fromEntries(demoCounselors.map((counselor) => [counselor.username, list.find((row) => row.name === counselor.nickname)!.id]));
    awaiting = (await mine()).find((order) => order.counselorId === counselorIds[AWAITING.counselor] && order.status === 'confirmed' && Date.parse(order.endsAt) < Date.now())!;
    expect(awaiting, 'the seed left the demo seeker a paid session that is over and waits for its counselor').toBeDefined();
    expect(awaiting).toMatchObject({ paymentStatus: 'paid', topic: AWAITING.topic });
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current) await screenshot(current, `failed-counseling-${context.task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await accounts.close();
    await outbox.end();
  });

  it('a seeker finds counselors in Thai and books a free session with Malee: confirmed at once', { timeout: 180_000 }, async () => {
    const page = await newPage('th-TH', 'Asia/Bangkok');
    const problems = watchPage(page);
    const portal = new PortalCounselingPage(page, baseUrl, th);
    await portal.signIn(NEW_SEEKER, accounts.password);
    await expect.poll(() => portal.path()).toBe('/dashboard');
    await portal.open('/counselors');
    await portal.heading(th.portal.counseling.directory.title).waitFor();
    await page.getByText(FREE.nickname, { exact: true }).first().waitFor();
    await picture(page, 'counseling-e2e-directory-th');

    await portal.open(`/counselors/${counselorIds[FREE.username]}`);
    await portal.heading(FREE.nickname).waitFor();
    // the biography in the reader's language
    await page.getByText(FREE.profile.biographies.th!, { exact: true }).waitFor();
    await picture(page, 'counseling-e2e-counselor-free-th');
    expect(await mine(newSeekerToken)).toEqual([]);
    const picked = await portal.pickFirstSlot();
    const topic = 'อยากให้ช่วยดูเรซูเม่ก่อนสมัครงานแรก';
    await portal.book(FREE.nickname, topic, (dialog) => pictureDialog(page, dialog, 'counseling-e2e-book-free-th'));
    await portal.bookedNotice().waitFor();
    expect(plain(await portal.bookedNotice().textContent())).toContain(plain(th.portal.counseling.book.confirmed.split('%{name}')[0]!));
    await picture(page, 'counseling-e2e-booked-free-th');
    expect(problems).toEqual([]);

    const booked = await mine(newSeekerToken);
    expect(booked).toHaveLength(1);
    freeOrder = booked[0]!;
    expect(freeOrder).toMatchObject({ counselorId: counselorIds[FREE.username], status: 'confirmed', paymentStatus: 'notRequired', price: 0, topic, payBefore: null });
    expect(freeOrder.orderNo).toMatch(/^CO/);
    expect(picked.time).not.toBe('');
  });

  it('the free booking’s confirmation reaches the seeker’s mailbox with a calendar REQUEST under the order’s UID', async () => {
    expect(freeOrder).toBeDefined();
    const mails = async () =>
      (await outbox.query<{ subject: string; attachments: string | MailAttachment[] | null }>("select subject, attachments from message_outbox where channel = 'email' and recipient = $1 order by id", [`${NEW_SEEKER}@example.com`])).rows;
    const invitation = async () => (await mails()).flatMap((mail) => calendarsOf(mail.attachments)).find((calendar) => calendar.property('UID') === consultInvitationUid(freeOrder.id));
    await expect.poll(async () => (await invitation()) !== undefined, { timeout: 30_000 }).toBe(true);
    const { ics, property } = (await invitation())!;
    expect(ics.contentType).toContain('method=REQUEST');
    expect(property('METHOD')).toBe('REQUEST');
    expect(Number(property('SEQUENCE'))).toBe(0);
    // the session's start as the calendar states it (UTC, basic format)
    expect(property('DTSTART')).toBe(freeOrder.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
  });

  it('the seeker books a paid session with Bounmy, pays its QR in the simulated bank and is told it is confirmed', { timeout: 240_000 }, async () => {
    const page = await newPage('th-TH', 'Asia/Bangkok');
    const problems = watchPage(page);
    const portal = new PortalCounselingPage(page, baseUrl, th);
    await portal.signIn(SEEKER, DEMO_PASSWORD);
    await expect.poll(() => portal.path()).toBe('/dashboard');
    await portal.open(`/counselors/${counselorIds[PAID.username]}`);
    await portal.heading(PAID.nickname).waitFor();
    await page.getByText(PAID.profile.biographies.th!, { exact: true }).waitFor();
    await portal.pickFirstSlot();
    await portal.book(PAID.nickname, 'เตรียมตัวสัมภาษณ์งานตำแหน่งหัวหน้าทีม', (dialog) => pictureDialog(page, dialog, 'counseling-e2e-book-paid-th'));

    // booked: waiting for payment, and the QR dialog opens on its own
    const orderNo = await portal.paymentOrderNo();
    const dialog = portal.paymentDialog(orderNo);
    await portal.qrImage(orderNo).waitFor();
    const order = (await mine()).find((row) => row.orderNo === orderNo)!;
    expect(order).toMatchObject({ status: 'pendingPayment', paymentStatus: 'unpaid', price: PAID.profile.price, currency: 'LAK' });
    await pictureDialog(page, dialog, 'counseling-e2e-qr-th');

    // "I have paid" before paying: the provider knows no payment yet
    await portal.iHavePaid(orderNo);
    await dialog.getByRole('alert').waitFor();
    await pictureDialog(page, dialog, 'counseling-e2e-not-paid-th');

    const bankTab = await portal.openInBank(orderNo);
    const bankProblems = watchPage(bankTab);
    const bank = new SimulatedBankPage(bankTab, th);
    await bank.heading().waitFor();
    const qr = await api<{ payload: string; reference: string }>('POST', `/consult-orders/${order.id}/payment-qr`, undefined, seekerToken);
    expect(await bank.payload()).toBe(qr.payload);
    expect(await bank.field('reference')).toBe(qr.reference);
    await bank.pay();
    expect(await bank.outcome()).toBe('paid');
    expect(plain(await bank.answer().textContent())).toContain(interpolate(th.membership.devBank.notified, { status: 200 }));
    await bankTab.screenshot({ path: path.join(PICTURES, 'counseling-e2e-bank-paid-th.png'), fullPage: true });
    expect(bankProblems).toEqual([]);
    await bankTab.close();

    // back in the portal: "I have paid" now says paid and closes the dialog
    await portal.iHavePaid(orderNo);
    await portal.toast(th.portal.counseling.payment.paid).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await picture(page, 'counseling-e2e-paid-th');
    expect(problems).toEqual([]);
    const paid = (await mine()).find((row) => row.orderNo === orderNo)!;
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    // My sessions lists both new bookings as confirmed
    await portal.open('/counselors/sessions');
    const card = portal.session(PAID.nickname, orderNo);
    await card.getByText(th.counseling.statuses.confirmed, { exact: true }).waitFor();
    await card.getByText(`${th.counseling.fields.paymentStatus}: ${th.counseling.paymentStatuses.paid}`, { exact: true }).waitFor();
    await picture(page, 'counseling-e2e-my-sessions-th');
  });

  it('the counselor opens the session that is over from their home, writes notes and marks it completed', { timeout: 180_000 }, async () => {
    const page = await newPage('th-TH', 'Asia/Vientiane');
    const problems = watchPage(page);
    const portal = new PortalCounselingPage(page, baseUrl, th);
    const home = new PortalCounselorHomePage(page, baseUrl, th);
    await portal.signIn(PAID.username, DEMO_PASSWORD);
    await expect.poll(() => portal.path()).not.toBe('/login');
    await home.open('/counselor');
    await home.heading().waitFor();
    // the schedule looks back to yesterday: the session is on it unless it was over before then (a Monday morning's seed)
    const card = home.scheduled(awaiting.seekerName, awaiting.orderNo);
    const dayBefore = new Date(Date.now() - 24 * 3600_000);
    dayBefore.setHours(0, 0, 0, 0);
    if (Date.parse(awaiting.startsAt) >= dayBefore.getTime()) {
      await card.waitFor();
      await picture(page, 'counseling-e2e-counselor-home-th');
      await card.click();
    } else {
      await picture(page, 'counseling-e2e-counselor-home-th');
      await home.open(`/counselor/orders/${awaiting.id}`);
    }
    await home.orderHeading(awaiting.orderNo).waitFor();
    await home.text(th.portal.counseling.order.notesPrivate).waitFor();
    const notes = 'Wants to lead a team within a year: practise one-to-ones and delegation; follow up in a month.';
    await home.writeNotes(notes);
    await home.toast(th.portal.counseling.order.notesSaved).waitFor();
    await picture(page, 'counseling-e2e-counselor-order-th');
    await home.completeButton().click();
    await home.toast(th.portal.counseling.order.completed).waitFor();
    await page.getByText(th.counseling.statuses.completed, { exact: true }).first().waitFor();
    await picture(page, 'counseling-e2e-completed-th');
    expect(problems).toEqual([]);

    // the notes are the counselor's and staff's: never in the seeker's answers
    const seen = await api<ConsultOrderView>('GET', `/consult-orders/${awaiting.id}`, undefined, seekerToken);
    expect(seen.status).toBe('completed');
    expect(seen).not.toHaveProperty('notes');
    const counselorToken = await apiToken(PAID.username, DEMO_PASSWORD);
    expect((await api<ConsultOrderView>('GET', `/consult-orders/${awaiting.id}`, undefined, counselorToken)).notes).toBe(notes);
  });

  it('the seeker rates the completed session in Thai: five stars and a comment, once', { timeout: 180_000 }, async () => {
    const page = await newPage('th-TH', 'Asia/Bangkok');
    const problems = watchPage(page);
    const portal = new PortalCounselingPage(page, baseUrl, th);
    await portal.signIn(SEEKER, DEMO_PASSWORD);
    await expect.poll(() => portal.path()).toBe('/dashboard');
    await portal.open('/counselors/sessions');
    const card = portal.session(PAID.nickname, awaiting.orderNo);
    await card.getByText(th.counseling.statuses.completed, { exact: true }).waitFor();
    const comment = 'คำแนะนำชัดเจน นำไปใช้ได้จริง ขอบคุณครับ';
    await portal.rate(card, 5, comment, (dialog) => pictureDialog(page, dialog, 'counseling-e2e-rate-th'));
    await card.getByText(interpolate(th.portal.counseling.mine.rated, { rating: 5 }), { exact: true }).waitFor();
    await card.getByText(`“${comment}”`, { exact: true }).waitFor();
    await expect.poll(() => card.getByRole('button', { name: th.counseling.actions.rate, exact: true }).count()).toBe(0);
    await picture(page, 'counseling-e2e-rated-th');
    expect(problems).toEqual([]);

    expect((await mine()).find((order) => order.id === awaiting.id)).toMatchObject({ status: 'completed', rating: 5, comment });
    // once: a second rating is refused
    const again = await fetch(`${baseUrl}/api/v1/consult-orders/${awaiting.id}/rating`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'th', Authorization: seekerToken },
      body: JSON.stringify({ rating: 1, comment: null }),
    });
    expect(((await again.json()) as { code: string }).code).not.toBe('00000');
    // the counselor's average now counts it
    const counselor = await api<CounselorView>('GET', `/counselors/${counselorIds[PAID.username]}`);
    expect(counselor.ratingCount).toBeGreaterThanOrEqual(2);
  });
});
