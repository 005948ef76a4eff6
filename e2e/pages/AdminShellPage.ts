import type { Page } from 'playwright-core';

/** The page's localStorage, as seen from code that runs in the browser (this package compiles without the DOM lib). */
interface BrowserStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The signed-in admin: the main menu the layout draws from the user's /menus/routes, and the page content. */
export class AdminShellPage {
  constructor(private readonly page: Page, private readonly baseUrl: string, private readonly mainMenuName: string) {}

  async open(path = '/'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin${path}`, { waitUntil: 'networkidle' });
  }

  mainMenu() {
    return this.page.getByRole('navigation', { name: this.mainMenuName });
  }

  /** Unfolds a menu section (a directory such as System management) if it is folded. */
  async openSection(label: string): Promise<void> {
    const section = this.mainMenu().getByRole('button', { name: label });
    await section.waitFor();
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await this.mainMenu().locator('[aria-expanded="true"]', { hasText: label }).waitFor();
  }

  /** The names of the pages the main menu links to, as shown. */
  async pageLinks(): Promise<string[]> {
    const links = this.mainMenu().getByRole('link');
    await links.first().waitFor();
    // the section unfolds with an animation; wait until every link of it is shown
    await this.page.waitForTimeout(400);
    return (await links.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  }

  columnHeader(name: string) {
    return this.page.getByRole('columnheader', { name });
  }

  /** The page's own heading (the app bar repeats the title as a lower-level one). */
  pageHeading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  path(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  storedTokens(): Promise<{ access: string | null; refresh: string | null }> {
    return this.page.evaluate(() => {
      const storage = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
      return { access: storage.getItem('access_token'), refresh: storage.getItem('refresh_token') };
    });
  }

  setStoredTokens(tokens: { access?: string; refresh?: string }): Promise<void> {
    return this.page.evaluate((values) => {
      const storage = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
      if (values.access !== undefined) storage.setItem('access_token', values.access);
      if (values.refresh !== undefined) storage.setItem('refresh_token', values.refresh);
    }, tokens);
  }
}
