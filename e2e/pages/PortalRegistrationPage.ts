import { catalogs } from '@jobmarket/contracts/i18n/translate';
import type { Page } from 'playwright-core';

const en = catalogs.en.portal;

/** The portal's sign-in, registration and password pages, found by their English labels. */
export class PortalRegistrationPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }

  path(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  text(content: string | RegExp) {
    return this.page.getByText(content);
  }

  async fill(label: string, value: string): Promise<void> {
    await this.page.getByRole('textbox', { name: label }).fill(value);
  }

  async chooseGender(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: en.fields.gender }).click();
    await this.page.getByRole('option', { name: label }).click();
  }

  /** Hands files to an upload field (the hidden file input carries the field's label). */
  async attach(label: string, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.page.locator(`input[type=file][aria-label="${label}"]`).setInputFiles(files);
  }

  async press(name: string): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  /** Password inputs have no textbox role: found by their form field name. */
  async fillPassword(name: string, value: string): Promise<void> {
    await this.page.locator(`input[name="${name}"]`).fill(value);
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.fill(en.login.username, username);
    await this.fillPassword('password', password);
    // captcha checking is off in the e2e product; the field is still required by the form
    await this.fill(en.login.captcha, 'any');
    await this.press(en.login.submit);
  }

  async chooseLanguage(nativeName: string): Promise<void> {
    await this.page.getByLabel(/Language|语言|ພາສາ|ภาษา/).selectOption({ label: nativeName });
  }
}
