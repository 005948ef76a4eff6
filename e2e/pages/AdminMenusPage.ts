import type { Locator, Page } from 'playwright-core';

/** The labels of the menus screen in one language (from the message catalog). */
export interface MenuScreenLabels {
  create: string;
  addChild: string;
  edit: string;
  delete: string;
  save: string;
  confirm: string;
  collapseAll: string;
  expandAll: string;
  chooseIcon: string;
  searchIcons: string;
  addParam: string;
  types: Record<'CATALOG' | 'MENU' | 'BUTTON' | 'EXTLINK', string>;
  fields: { name: string; routeName: string; routePath: string; component: string; perm: string; parentId: string; paramKey: string; paramValue: string };
}

/** System management › Menus (/admin/system/menu): the menu tree and its create/edit dialog. */
export class AdminMenusPage {
  constructor(private readonly page: Page, private readonly baseUrl: string, readonly labels: MenuScreenLabels) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin/system/menu`, { waitUntil: 'networkidle' });
  }

  /** The tree row whose first cell shows the menu's (translated) name. */
  row(name: string): Locator {
    const exactly = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
    return this.page.getByRole('row').filter({ has: this.page.locator('td:first-child', { hasText: exactly }) });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog').first();
  }

  async openCreate(): Promise<Locator> {
    await this.page.getByRole('button', { name: this.labels.create, exact: true }).click();
    return this.dialog();
  }

  async openAddChild(parent: string): Promise<Locator> {
    await this.row(parent).getByRole('button', { name: this.labels.addChild }).click();
    return this.dialog();
  }

  async openEdit(name: string): Promise<Locator> {
    await this.row(name).getByRole('button', { name: this.labels.edit }).click();
    const dialog = this.dialog();
    await dialog.getByLabel(this.labels.fields.name).waitFor();
    return dialog;
  }

  async pickIcon(search: string, name: string): Promise<void> {
    await this.dialog().getByRole('button', { name: this.labels.chooseIcon }).click();
    const picker = this.page.getByRole('dialog').filter({ has: this.page.getByLabel(this.labels.searchIcons) });
    await picker.getByLabel(this.labels.searchIcons).fill(search);
    await picker.getByRole('option', { name }).click();
    await picker.waitFor({ state: 'detached' });
  }

  async save(): Promise<void> {
    await this.dialog().getByRole('button', { name: this.labels.save }).click();
  }

  /** Asks to delete the row and confirms; answers the confirmation's question. */
  async delete(name: string): Promise<string> {
    await this.row(name).getByRole('button', { name: this.labels.delete }).click();
    const confirm = this.page.getByRole('dialog');
    const question = await confirm.innerText();
    await confirm.getByRole('button', { name: this.labels.confirm }).click();
    return question;
  }
}
