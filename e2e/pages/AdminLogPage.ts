import type { Page } from 'playwright-core';
import { animationsSettled } from '../support/animations';

/** The operation log (/admin/logs): filters, rows and the detail dialog. */
export class AdminLogPage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin/logs`, { waitUntil: 'networkidle' });
  }

  row(text: string | RegExp) {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async search(keywords: string, placeholder: string): Promise<void> {
    await this.page.getByPlaceholder(placeholder).fill(keywords);
  }

  async filterDays(fromLabel: string, from: string, toLabel: string, to: string): Promise<void> {
    await this.page.getByLabel(fromLabel, { exact: true }).fill(from);
    await this.page.getByLabel(toLabel, { exact: true }).fill(to);
  }

  detail(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Waits until the dialog has faded in, so a screenshot shows it as a reader sees it. */
  async detailSettled(title: string): Promise<void> {
    await this.detail(title).waitFor();
    // the fade runs on MUI's dialog root around the dialog element
    await animationsSettled(this.page.locator('.MuiDialog-root').filter({ has: this.detail(title) }));
  }
}
