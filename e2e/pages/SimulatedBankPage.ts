import type { Page } from 'playwright-core';
import type { PageTexts } from './PortalVipPage';

/**
 * The simulated bank's payer page (`/dev/bank`, served by the api in development): what a QR payload asks for
 * (merchant, amount, reference) and the bank's buttons; paying calls the platform's webhook, signed like a real
 * provider, and the page says what the bank answered and whether the merchant was told.
 */
export class SimulatedBankPage {
  constructor(
    private readonly page: Page,
    private readonly texts: PageTexts,
  ) {}

  /** Opens the page on a payload the way the portal's link does (`/dev/bank?payload=…`). */
  async open(baseUrl: string, payload: string): Promise<void> {
    await this.page.goto(`${baseUrl}/dev/bank?payload=${encodeURIComponent(payload)}`, { waitUntil: 'networkidle' });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: this.texts.membership.devBank.title });
  }

  /** The payload in the text area (as the link handed it over). */
  payload(): Promise<string> {
    return this.page.getByRole('textbox', { name: this.texts.membership.devBank.payload }).inputValue();
  }

  /** What the page read from the payload: merchant, amount or reference. */
  async field(name: 'merchant' | 'amount' | 'reference'): Promise<string> {
    return ((await this.page.locator(`dd[data-field="${name}"]`).textContent()) ?? '').trim();
  }

  /** Pays the QR; the page comes back with the bank's answer. */
  async pay(): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.membership.devBank.pay, exact: true }).click();
    await this.answer().waitFor();
  }

  answer() {
    return this.page.getByRole('status');
  }

  /** The bank's outcome (paid, processing, declined, expired…), as the page marks it. */
  outcome(): Promise<string | null> {
    return this.answer().getAttribute('data-outcome');
  }
}
