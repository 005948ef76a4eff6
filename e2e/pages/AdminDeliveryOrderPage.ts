import { interpolate } from '@jobmarket/contracts/i18n/translate';
import type { Locator, Page } from 'playwright-core';
import type { PageTexts } from './PortalVipPage';

export type ReplayMove = 'first' | 'previous' | 'next' | 'last';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A delivery order's page in the admin (`/admin/delivery-orders/:id/show`): its facts, the audit dialog offering only
 * the steps the order allows, and the flow history replay (timeline, first/previous/next/last/play, the order as it
 * stood after the step shown). Found by role and by the words of the admin's language.
 */
export class AdminDeliveryOrderPage {
  private readonly resource: PageTexts['resources']['delivery-orders'];

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly texts: PageTexts,
  ) {
    this.resource = texts.resources['delivery-orders'];
  }

  async openOrder(id: number): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin/delivery-orders/${id}/show`, { waitUntil: 'networkidle' });
    await this.page.getByRole('tab', { name: this.texts.history.detailsTab }).waitFor();
  }

  /** The page's History tab: the flow history replay. */
  async openReplay(): Promise<void> {
    await this.page.getByRole('tab', { name: this.texts.history.tab }).click();
    await this.replayRegion().waitFor();
  }

  /** The order's review state on the Details tab (the replay's tab is not drawn meanwhile). */
  state(name: string): Locator {
    return this.page.getByRole('main').getByText(name, { exact: true }).first();
  }

  /**
   * Takes a step from the order page: its button (one per step the order allows the caller), the step's audit dialog
   * with that decision chosen, the remark, "Confirm".
   */
  async audit(actionLabel: string, fill: { remark?: string } = {}): Promise<void> {
    await this.page.getByRole('button', { name: actionLabel, exact: true }).first().click();
    const dialog = this.page.getByRole('dialog').filter({ has: this.page.getByRole('radio', { name: actionLabel, exact: true }) });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: actionLabel, exact: true }).check();
    if (fill.remark) await dialog.getByRole('textbox', { name: this.texts.delivery.fields.remark }).fill(fill.remark);
    await dialog.getByRole('button', { name: this.resource.audit.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  replayRegion(): Locator {
    return this.page.getByRole('region', { name: this.resource.replay.title });
  }

  async replay(move: ReplayMove): Promise<void> {
    await this.page.getByRole('toolbar', { name: this.resource.replay.controls }).getByRole('button', { name: this.resource.replay[move], exact: true }).click();
    // the pointer leaves the control, so its tooltip does not cover what a picture shows
    await this.page.mouse.move(0, 0);
    await this.page.getByRole('tooltip').waitFor({ state: 'detached' });
  }

  /** "Step n of N: <event>" for the step shown. */
  currentStep(eventName: string): Locator {
    const [before, after] = this.resource.replay.position.split('%{event}') as [string, string];
    const pattern = escapeRegExp(before).replace(escapeRegExp('%{step}'), '\\d+').replace(escapeRegExp('%{total}'), '\\d+');
    return this.replayRegion().getByRole('status').filter({ hasText: new RegExp(`^${pattern}${escapeRegExp(eventName)}${escapeRegExp(after)}$`) });
  }

  /** The state the order was in after the step shown ("The order after step n"). */
  replayedState(name: string): Locator {
    const [before] = this.resource.replay.asItStood.split('%{step}') as [string];
    return this.page.getByRole('region', { name: new RegExp(`^${escapeRegExp(before)}`) }).getByText(name, { exact: true }).first();
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The page's title: "Delivery order <number>". */
  heading(orderNo: string): Locator {
    return this.page.getByRole('heading', { name: interpolate(this.resource.show.title, { orderNo }) });
  }
}
