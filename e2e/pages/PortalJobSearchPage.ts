import type { Page } from 'playwright-core';

/** The public job board (`/jobs`): the search box, the result count and the job cards, in the language the page shows. */
export class PortalJobSearchPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly texts: { searchLabel: string; searchButton: string },
  ) {}

  async open(path = '/jobs'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }

  async search(keywords: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: this.texts.searchLabel }).fill(keywords);
    await this.page.getByRole('button', { name: this.texts.searchButton, exact: true }).click();
  }

  /** The results section, named by its count ("3 jobs found") once they have arrived. */
  results(countText: string) {
    return this.page.getByRole('region', { name: countText });
  }

  /** A job card's title link. */
  jobLink(position: string) {
    return this.page.getByRole('article').getByRole('link', { name: position, exact: true });
  }

  path(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }
}
