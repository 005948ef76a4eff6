import type { Page } from 'playwright-core';

/** Texts of the admin's job screens in one language (from the catalogs; react-admin's own from its language pack). */
export interface AdminJobTexts {
  search: string;
  audit: string;
  /** "Audit job: %{position}" */
  dialogTitle: string;
  approve: string;
  reject: string;
  share: { company: string; auditor: string; candidate: string };
  resumeAuditor: string;
  sort: string;
  confirm: string;
}

/** Business › Jobs in the admin (`/admin/business/job`): the list, its keyword filter, rows and the audit dialog. */
export class AdminJobsPage {
  constructor(
    private readonly page: Page,
    private readonly texts: AdminJobTexts,
  ) {}

  async search(keywords: string): Promise<void> {
    await this.page.getByRole('textbox', { name: this.texts.search }).fill(keywords);
  }

  rows() {
    return this.page.getByRole('row');
  }

  row(text: string) {
    return this.rows().filter({ hasText: text });
  }

  dialog(position: string) {
    return this.page.getByRole('dialog', { name: this.texts.dialogTitle.replace('%{position}', position) });
  }

  async openAudit(position: string) {
    await this.row(position).getByRole('button', { name: this.texts.audit, exact: true }).click();
    const dialog = this.dialog(position);
    await dialog.waitFor();
    return dialog;
  }

  async decide(position: string, decision: 'approve' | 'reject'): Promise<void> {
    await this.dialog(position).getByRole('radio', { name: decision === 'approve' ? this.texts.approve : this.texts.reject }).check();
  }

  /** Types the commission split (percentages of the total commission). */
  async split(position: string, shares: { company: number; auditor: number; candidate: number }): Promise<void> {
    const dialog = this.dialog(position);
    for (const share of ['company', 'auditor', 'candidate'] as const) {
      await dialog.getByRole('spinbutton', { name: this.texts.share[share], exact: true }).fill(String(shares[share]));
    }
  }

  /** The running total under the split, and whether it is the required 100%. */
  runningTotal(position: string) {
    return this.dialog(position).getByRole('status');
  }

  async chooseResumeAuditor(position: string, name: string): Promise<void> {
    const select = this.dialog(position).getByRole('combobox', { name: this.texts.resumeAuditor, exact: true });
    await select.getByRole('option', { name, exact: true }).waitFor({ state: 'attached' });
    await select.selectOption({ label: name });
  }

  async setSort(position: string, sort: number): Promise<void> {
    await this.dialog(position).getByRole('spinbutton', { name: this.texts.sort, exact: true }).fill(String(sort));
  }

  async confirm(position: string): Promise<void> {
    await this.dialog(position).getByRole('button', { name: this.texts.confirm, exact: true }).click();
  }

  toast(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
