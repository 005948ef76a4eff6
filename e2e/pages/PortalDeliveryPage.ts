import { interpolate } from '@jobmarket/contracts/i18n/translate';
import type { Locator, Page } from 'playwright-core';
import type { PageTexts } from './PortalVipPage';

type StepField = 'reasonCode' | 'reason' | 'remark' | 'interviewAt' | 'place' | 'confirmedName' | 'onboardDate' | 'leftOn';

/**
 * The portal's delivery screens, driven by the words of the page's own language: "Apply" on a job's page, the
 * seeker's applications (/applications) with the invoice upload, and the publisher's applications received
 * (/applications/received) with each step's dialog and its "Please conduct audit" confirmation.
 */
export class PortalDeliveryPage {
  private readonly delivery: PageTexts['portal']['delivery'];

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly texts: PageTexts,
  ) {
    this.delivery = texts.portal.delivery;
  }

  /** Signs in on the portal's sign-in page (captcha checking is off in the e2e product). */
  async signIn(username: string, password: string): Promise<void> {
    const login = this.texts.portal.login;
    await this.page.goto(`${this.baseUrl}/login`, { waitUntil: 'networkidle' });
    await this.page.getByRole('textbox', { name: login.username }).fill(username);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.getByRole('textbox', { name: login.captcha }).fill('any');
    await this.page.getByRole('button', { name: login.submit, exact: true }).click();
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }

  /** On a job's page: "Apply now", the resume chosen (the default is), "Send application". */
  async apply(position: string, resumeLabel: string): Promise<Locator> {
    await this.page.getByRole('button', { name: this.texts.jobPage.apply, exact: true }).click();
    const dialog = this.dialog(interpolate(this.delivery.apply.title, { position }));
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: resumeLabel, exact: true }).waitFor();
    return dialog;
  }

  async sendApplication(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: this.delivery.apply.confirm, exact: true }).click();
  }

  /** One of my applications (by its job's position) or an application received (by the candidate's name). */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  state(card: Locator, stateName: string): Locator {
    return card.getByText(stateName, { exact: true });
  }

  /** The step buttons of an application received. */
  receivedActions(candidate: string): Locator {
    return this.page.getByRole('group', { name: interpolate(this.delivery.received.actionsOf, { name: candidate }), exact: true });
  }

  myActions(position: string): Locator {
    return this.page.getByRole('group', { name: interpolate(this.delivery.mine.actionsOf, { position }), exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** A step's dialog: "<action>: <candidate>". */
  stepDialog(actionLabel: string, candidate: string): Locator {
    return this.dialog(interpolate(this.delivery.action.title, { action: actionLabel, name: candidate }));
  }

  /**
   * Takes a step on an application received: its button, its fields, "Continue", then "Please conduct audit" →
   * "Confirm". Answers the step's dialog (to picture it before confirming, pass `before`).
   */
  async takeStep(candidate: string, actionLabel: string, fill: Partial<Record<StepField, string>>, options: { proof?: { name: string; mimeType: string; buffer: Buffer }; before?: (dialog: Locator) => Promise<void> } = {}): Promise<void> {
    await this.receivedActions(candidate).getByRole('button', { name: actionLabel, exact: true }).click();
    const dialog = this.stepDialog(actionLabel, candidate);
    await dialog.waitFor();
    const labels = this.delivery.action;
    for (const [field, value] of Object.entries(fill) as [StepField, string][]) {
      if (field === 'reasonCode') {
        await dialog.getByRole('combobox', { name: labels.reasonCode }).click();
        await this.page.getByRole('option', { name: value, exact: true }).click();
        continue;
      }
      const input = dialog.getByLabel(labels[field], { exact: false }).first();
      await input.fill(value);
    }
    if (options.proof) {
      await dialog.locator(`input[type="file"][aria-label="${labels.proof}"]`).setInputFiles([options.proof]);
      await dialog.getByText(options.proof.name, { exact: true }).waitFor();
      // the upload's spinner is gone once the file is the order's to attach
      await dialog.getByRole('button', { name: this.delivery.invoice.choose, exact: true }).and(this.page.locator(':enabled')).waitFor();
    }
    await options.before?.(dialog);
    await dialog.getByRole('button', { name: labels.submit, exact: true }).click();
    await this.confirm();
  }

  /** "Please conduct audit" → "Confirm". */
  async confirm(): Promise<void> {
    const confirm = this.dialog(this.delivery.action.confirmTitle);
    await confirm.waitFor();
    await confirm.getByRole('button', { name: this.delivery.common.confirm, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
  }

  /** The delivery person's invoice: date, files, "Upload", then "Please conduct audit" → "Confirm". */
  async uploadInvoice(position: string, orderNo: string, invoiceDate: string, files: { name: string; mimeType: string; buffer: Buffer }[], before?: (dialog: Locator) => Promise<void>): Promise<void> {
    await this.myActions(position).getByRole('button', { name: this.texts.delivery.actions.uploadInvoice, exact: true }).click();
    const dialog = this.dialog(interpolate(this.delivery.invoice.title, { orderNo }));
    await dialog.waitFor();
    await dialog.getByLabel(this.texts.delivery.fields.invoiceDate, { exact: false }).first().fill(invoiceDate);
    await dialog.locator(`input[type="file"][aria-label="${this.delivery.invoice.files}"]`).setInputFiles(files);
    for (const file of files) await dialog.getByText(file.name, { exact: true }).waitFor();
    await before?.(dialog);
    await dialog.getByRole('button', { name: this.delivery.invoice.confirm, exact: true }).click();
    await this.confirm();
  }

  /** Opens an application's history timeline (a list labelled "History of order …", newest first). */
  async openHistory(card: Locator, orderNo: string): Promise<Locator> {
    await card.getByRole('button', { name: this.delivery.common.history, exact: true }).click();
    const history = this.page.getByRole('list', { name: interpolate(this.delivery.history.label, { orderNo }), exact: true });
    await history.getByRole('listitem').first().waitFor();
    return history;
  }

  /** A toast or an alert with this text. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
