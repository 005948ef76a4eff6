import { interpolate } from '@jobmarket/contracts/i18n/translate';
import type { Download, Locator, Page } from 'playwright-core';
import type { PageTexts } from './PortalVipPage';

/**
 * The resume pages of the portal, driven by the words of the page's own language: the seeker's "My resumes", the
 * resume form, the PDF dialog and their home's figures; the publisher's talent search and an opened resume.
 */
export class PortalResumesPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly texts: PageTexts,
  ) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }

  textbox(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** A dictionary, region or gender choice (the browser's own select), once its options have arrived. */
  async choose(label: string, optionLabel: string): Promise<void> {
    const select = this.page.getByRole('combobox', { name: label, exact: true });
    await select.getByRole('option', { name: optionLabel, exact: true }).waitFor({ state: 'attached' });
    await select.selectOption({ label: optionLabel });
  }

  /** Picks files for an upload field (its hidden input is labelled as the field), then waits for each to be listed. */
  async upload(label: string, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.page.locator(`input[type="file"][aria-label="${label}"]`).setInputFiles(files);
    for (const file of files) await this.page.getByText(file.name, { exact: true }).first().waitFor();
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** A resume or talent card, named by the person's name. */
  card(name: string) {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** The action buttons of one of my resumes. */
  actionsOf(name: string) {
    return this.page.getByRole('group', { name: interpolate(this.texts.portal.resumes.mine.actionsOf, { name }), exact: true });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** A toast or an alert with this text. */
  alert(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** One of the seeker home's four figures, by its label. */
  figure(label: string): Locator {
    return this.page.getByRole('region', { name: this.texts.portal.seekerHome.counts }).getByRole('group', { name: label, exact: true });
  }

  /** Clicks what starts a download and answers the file the browser received. */
  async download(start: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), start()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, bytes: Buffer.concat(chunks) };
  }
}
