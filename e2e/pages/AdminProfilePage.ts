import type { Page } from 'playwright-core';

/** The texts the page object needs, in the language the test runs in (the test passes them from the catalog). */
export interface ProfilePageTexts {
  userMenu: string;
  profileItem: string;
  accountTitle: string;
  securityTitle: string;
  changePassword: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  bindMobile: string;
  mobile: string;
  code: string;
  sendCode: string;
  /** The send-code button during the cool-down ("Resend in 59 s"). */
  resendIn: RegExp;
  confirm: string;
  logout: string;
  changeAvatar: string;
}

/** A file as the browser's file chooser hands it over. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The admin's Profile page (/admin/profile): account info card and security settings with their dialogs. */
export class AdminProfilePage {
  constructor(private readonly page: Page, private readonly baseUrl: string, private readonly texts: ProfilePageTexts) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin/profile`, { waitUntil: 'networkidle' });
  }

  /** Through the app bar's user menu, as a user finds the page. */
  async openFromUserMenu(): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.userMenu, exact: true }).click();
    await this.page.getByRole('menuitem', { name: this.texts.profileItem, exact: true }).click();
    await this.accountCard().waitFor();
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.userMenu, exact: true }).click();
    await this.page.getByRole('menuitem', { name: this.texts.logout }).click();
  }

  accountCard() {
    return this.page.getByRole('region', { name: this.texts.accountTitle });
  }

  securityCard() {
    return this.page.getByRole('region', { name: this.texts.securityTitle });
  }

  /** The value shown beside a label on the account card. */
  accountFact(label: string) {
    return this.accountCard().locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  /** Clicks "Change avatar" on the account card and picks `file` in the file chooser it opens. */
  async changeAvatar(file: ChosenFile): Promise<void> {
    const [chooser] = await Promise.all([
      this.page.waitForEvent('filechooser'),
      this.accountCard().getByRole('button', { name: this.texts.changeAvatar }).click(),
    ]);
    await chooser.setFiles(file);
  }

  /** The picture on the account card (absent while it shows initials). */
  avatarImage() {
    return this.accountCard().getByRole('img');
  }

  /** The decoded width of the card's picture: 0 until a real image has loaded. */
  async avatarPictureWidth(): Promise<number> {
    return this.avatarImage().evaluate((image) => {
      const picture = image as unknown as { complete: boolean; naturalWidth: number }; // an <img>; the e2e code has no DOM types
      return picture.complete ? picture.naturalWidth : 0;
    });
  }

  async changePassword(oldPassword: string, newPassword: string, confirmation = newPassword): Promise<void> {
    await this.securityCard().getByRole('button', { name: this.texts.changePassword }).click();
    const dialog = this.dialog();
    await dialog.getByLabel(this.texts.oldPassword, { exact: true }).fill(oldPassword);
    await dialog.getByLabel(this.texts.newPassword, { exact: true }).fill(newPassword);
    await dialog.getByLabel(this.texts.confirmPassword, { exact: true }).fill(confirmation);
    await dialog.getByRole('button', { name: this.texts.confirm }).click();
  }

  async openMobileBinding(): Promise<void> {
    await this.securityCard().getByRole('button', { name: this.texts.bindMobile }).click();
    await this.dialog().waitFor();
  }

  async requestMobileCode(mobile: string): Promise<void> {
    await this.dialog().getByLabel(this.texts.mobile, { exact: true }).fill(mobile);
    await this.dialog().getByRole('button', { name: this.texts.sendCode }).click();
  }

  /** The send-code button while it counts the cool-down down. */
  resendButton() {
    return this.dialog().getByRole('button', { name: this.texts.resendIn });
  }

  async submitCode(code: string): Promise<void> {
    await this.dialog().getByLabel(this.texts.code, { exact: true }).fill(code);
    await this.dialog().getByRole('button', { name: this.texts.confirm }).click();
  }

  text(content: string) {
    return this.page.getByText(content, { exact: false });
  }
}
