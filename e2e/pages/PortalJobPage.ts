import type { Page } from 'playwright-core';

/** The public job and company pages (`/jobs/:id`, `/companies/:id`), rendered by the api and hydrated by the portal. */
export class PortalJobPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(path: string): Promise<number> {
    const response = await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
    return response?.status() ?? 0;
  }

  /** The HTML the server sent, as a search engine reads it (before any script ran). */
  async source(path: string, language = 'en'): Promise<string> {
    return (await fetch(`${this.baseUrl}${path}`, { headers: { 'Accept-Language': language } })).text();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  link(name: string) {
    return this.page.getByRole('link', { name, exact: true });
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  text(content: string) {
    return this.page.getByText(content, { exact: false });
  }

  region(name: string) {
    return this.page.getByRole('region', { name });
  }
}
