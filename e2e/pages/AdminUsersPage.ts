import type { Page } from 'playwright-core';

/** The labels of the user screen in one language (from the message catalog). */
export interface UserScreenLabels {
  add: string;
  edit: string;
  more: string;
  delete: string;
  save: string;
  confirm: string;
  historyTab: string;
  fields: { username: string; nickname: string; deptId: string; roleIds: string; password: string };
}

export interface NewUser {
  username: string;
  nickname: string;
  department: RegExp;
  roles: string[];
  password: string;
}

/** System management › Users (/admin/system/user): the list, its create/edit dialogs and the row's "more" menu. */
export class AdminUsersPage {
  constructor(private readonly page: Page, private readonly baseUrl: string, private readonly labels: UserScreenLabels) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin/system/user`, { waitUntil: 'networkidle' });
  }

  addButton() {
    return this.page.getByRole('button', { name: this.labels.add, exact: true });
  }

  row(username: string) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: username, exact: true }) });
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async create(user: NewUser): Promise<void> {
    await this.addButton().click();
    const dialog = this.dialog();
    await dialog.getByRole('textbox', { name: this.labels.fields.username, exact: true }).fill(user.username);
    await dialog.getByRole('textbox', { name: this.labels.fields.nickname, exact: true }).fill(user.nickname);
    await dialog.getByRole('combobox', { name: this.labels.fields.deptId }).click();
    await this.page.getByRole('option', { name: user.department }).click();
    await dialog.getByRole('combobox', { name: this.labels.fields.roleIds }).click();
    for (const role of user.roles) await this.page.getByRole('option', { name: role, exact: true }).click();
    await this.page.keyboard.press('Escape'); // closes the roles list, not the dialog
    await dialog.getByRole('textbox', { name: this.labels.fields.password, exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: this.labels.save }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async openEdit(username: string): Promise<void> {
    await this.row(username).getByRole('button', { name: this.labels.edit }).click();
    await this.dialog().getByRole('textbox', { name: this.labels.fields.nickname, exact: true }).waitFor();
  }

  async changeNickname(nickname: string): Promise<void> {
    await this.dialog().getByRole('textbox', { name: this.labels.fields.nickname, exact: true }).fill(nickname);
    await this.dialog().getByRole('button', { name: this.labels.save }).click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  /** Opens the edit dialog's History tab and answers its table. */
  async history(username: string) {
    await this.openEdit(username);
    await this.dialog().getByRole('tab', { name: this.labels.historyTab }).click();
    const table = this.dialog().getByRole('table', { name: this.labels.historyTab });
    await table.waitFor();
    return table;
  }

  /** Deletes from the row's "more" menu; answers the confirmation dialog's text before confirming. */
  async delete(username: string): Promise<string> {
    await this.row(username).getByRole('button', { name: this.labels.more }).click();
    await this.page.getByRole('menuitem', { name: this.labels.delete }).click();
    const confirmation = this.page.getByRole('dialog');
    const question = await confirmation.innerText();
    await confirmation.getByRole('button', { name: this.labels.confirm }).click();
    await confirmation.waitFor({ state: 'detached' });
    return question;
  }
}
