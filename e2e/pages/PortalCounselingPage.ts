import { interpolate } from '@jobmarket/contracts/i18n/translate';
import type { Locator, Page } from 'playwright-core';
import type { PageTexts } from './PortalVipPage';

/**
 * A job seeker's career counseling in the portal (/counselors, /counselors/:id, /counselors/sessions), driven by the
 * words of the page's own language: the directory, a counselor's free times by day, the booking dialog, the QR payment
 * dialog (the VIP QR pieces), and their sessions with the rating dialog.
 */
export class PortalCounselingPage {
  private readonly counseling: PageTexts['portal']['counseling'];

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly texts: PageTexts,
  ) {
    this.counseling = texts.portal.counseling;
  }

  /** Signs in on the portal's sign-in page (captcha checking is off in the e2e product). */
  async signIn(username: string, password: string): Promise<void> {
    const login = this.texts.portal.login;
    await this.page.goto(`${this.baseUrl}/login`, { waitUntil: 'networkidle' });
    await this.page.getByRole('textbox', { name: login.username }).fill(username);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.getByRole('textbox', { name: login.captcha }).fill('any');
    await this.page.getByRole('button', { name: login.submit, exact: true }).click();
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }

  /** A page's main heading (the directory's title, a counselor's name, "My counseling sessions"). */
  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The free times, one section per day (named by the day as the reader's clock shows it). */
  slotDays(): Locator {
    return this.page.locator('section[aria-label]').filter({ has: this.page.getByRole('button') });
  }

  /** Picks the first free time of the first day shown; answers the day's name and the time's label. */
  async pickFirstSlot(): Promise<{ day: string; time: string }> {
    const day = this.slotDays().first();
    await day.waitFor();
    const button = day.getByRole('button').first();
    const picked = { day: (await day.getAttribute('aria-label')) ?? '', time: ((await button.textContent()) ?? '').trim() };
    await button.click();
    return picked;
  }

  bookDialog(counselorName: string): Locator {
    return this.page.getByRole('dialog', { name: interpolate(this.counseling.book.title, { name: counselorName }), exact: true });
  }

  /** Fills the booking dialog (the topic; the mode when the counselor offers two) and books; `before` sees it filled. */
  async book(counselorName: string, topic: string, before?: (dialog: Locator) => Promise<void>): Promise<void> {
    const dialog = this.bookDialog(counselorName);
    await dialog.waitFor();
    const online = dialog.getByRole('radio', { name: this.texts.counseling.modes.online, exact: true });
    if ((await online.count()) > 0) await online.check();
    await dialog.getByRole('textbox', { name: this.texts.counseling.fields.topic }).fill(topic);
    await before?.(dialog);
    await dialog.getByRole('button', { name: this.counseling.book.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** What the counselor's page says once booked (confirmed, or waiting for payment). */
  bookedNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: this.counseling.nav.mySessions });
  }

  /** The QR payment dialog of an order, by its number; `orderNo` unknown: any. */
  paymentDialog(orderNo?: string): Locator {
    if (orderNo) return this.page.getByRole('dialog', { name: interpolate(this.counseling.payment.title, { orderNo }), exact: true });
    const [before] = this.counseling.payment.title.split('%{orderNo}') as [string, string];
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('heading', { name: before.trim() }) });
  }

  /** The order number the open payment dialog's title names. */
  async paymentOrderNo(): Promise<string> {
    const dialog = this.paymentDialog();
    await dialog.waitFor();
    const title = (await dialog.getByRole('heading').first().textContent()) ?? '';
    const orderNo = /CO\w+/.exec(title)?.[0];
    if (!orderNo) throw new Error(`the payment dialog's title names no order: ${title}`);
    return orderNo;
  }

  qrImage(orderNo: string): Locator {
    return this.paymentDialog(orderNo).getByRole('img', { name: interpolate(this.texts.portal.vip.payment.qrAlt, { orderNo }), exact: true });
  }

  /** Opens the dialog's simulated-bank link in its new tab, as a bank app takes over from the camera. */
  async openInBank(orderNo: string): Promise<Page> {
    const [bank] = await Promise.all([
      this.page.context().waitForEvent('page'),
      this.paymentDialog(orderNo).getByRole('link', { name: this.texts.portal.vip.payment.openInBank, exact: true }).click(),
    ]);
    await bank.waitForLoadState();
    return bank;
  }

  async iHavePaid(orderNo: string): Promise<void> {
    await this.paymentDialog(orderNo).getByRole('button', { name: this.counseling.payment.iHavePaid, exact: true }).click();
  }

  /** A toast or an alert with this text. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** One of "My counseling sessions", by its counselor and order number. */
  session(counselorName: string, orderNo: string): Locator {
    return this.page.getByRole('article', { name: `${counselorName} ${orderNo}`, exact: true });
  }

  /** Rates a completed session: the stars (MUI's radio inputs, by value), a comment; `before` sees the dialog filled. */
  async rate(session: Locator, stars: number, comment: string, before?: (dialog: Locator) => Promise<void>): Promise<void> {
    await session.getByRole('button', { name: this.texts.counseling.actions.rate, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.texts.counseling.actions.rate, exact: true });
    await dialog.waitFor();
    // MUI's star inputs are visually hidden under their labels, the stars (named "N Stars" in English whatever the page's language)
    const star = dialog.locator(`input[type="radio"][value="${stars}"]`);
    await dialog.locator(`label[for="${await star.getAttribute('id')}"]`).click();
    await dialog.getByRole('textbox', { name: this.texts.counseling.fields.comment }).fill(comment);
    await before?.(dialog);
    await dialog.getByRole('button', { name: this.counseling.rate.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
