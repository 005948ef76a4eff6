import { interpolate } from '@jobmarket/contracts/i18n/translate';
import type { Locator, Page } from 'playwright-core';
import type { PageTexts } from './PortalVipPage';

/**
 * A job seeker's job fairs in the portal (/job-fairs, /job-fairs/:id), driven by the words of the page's own language:
 * the fairs open to them, a fair's page, reserve a seat after the confirmation, their place.
 */
export class PortalSeekerMeetingsPage {
  private readonly seeker: PageTexts['portal']['meetings']['seeker'];

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly texts: PageTexts,
  ) {
    this.seeker = texts.portal.meetings.seeker;
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

  /** The upcoming list's heading, once the page shows it. */
  upcomingHeading(): Locator {
    return this.page.getByRole('heading', { name: this.seeker.upcoming.title, exact: true });
  }

  /** A job fair in a list, by its title. */
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** A fair's page: its title as the page's heading. */
  heading(title: string): Locator {
    return this.page.getByRole('heading', { name: title, exact: true, level: 1 });
  }

  /** "Reserve a seat", then the confirmation's "Reserve"; `before` sees the open confirmation. */
  async reserve(title: string, before?: (dialog: Locator) => Promise<void>): Promise<void> {
    const actions = this.page.getByRole('group', { name: interpolate(this.seeker.facts.actionsOf, { title }), exact: true });
    await actions.getByRole('button', { name: this.seeker.reserve.button, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.seeker.reserve.title, exact: true });
    await dialog.waitFor();
    await before?.(dialog);
    await dialog.getByRole('button', { name: this.seeker.reserve.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** The seeker's place shown beside the title ("You have a seat"). */
  seat(): Locator {
    return this.page.getByText(this.seeker.place.reserved, { exact: true });
  }

  /** Any text on the page (a refusal, the "not open to you" notice). */
  text(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** A toast or an alert with this text. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
