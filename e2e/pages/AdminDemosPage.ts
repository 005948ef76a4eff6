import type { Locator, Page } from 'playwright-core';

/** The page's history and events, as seen from code that runs in the browser (this package compiles without the DOM lib). */
interface BrowserWindow {
  history: { pushState(state: unknown, title: string, url: string): void };
  dispatchEvent(event: unknown): boolean;
  PopStateEvent: new (type: string) => unknown;
}

/**
 * The back office's demo pages (/admin/demo/…). Moving between them goes through the admin's router (history plus a
 * popstate, as the back button does) so the signed-in app is loaded once per language, not once per page.
 */
export class AdminDemosPage {
  private pending = 0;
  private lastActivity = Date.now();

  constructor(private readonly page: Page, private readonly baseUrl: string) {
    const started = () => {
      this.pending++;
      this.lastActivity = Date.now();
    };
    const ended = () => {
      this.pending = Math.max(0, this.pending - 1);
      this.lastActivity = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  /** Goes to an admin path inside the running app (no reload). */
  async go(path: string): Promise<void> {
    await this.page.evaluate((url) => {
      const window = globalThis as unknown as BrowserWindow;
      window.history.pushState({}, '', url);
      window.dispatchEvent(new window.PopStateEvent('popstate'));
    }, `/admin${path}`);
  }

  /** Resolves once no request has been under way for `quietMs` (the page's chunk and its api calls have answered). */
  async settled(quietMs = 300, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.pending === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await this.page.waitForTimeout(50);
    }
  }

  /** The demo's own heading (the frame's h1, titled by its menu entry). */
  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title, exact: true });
  }

  /** Draws a zigzag stroke across the signature pad with the mouse. */
  async drawSignature(padName: string): Promise<void> {
    const pad = this.page.getByRole('img', { name: padName });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + 20, y);
    await this.page.mouse.down();
    for (let step = 1; step <= 12; step++) await this.page.mouse.move(box.x + 20 + step * 25, y + (step % 2 === 0 ? -30 : 30), { steps: 4 });
    await this.page.mouse.up();
  }

  /** A picture shown on the page has loaded (decoded, with a size). */
  async pictureLoaded(alt: string): Promise<boolean> {
    const picture = this.page.getByRole('img', { name: alt, exact: true }).first();
    await picture.waitFor();
    return picture.evaluate((element) => {
      const image = element as unknown as { complete: boolean; naturalWidth: number };
      return image.complete && image.naturalWidth > 0;
    });
  }

  /** The file inputs of the upload demo (hidden behind their buttons). */
  fileInput(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  text(content: string): Locator {
    return this.page.getByText(content, { exact: true });
  }
}

/** The curd demo (/admin/demo/curd): the generated demo-items list, form and record views with their code beside them. */
export class AdminCurdDemoPage {
  constructor(
    private readonly page: Page,
    private readonly labels: { name: string; category: string; price: string; create: string; save: string; edit: string; delete: string; confirm: string; codeFiles: string },
  ) {}

  row(name: string): Locator {
    return this.page.locator('tbody tr', { hasText: name });
  }

  /** The code tabs beside the views; the selected one names the file shown. */
  selectedCodeTab(): Locator {
    return this.page.getByRole('tablist', { name: this.labels.codeFiles }).getByRole('tab', { selected: true });
  }

  async create(name: string, categoryLabel: string, price: string): Promise<void> {
    await this.page.getByRole('link', { name: this.labels.create }).click();
    await this.page.waitForURL(/\/demo\/curd\/demo-items\/create$/);
    await this.fill(name, price);
    await this.page.getByRole('combobox', { name: this.labels.category }).click();
    await this.page.getByRole('option', { name: categoryLabel, exact: true }).click();
    await this.page.getByRole('button', { name: this.labels.save }).click();
  }

  async edit(currentName: string, name: string, price: string): Promise<void> {
    await this.row(currentName).getByRole('link', { name: this.labels.edit }).click();
    await this.page.waitForURL(/\/demo\/curd\/demo-items\/\d+$/);
    await this.page.getByRole('textbox', { name: this.labels.name }).waitFor();
    await this.fill(name, price);
    await this.page.getByRole('button', { name: this.labels.save }).click();
  }

  async remove(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: this.labels.delete }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: this.labels.confirm }).click();
  }

  /**
   * Fills name and price once the form is whole: the description's rich-text editor is a lazy chunk, and a value typed
   * while the form is still mounting its inputs can be lost (seen: the name empty, "This field is required").
   */
  private async fill(name: string, price: string): Promise<void> {
    await this.page.locator('.ProseMirror').waitFor();
    const nameBox = this.page.getByRole('textbox', { name: this.labels.name });
    const priceBox = this.page.getByRole('spinbutton', { name: this.labels.price });
    for (let attempt = 0; attempt < 3; attempt++) {
      await nameBox.fill(name);
      await priceBox.fill(price);
      if ((await nameBox.inputValue()) === name && (await priceBox.inputValue()) === price) return;
    }
    throw new Error(`the form did not keep "${name}" and ${price}`);
  }
}
