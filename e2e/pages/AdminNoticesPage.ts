import type { Page } from 'playwright-core';

/** Texts the page object needs, in the language the test runs in (from the catalogs, so no literal copies). */
export interface NoticeTexts {
  add: string;
  title: string;
  type: string;
  save: string;
  publish: string;
  revoke: string;
  confirm: string;
  bold: string;
}

/** The admin's notices screen (/admin/notices): the list, the create dialog with its rich-text editor, publish and revoke. */
export class AdminNoticesPage {
  constructor(private readonly page: Page, private readonly baseUrl: string, private readonly texts: NoticeTexts) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin/notices`, { waitUntil: 'networkidle' });
  }

  row(title: string) {
    return this.page.getByRole('row').filter({ hasText: title });
  }

  /** Creates a draft for everyone: a title, a type from the dictionary, and content typed into the editor with a bold part. */
  async create(notice: { title: string; typeLabel: string; plain: string; bold: string }): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.add }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(this.texts.title).fill(notice.title);
    await dialog.getByRole('combobox', { name: this.texts.type }).click();
    await this.page.getByRole('option', { name: notice.typeLabel }).click();
    const editor = dialog.locator('.ProseMirror');
    await editor.click();
    await this.page.keyboard.type(`${notice.plain} `);
    await dialog.getByRole('button', { name: this.texts.bold }).click();
    // the toolbar hands the focus back to the editor a moment after the click; keys typed before that are lost
    await this.page.waitForFunction(() => (globalThis as unknown as { document: { activeElement: { classList?: { contains(name: string): boolean } } | null } }).document.activeElement?.classList?.contains('ProseMirror') === true);
    await this.page.keyboard.type(notice.bold);
    await dialog.getByRole('button', { name: this.texts.save }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async publish(title: string): Promise<void> {
    await this.row(title).getByRole('button', { name: this.texts.publish }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: this.texts.confirm }).click();
  }

  async revoke(title: string): Promise<void> {
    await this.row(title).getByRole('button', { name: this.texts.revoke }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: this.texts.confirm }).click();
  }

  toast(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
