import { expect, type Locator, type Page } from '@playwright/test';

/** The products screen, by what a seller sees on it (English or Arabic). */
export class ProductsPage {
  constructor(readonly page: Page) {}

  get table() { return this.page.getByRole('table', { name: /^(Products|المنتجات)$/ }); }
  /** Data rows currently rendered (the table is virtualised: only those near the viewport exist). */
  get rows() { return this.table.getByRole('rowgroup').nth(1).getByRole('row'); }
  get headers() { return this.table.getByRole('columnheader'); }
  get categoryButton() { return this.page.getByRole('button', { name: /^(Category|الفئة):/ }); }
  get employeeButton() { return this.page.getByRole('button', { name: /^(Posted by|أضافه):/ }); }

  async open(path = '/products') {
    await this.page.goto(path);
    // A fresh page boots before the first page of rows is asked for: more than the usual wait under load.
    await expect(this.rows.first()).toBeVisible({ timeout: 20_000 });
  }

  /** The text of one cell of each rendered row, by column position (0-based). */
  async columnTexts(column: number): Promise<string[]> {
    return this.rows.evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('[role=cell]')[i]?.textContent?.trim() ?? ''), column);
  }

  /** The highest row number rendered so far (aria-rowindex counts the header as 1). */
  async lastRowIndex(): Promise<number> {
    return this.rows.evaluateAll((rows) => Math.max(0, ...rows.map((r) => Number(r.getAttribute('aria-rowindex')) - 1)));
  }

  /** Scrolls the table's own scroll container to its end. */
  async scrollToEnd() {
    await this.table.evaluate((table) => {
      const scroller = table.parentElement!.parentElement!;
      scroller.scrollTop = scroller.scrollHeight;
    });
  }

  async chooseEmployee(name: string) {
    await this.employeeButton.click();
    await this.page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await this.page.keyboard.press('Escape');
  }

  /** Every rendered row's "posted by" and whether it offers edit and delete. */
  async rowPermissions(): Promise<Array<{ postedBy: string; edit: boolean; del: boolean }>> {
    return this.rows.evaluateAll((rows) => rows.map((r) => ({
      postedBy: r.querySelectorAll('[role=cell]')[6]?.textContent?.trim() ?? '',
      edit: !!r.querySelector('button[aria-label="Edit"]'),
      del: !!r.querySelector('button[aria-label="Delete"]'),
    })));
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }
}
