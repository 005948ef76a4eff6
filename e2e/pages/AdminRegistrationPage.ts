import type { Locator, Page } from 'playwright-core';

/** Texts the page object needs, from the catalogs (no literal copies). */
export interface AuditTexts {
  audit: string;
  approve: string;
  reject: string;
  rejectReason: string;
  confirm: string;
  cancel: string;
  view: string;
  /** "Audit application: %{name}" */
  dialogTitle: string;
  /** "Application: %{name}" */
  viewTitle: string;
  /** "Preview of %{name}" */
  preview: string;
  openPdf: string;
}

/** An admin audit screen (job publishers, school administrators): status tabs, rows, the audit dialog and its documents. */
export class AdminRegistrationPage {
  constructor(private readonly page: Page, private readonly texts: AuditTexts) {}

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Opens the audit dialog of the application whose row shows `text`; the dialog is named after `name`. */
  async openAudit(text: string, name: string) {
    await this.row(text).getByRole('button', { name: this.texts.audit }).click();
    const dialog = this.dialog(name);
    await dialog.waitFor();
    return dialog;
  }

  /** Opens the read-only dialog of an application that is not pending (or for a user who may not audit). */
  async openView(text: string, name: string) {
    await this.row(text).getByRole('button', { name: this.texts.view }).click();
    const dialog = this.page.getByRole('dialog', { name: this.texts.viewTitle.replace('%{name}', name) });
    await dialog.waitFor();
    return dialog;
  }

  /** A dialog's fade-in has finished when its container is fully opaque (for a screenshot of what a person sees). */
  opacityOf(dialog: Locator): Promise<string> {
    return dialog.evaluate((element) => {
      const container = (element as unknown as { parentElement: unknown }).parentElement;
      const view = globalThis as unknown as { getComputedStyle(node: unknown): { opacity: string } };
      return view.getComputedStyle(container).opacity;
    });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name: this.texts.dialogTitle.replace('%{name}', name) });
  }

  /** A document's thumbnail (images) by its file name. */
  thumbnail(dialogName: string, fileName: string) {
    return this.dialog(dialogName).getByRole('img', { name: fileName, exact: true });
  }

  pdfLinks(dialogName: string) {
    return this.dialog(dialogName).getByRole('link', { name: this.texts.openPdf });
  }

  /** True once the image has been decoded (its object URL was fetched with the token and holds a real picture). */
  async isDecoded(dialogName: string, fileName: string): Promise<boolean> {
    return this.thumbnail(dialogName, fileName).evaluate((element) => {
      const image = element as unknown as { complete: boolean; naturalWidth: number };
      return image.complete && image.naturalWidth > 0;
    });
  }

  async enlarge(dialogName: string, fileName: string) {
    await this.dialog(dialogName).getByRole('button', { name: this.texts.preview.replace('%{name}', fileName) }).click();
    const preview = this.page.getByRole('dialog', { name: this.texts.preview.replace('%{name}', fileName) });
    await preview.waitFor();
    return preview;
  }

  async decide(dialogName: string, decision: 'approve' | 'reject', reason?: string): Promise<void> {
    const dialog = this.dialog(dialogName);
    await dialog.getByRole('radio', { name: decision === 'approve' ? this.texts.approve : this.texts.reject }).check();
    if (reason !== undefined) await dialog.getByRole('textbox', { name: this.texts.rejectReason }).fill(reason);
    await dialog.getByRole('button', { name: this.texts.confirm }).click();
  }

  async confirm(dialogName: string): Promise<void> {
    await this.dialog(dialogName).getByRole('button', { name: this.texts.confirm }).click();
  }

  async cancel(dialogName: string): Promise<void> {
    await this.dialog(dialogName).getByRole('button', { name: this.texts.cancel }).click();
  }

  toast(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
