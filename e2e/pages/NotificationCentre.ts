import type { Page } from 'playwright-core';

/** The bell in the admin's app bar, its drop-down, and the my-notices page it leads to. */
export class NotificationCentre {
  constructor(private readonly page: Page, private readonly bellName: string) {}

  bell() {
    return this.page.getByRole('button', { name: this.bellName, exact: true });
  }

  /** The unread count the badge shows (0 when it shows none). */
  async unreadCount(): Promise<number> {
    const value = await this.bell().locator('[data-unread]').getAttribute('data-unread');
    return Number(value ?? 0);
  }

  async openDropDown(): Promise<void> {
    await this.bell().click();
  }

  dropDown() {
    return this.page.getByRole('dialog', { name: this.bellName });
  }

  toast(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  myNoticeRow(title: string) {
    return this.page.getByRole('row').filter({ hasText: title });
  }

  detailDialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }
}
