import type { Page } from 'playwright-core';

/** The signed-in portal: role home, audit status, notification bell. */
export class PortalHomeAreaPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The application's audit status box (role="status"). */
  auditStatus() {
    return this.page.getByRole('status').filter({ hasText: /./ }).first();
  }

  text(content: string | RegExp) {
    return this.page.getByText(content);
  }
}
