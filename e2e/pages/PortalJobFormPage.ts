import type { Locator, Page } from 'playwright-core';

/** The form's field labels and the publisher's home texts, in the language the page shows (from the catalogs). */
export interface JobFormTexts {
  post: string;
  submit: string;
  myJobs: string;
}

/** The element of a field's helper text (MUI links it by aria-describedby); read in the page, which this package cannot type. */
interface Described {
  getAttribute(name: string): string | null;
  ownerDocument: { getElementById(id: string): { textContent: string | null } | null };
}

/**
 * The publisher's side of the portal: their home's "My jobs" and the job form (`/dashboard/jobs/new`). Fields are
 * found by role and label: text fields are textboxes, amounts spinbuttons, dictionary and region choices the
 * browser's own selects (comboboxes).
 */
export class PortalJobFormPage {
  constructor(
    private readonly page: Page,
    private readonly texts: JobFormTexts,
  ) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async startPosting(): Promise<void> {
    await this.page.getByRole('link', { name: this.texts.post, exact: true }).click();
    await this.heading().filter({ hasText: this.texts.post }).waitFor();
  }

  textbox(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  amount(label: string) {
    return this.page.getByRole('spinbutton', { name: label, exact: true });
  }

  choice(label: string) {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  /** Picks an option of a select by its shown name, once the options have arrived from the api. */
  async choose(label: string, optionLabel: string): Promise<void> {
    const select = this.choice(label);
    await select.getByRole('option', { name: optionLabel, exact: true }).waitFor({ state: 'attached' });
    await select.selectOption({ label: optionLabel });
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.submit, exact: true }).click();
  }

  /** The message under a field (its helper text), '' when it has none. */
  messageOf(control: Locator): Promise<string> {
    return control.evaluate((element) => {
      const field = element as unknown as Described;
      const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return ids.map((id) => field.ownerDocument.getElementById(id)?.textContent ?? '').join(' ').trim();
    });
  }

  async isInvalid(control: Locator): Promise<boolean> {
    return (await control.getAttribute('aria-invalid')) === 'true';
  }

  alert(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** One of my jobs on the home page (an article named by its position). */
  myJob(position: string) {
    return this.page.getByRole('region', { name: this.texts.myJobs }).getByRole('article', { name: position });
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }
}
