import { interpolate } from '@jobmarket/contracts/i18n/translate';
import type { Locator, Page } from 'playwright-core';
import type { PageTexts } from './PortalVipPage';

/**
 * A counselor's home in the portal (/counselor: their schedule and availability; /counselor/orders/:id: one session
 * with its private notes and the complete / no-show buttons), driven by the words of the page's own language.
 */
export class PortalCounselorHomePage {
  private readonly counseling: PageTexts['portal']['counseling'];

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly texts: PageTexts,
  ) {
    this.counseling = texts.portal.counseling;
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.counseling.nav.counselorHome, exact: true });
  }

  /** A session of the schedule, by its seeker's name and order number (the card opens its page). */
  scheduled(seekerName: string, orderNo: string): Locator {
    return this.page.getByRole('article', { name: `${seekerName} ${orderNo}`, exact: true });
  }

  /** One session's page: its order number as the heading. */
  orderHeading(orderNo: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: interpolate(this.counseling.order.title, { orderNo }), exact: true });
  }

  completeButton(): Locator {
    return this.page.getByRole('button', { name: this.texts.counseling.actions.complete, exact: true });
  }

  /** The private notes' field and its save button. */
  async writeNotes(notes: string): Promise<void> {
    await this.page.getByRole('textbox', { name: this.texts.counseling.fields.notes }).fill(notes);
    await this.page.getByRole('button', { name: this.texts.counseling.actions.writeNotes, exact: true }).click();
  }

  /** A toast or an alert with this text. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** Any text on the page. */
  text(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
