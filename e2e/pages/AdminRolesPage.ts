import type { Page } from 'playwright-core';

/** System management › Roles (/admin/system/role) and its permission tree dialog. */
export class AdminRolesPage {
  constructor(private readonly page: Page, private readonly baseUrl: string, private readonly labels: { permissions: string; save: string; saved: string }) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin/system/role`, { waitUntil: 'networkidle' });
  }

  async openPermissions(roleName: string) {
    const row = this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: roleName, exact: true }) });
    await row.getByRole('button', { name: this.labels.permissions }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('checkbox').first().waitFor();
    return dialog;
  }

  /** Ticks a button under a menu of the tree, e.g. Users › Add: the innermost node holding both checkboxes. */
  async grant(menu: string, button: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    const node = dialog
      .locator('div')
      .filter({ has: this.page.getByRole('checkbox', { name: menu, exact: true }) })
      .filter({ has: this.page.getByRole('checkbox', { name: button, exact: true }) })
      .last();
    await node.getByRole('checkbox', { name: button, exact: true }).check();
  }

  async save(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: this.labels.save }).click();
    await this.page.getByText(this.labels.saved).waitFor();
  }
}
