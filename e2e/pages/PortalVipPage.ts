import { interpolate, type catalogs } from '@jobmarket/contracts/i18n/translate';
import type { MembershipStatus, QuotaKind, VipOrderStatus } from '@jobmarket/contracts';
import type { Locator, Page } from 'playwright-core';

/** The catalog of the language the page shows (every VIP text is found by its words in that language). */
export type PageTexts = (typeof catalogs)['en'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The publisher's VIP page (`/vip` → `/vip/vip-register`): their membership with its quotas, the levels side by side,
 * the confirm and payment dialogs, and their orders. Found by role and by the texts of the page's own language, so a
 * Thai or Chinese page is driven by its Thai or Chinese words.
 */
export class PortalVipPage {
  private readonly vip: PageTexts['portal']['vip'];

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly texts: PageTexts,
  ) {
    this.vip = texts.portal.vip;
  }

  /** Signs in on the portal's sign-in page, labelled in the page's language (captcha checking is off in the e2e product). */
  async signIn(username: string, password: string): Promise<void> {
    const login = this.texts.portal.login;
    await this.page.goto(`${this.baseUrl}/login`, { waitUntil: 'networkidle' });
    await this.page.getByRole('textbox', { name: login.username }).fill(username);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.getByRole('textbox', { name: login.captcha }).fill('any');
    await this.page.getByRole('button', { name: login.submit, exact: true }).click();
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/vip`, { waitUntil: 'networkidle' });
    await this.heading().waitFor();
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: this.vip.title });
  }

  /** "My membership": status, level, period and the four quotas. */
  membership() {
    return this.page.getByRole('region', { name: this.vip.current.title });
  }

  membershipStatus(status: MembershipStatus) {
    return this.membership().getByText(this.texts.membership.status[status], { exact: true });
  }

  /** One quota's bar; its aria-valuetext says "used of total, left" in the page's language. */
  quota(kind: QuotaKind) {
    return this.membership().getByRole('progressbar', { name: this.texts.membership.quotas[kind], exact: true });
  }

  /** A level's card, named by the level's name. */
  level(name: string) {
    return this.page.getByRole('article', { name, exact: true });
  }

  async chooseLevel(name: string): Promise<Locator> {
    await this.level(name).getByRole('button', { name: interpolate(this.vip.levels.choose, { level: name }), exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: interpolate(this.vip.confirm.title, { level: name }), exact: true });
    await dialog.waitFor();
    return dialog;
  }

  /** Submits the order the confirm dialog describes; answers the payment dialog that follows and its order number. */
  async submitOrder(confirm: Locator): Promise<{ dialog: Locator; orderNo: string }> {
    await confirm.getByRole('button', { name: this.vip.confirm.submit, exact: true }).click();
    const [before, after] = this.vip.payment.title.split('%{orderNo}') as [string, string];
    const dialog = this.page.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(before)}VIP\\d+${escapeRegExp(after)}$`) });
    await dialog.waitFor();
    const title = (await dialog.getByRole('heading').first().textContent()) ?? '';
    const orderNo = /VIP\d+/.exec(title)?.[0];
    if (!orderNo) throw new Error(`the payment dialog's title names no order: ${title}`);
    return { dialog, orderNo };
  }

  paymentDialog(orderNo: string) {
    return this.page.getByRole('dialog', { name: interpolate(this.vip.payment.title, { orderNo }), exact: true });
  }

  qrImage(orderNo: string) {
    return this.paymentDialog(orderNo).getByRole('img', { name: interpolate(this.vip.payment.qrAlt, { orderNo }), exact: true });
  }

  countdown(orderNo: string) {
    return this.paymentDialog(orderNo).getByRole('timer');
  }

  async iHavePaid(orderNo: string): Promise<void> {
    await this.paymentDialog(orderNo).getByRole('button', { name: this.vip.payment.paid, exact: true }).click();
  }

  /** What the dialog says after a check (an alert inside it). */
  dialogMessage(orderNo: string, text: string) {
    return this.paymentDialog(orderNo).getByRole('alert').filter({ hasText: text });
  }

  /** Opens the dialog's simulated-bank link, which opens in a new tab as a bank app would take over from the camera. */
  async openInBank(orderNo: string): Promise<Page> {
    const [bank] = await Promise.all([
      this.page.context().waitForEvent('page'),
      this.paymentDialog(orderNo).getByRole('link', { name: this.vip.payment.openInBank, exact: true }).click(),
    ]);
    await bank.waitForLoadState();
    return bank;
  }

  async payLater(orderNo: string): Promise<void> {
    await this.paymentDialog(orderNo).getByRole('button', { name: this.vip.payment.close, exact: true }).click();
    await this.paymentDialog(orderNo).waitFor({ state: 'detached' });
  }

  /** A toast (success, live notice) with this text. */
  toast(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** One of "My orders", by its order number. */
  order(orderNo: string) {
    return this.page.getByRole('region', { name: this.vip.orders.title }).getByRole('row').filter({ hasText: orderNo });
  }

  orderStatus(orderNo: string, status: VipOrderStatus) {
    return this.order(orderNo).getByText(this.texts.membership.order.status[status], { exact: true });
  }

  continuePaying(orderNo: string) {
    return this.order(orderNo).getByRole('button', { name: this.vip.current.continuePaying, exact: true });
  }
}
