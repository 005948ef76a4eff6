import { interpolate } from '@jobmarket/contracts/i18n/translate';
import type { Locator, Page } from 'playwright-core';
import type { PageTexts } from './PortalVipPage';

/** A job fair as the school types it: times on the reader's clock (`YYYY-MM-DDTHH:mm`, the datetime field's format). */
export interface MeetingEntry {
  title: string;
  content: string;
  startTime: string;
  endTime: string;
  location: string;
  capacity: number;
  studentScope: 'ownSchool' | 'all';
}

/**
 * The school administrator's job fairs in the portal (/school/meetings), driven by the words of the page's own
 * language: the list of cards with their actions, the form of a new fair, publish and revoke each confirmed, the
 * revoke's apology dialog prefilled by the api.
 */
export class PortalSchoolMeetingsPage {
  private readonly school: PageTexts['portal']['meetings']['school'];

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly texts: PageTexts,
  ) {
    this.school = texts.portal.meetings.school;
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

  async open(path = '/school/meetings'): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }

  /** "New job fair" from the list, the form filled; `before` sees the filled form (a picture) before it is sent. */
  async create(entry: MeetingEntry, before?: () => Promise<void>): Promise<void> {
    await this.page.getByRole('link', { name: this.school.list.create, exact: true }).click();
    await this.page.getByRole('heading', { name: this.school.form.newTitle, exact: true }).waitFor();
    const fields = this.texts.meetings.fields;
    await this.page.getByRole('textbox', { name: fields.title }).fill(entry.title);
    const content = this.page.getByRole('textbox', { name: fields.content });
    await content.click();
    await content.pressSequentially(entry.content);
    await this.page.getByLabel(fields.startTime, { exact: false }).fill(entry.startTime);
    await this.page.getByLabel(fields.endTime, { exact: false }).fill(entry.endTime);
    await this.page.getByRole('textbox', { name: fields.location }).fill(entry.location);
    await this.page.getByRole('spinbutton', { name: fields.capacity }).fill(String(entry.capacity));
    await this.page.getByRole('radio', { name: this.texts.meetings.studentScopes[entry.studentScope], exact: true }).check();
    await before?.();
    await this.page.getByRole('button', { name: this.school.form.submitNew, exact: true }).click();
  }

  /** One of my job fairs, by its title. */
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  private actions(title: string): Locator {
    return this.page.getByRole('group', { name: interpolate(this.school.card.actionsOf, { title }), exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** Publish, then the confirmation's "Publish"; `before` sees the open confirmation. */
  async publish(title: string, before?: (dialog: Locator) => Promise<void>): Promise<void> {
    await this.actions(title).getByRole('button', { name: this.texts.meetings.actions.publish, exact: true }).click();
    const dialog = this.dialog(interpolate(this.school.publish.title, { title }));
    await dialog.waitFor();
    await before?.(dialog);
    await dialog.getByRole('button', { name: this.school.publish.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Revoke: the dialog with the apology, once the api's prefilled draft is in its fields. */
  async openRevoke(title: string): Promise<Locator> {
    await this.actions(title).getByRole('button', { name: this.texts.meetings.actions.revoke, exact: true }).click();
    const dialog = this.dialog(interpolate(this.school.revoke.title, { title }));
    await dialog.waitFor();
    const emailTitle = this.apologyTitle(dialog);
    await emailTitle.waitFor();
    await this.page.waitForFunction((input) => (input as unknown as { value: string }).value !== '', await emailTitle.elementHandle());
    return dialog;
  }

  apologyTitle(dialog: Locator): Locator {
    return dialog.getByRole('textbox', { name: this.texts.meetings.fields.emailTitle });
  }

  apologyContent(dialog: Locator): Locator {
    return dialog.getByRole('textbox', { name: this.texts.meetings.fields.emailContent });
  }

  async confirmRevoke(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: this.school.revoke.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** A status chip (or any text) on a job fair's card. */
  status(card: Locator, text: string): Locator {
    return card.getByText(text, { exact: true });
  }

  /** A toast or an alert with this text. */
  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
