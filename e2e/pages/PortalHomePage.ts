import type { Page } from 'playwright-core';

export class PortalHomePage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(path = '/'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async chooseLanguage(nativeName: string): Promise<void> {
    await this.page.getByLabel(/Language|语言|ພາສາ|ภาษา/).selectOption({ label: nativeName });
  }

  text(content: string) {
    return this.page.getByText(content, { exact: false });
  }
}
