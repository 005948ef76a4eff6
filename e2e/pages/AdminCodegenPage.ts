import type { Locator, Page } from 'playwright-core';

type CodegenTexts = {
  list: { title: string; search: string; configure: string; configured: string };
  editor: { tabs: { config: string; preview: string; history: string }; fields: { author: string } };
  preview: { tree: string; code: string };
  download: { label: string };
};

/** System → Code generator (/admin/system/codegen): the read-model tables, a table's configuration, preview and zip. */
export class AdminCodegenPage {
  constructor(private readonly page: Page, private readonly texts: CodegenTexts) {}

  tables(): Locator {
    return this.page.getByRole('table', { name: this.texts.list.title });
  }

  /** The table's row, by its name in the first column (another column names the projection that writes it, e.g. jobs_v1 for companies_v1). */
  row(tableName: string): Locator {
    return this.tables().locator('tbody tr').filter({ has: this.page.locator('td:first-child').getByText(tableName, { exact: true }) });
  }

  async search(keywords: string): Promise<void> {
    await this.page.getByRole('textbox', { name: this.texts.list.search }).fill(keywords);
  }

  async configure(tableName: string): Promise<void> {
    await this.row(tableName).getByRole('button', { name: this.texts.list.configure }).click();
    await this.page.waitForURL(new RegExp(`/system/codegen/${tableName}$`));
  }

  tab(name: keyof CodegenTexts['editor']['tabs']): Locator {
    return this.page.getByRole('tab', { name: this.texts.editor.tabs[name], exact: true });
  }

  author(): Locator {
    return this.page.getByRole('textbox', { name: this.texts.editor.fields.author });
  }

  fileTree(): Locator {
    return this.page.getByRole('list', { name: this.texts.preview.tree });
  }

  /** The highlighted code of one generated file (its `pre`, labelled with the file's name). */
  code(fileName: string): Locator {
    return this.page.getByLabel(this.texts.preview.code.replace('%{file}', fileName), { exact: true });
  }

  downloadButton(): Locator {
    return this.page.getByRole('button', { name: this.texts.download.label });
  }
}
