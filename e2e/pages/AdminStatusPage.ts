import type { Page } from 'playwright-core';

/** The system status page (/admin/projections): one row per projection. */
export class AdminStatusPage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin/projections`, { waitUntil: 'networkidle' });
  }

  table(name: string) {
    return this.page.getByRole('table', { name });
  }

  row(projection: string) {
    return this.page.getByRole('row').filter({ hasText: projection });
  }

  /** The page's own refresh button (the app bar's refresh icon has the same name but no text). */
  async refresh(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label }).filter({ hasText: label }).click();
  }
}
