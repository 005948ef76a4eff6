import type { Page } from 'playwright-core';
import { animationsSettled } from '../support/animations';

/**
 * The page's localStorage and <html>, as seen from code that runs in the browser (this package compiles without the
 * DOM lib); functions passed to page.evaluate run there, so each casts globalThis itself.
 */
interface BrowserGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void; key(index: number): string | null; length: number };
  document: { documentElement: { classList: { contains(name: string): boolean }; style: { getPropertyValue(name: string): string } } };
}

export const preferencesKey = 'jobmarket.admin.preferences';

/** The labels of the chrome in one language (from the message catalog), so the page object works in all four. */
export interface ChromeLabels {
  mainMenu: string;
  topMenu: string;
  tags: string;
  settingsOpen: string;
  settingsTitle: string;
  settingsClose: string;
}

/**
 * The back office's chrome: app bar (language, size, settings), side and top menus, tags view, settings drawer,
 * watermark, and the preferences it keeps in localStorage.
 */
export class AdminChromePage {
  constructor(private readonly page: Page, private readonly baseUrl: string, private labels: ChromeLabels) {}

  /** After switching language, find the chrome by its new names. */
  speaks(labels: ChromeLabels): void {
    this.labels = labels;
  }

  /**
   * Opens a page signed in with tokens from the api, as the login page would have left them; `preferences`
   * pre-sets interface preferences (stored under our own key, as the settings drawer does).
   */
  async openSignedIn(authorization: { access: string; refresh: string }, path = '/', preferences?: object): Promise<void> {
    await this.page.goto(`${this.baseUrl}/readyz`); // same origin, without the app, to seed localStorage
    await this.page.evaluate(
      ([access, refresh, key, prefs]) => {
        const storage = (globalThis as unknown as BrowserGlobals).localStorage;
        storage.setItem('access_token', access!);
        storage.setItem('refresh_token', refresh!);
        if (prefs) storage.setItem(key!, prefs);
      },
      [authorization.access, authorization.refresh, preferencesKey, preferences ? JSON.stringify(preferences) : ''],
    );
    await this.open(path);
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin${path}`, { waitUntil: 'networkidle' });
  }

  mainMenu() {
    return this.page.getByRole('navigation', { name: this.labels.mainMenu });
  }

  topMenu() {
    return this.page.getByRole('navigation', { name: this.labels.topMenu });
  }

  tabs() {
    return this.page.getByRole('navigation', { name: this.labels.tags });
  }

  async tabTitles(): Promise<string[]> {
    await this.tabs().getByRole('link').first().waitFor();
    return (await this.tabs().getByRole('link').allInnerTexts()).map((text) => text.trim());
  }

  async openSettings() {
    await this.page.getByRole('button', { name: this.labels.settingsOpen }).click();
    const drawer = this.page.getByRole('dialog', { name: this.labels.settingsTitle });
    await drawer.waitFor();
    await animationsSettled(drawer);
    return drawer;
  }

  async closeSettings(): Promise<void> {
    await this.page.getByRole('button', { name: this.labels.settingsClose }).click();
    await this.page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  /** Clicks an option of the settings drawer (a theme, a layout, a size, a colour) by its label. */
  async chooseSetting(label: string): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
  }

  async toggleSetting(label: string): Promise<void> {
    await this.page.getByRole('dialog').getByRole('switch', { name: label }).click();
  }

  async chooseLanguage(nativeName: string): Promise<void> {
    await this.page.getByRole('button', { name: /^(English|简体中文|ລາວ|ไทย)$/ }).click();
    await this.page.getByRole('menuitem', { name: nativeName }).click();
  }

  /** Signs out through react-admin's user menu. */
  async signOut(userMenu: string, logout: string): Promise<void> {
    await this.page.getByRole('button', { name: userMenu }).click();
    await this.page.getByRole('menuitem', { name: logout }).click();
    await this.page.waitForURL(/\/admin\/login/);
  }

  isDark(): Promise<boolean> {
    return this.page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.classList.contains('dark'));
  }

  primaryColour(): Promise<string> {
    return this.page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.style.getPropertyValue('--jm-primary'));
  }

  layout(): Promise<string | null> {
    return this.page.locator('[data-layout]').getAttribute('data-layout');
  }

  watermark() {
    return this.page.getByTestId('watermark');
  }

  /** How the watermark sits: above everything, letting every click through. */
  watermarkStyle(): Promise<{ zIndex: string; pointerEvents: string; position: string }> {
    return this.watermark().evaluate((node) => {
      const style = (globalThis as unknown as { getComputedStyle(element: unknown): Record<string, string> }).getComputedStyle(node);
      return { zIndex: style.zIndex!, pointerEvents: style.pointerEvents!, position: style.position! };
    });
  }

  preferences(): Promise<Record<string, unknown>> {
    return this.page.evaluate((key) => JSON.parse((globalThis as unknown as BrowserGlobals).localStorage.getItem(key) ?? '{}') as Record<string, unknown>, preferencesKey);
  }

  /** What react-admin keeps in its own store (list params, locale, sidebar…): wiped when signing out. */
  reactAdminStoreKeys(): Promise<string[]> {
    return this.page.evaluate(() => {
      const storage = (globalThis as unknown as BrowserGlobals).localStorage;
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith('RaStore.') && key !== 'RaStore.version') keys.push(key);
      }
      return keys;
    });
  }
}
