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
}
