import type { Page } from 'playwright-core';

export class AdminDashboardPage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin/`, { waitUntil: 'networkidle' });
  }

  text(content: string) {
    return this.page.getByText(content, { exact: false });
  }

  async chooseLanguage(nativeName: string): Promise<void> {
    await this.page.getByRole('button', { name: /English|简体中文|ລາວ|ไทย/ }).click();
    await this.page.getByRole('menuitem', { name: nativeName }).click();
  }

  /** A visit card (its title, e.g. "Visitors (UV)"). */
  visitCard(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  /** The card's count for today, read as a number once the card has loaded. */
  async todayCount(cardTitle: string, todayLabel: string): Promise<number> {
    const figure = this.visitCard(cardTitle).getByLabel(new RegExp(`^${todayLabel} `));
    await figure.waitFor();
    return Number((await figure.innerText()).replace(/[^\d]/g, ''));
  }

  /** The card's all-time total ("Total: 1,234"). */
  async totalCount(cardTitle: string, totalLabel: string): Promise<number> {
    const total = this.visitCard(cardTitle).getByText(new RegExp(`^${totalLabel}:`));
    await total.waitFor();
    return Number((await total.innerText()).replace(/[^\d]/g, ''));
  }

  /** The visit-trend chart (an SVG image named after its period; the one drawing page views, not the receivable's). */
  trendChart() {
    return this.page.locator('svg[role="img"]:has([data-series="pv"])');
  }

  /** How many days the chart draws (one point per day on the page-view line). */
  trendDays(): Promise<number> {
    return this.trendChart().locator('[data-series="pv"] circle').count();
  }

  async chooseTrendPeriod(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }

  /** Points at the chart's last day so its tooltip shows. */
  async hoverLastDay(): Promise<void> {
    const box = await this.trendChart().boundingBox();
    if (!box) throw new Error('the trend chart is not on the page');
    await this.page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  }

  tooltip() {
    return this.page.getByRole('tooltip');
  }

  notices(title: string) {
    return this.page.getByRole('region', { name: title });
  }
}
