import type { Page } from 'playwright-core';

/** The admin's sign-in page (/admin/login). Fields are found by name so the page object works in every language. */
export class AdminLoginPage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(path = '/login'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin${path}`, { waitUntil: 'networkidle' });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The e2e product runs with captcha checking off; the field is still required, so any code does. */
  async signIn(username: string, password: string, captchaCode = 'e2e1'): Promise<void> {
    await this.page.locator('input[name="username"]').fill(username);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.locator('input[name="captchaCode"]').fill(captchaCode);
    await this.page.locator('form button[type="submit"]').click();
  }

  async chooseLanguage(nativeName: string): Promise<void> {
    await this.page.getByRole('button', { name: /English|简体中文|ລາວ|ไทย/ }).click();
    await this.page.getByRole('menuitem', { name: nativeName }).click();
  }

  text(content: string) {
    return this.page.getByText(content, { exact: false });
  }

  /** Where the page sends the user back after signing in (the `redirect` query value). */
  redirectTarget(): string | null {
    return new URL(this.page.url()).searchParams.get('redirect');
  }
}
