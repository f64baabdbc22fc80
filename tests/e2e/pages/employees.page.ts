import { expect, type Locator, type Page } from '@playwright/test';

export type NewEmployee = { fullName: string; phone: string; email: string; userName: string; password: string; confirmation?: string };

/** The employees screen and its dialogs, by what a company user sees (English or Arabic). */
export class EmployeesPage {
  constructor(readonly page: Page) {}

  get table() { return this.page.getByRole('table', { name: /^(Employees|الموظفون)$/ }); }
  /** Data rows currently rendered. */
  get rows() { return this.table.getByRole('rowgroup').nth(1).getByRole('row'); }
  get headers() { return this.table.getByRole('columnheader'); }
  get addButton() { return this.page.getByRole('button', { name: /^(Add employee|إضافة موظف)$/ }).first(); }
  get exportButton() { return this.page.getByRole('button', { name: /^(Export|تصدير)$/ }); }
  get statusButton() { return this.page.getByRole('button', { name: /^(Status|الحالة):/ }); }
  get dialog() { return this.page.getByRole('dialog'); }

  async open(path = '/employees') {
    await this.page.goto(path);
    await expect(this.rows.first()).toBeVisible();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** Scrolls the table's own box to its end, where a new employee's row is built (rows are virtual). */
  async scrollToEnd() {
    await this.table.evaluate((table) => {
      const scroller = table.parentElement!.parentElement!;
      scroller.scrollTop = scroller.scrollHeight;
    });
  }

  /** The text of one cell of each rendered row, by column position (0-based). */
  async columnTexts(column: number): Promise<string[]> {
    return this.rows.evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('[role=cell]')[i]?.textContent?.trim() ?? ''), column);
  }

  field(label: RegExp) {
    return this.dialog.getByLabel(label);
  }

  async fillForm(e: Partial<NewEmployee>) {
    if (e.fullName !== undefined) await this.field(/^Full name/).fill(e.fullName);
    if (e.phone !== undefined) await this.field(/^Phone/).fill(e.phone);
    if (e.email !== undefined) await this.field(/^E-mail/).fill(e.email);
    if (e.userName !== undefined) await this.field(/^User name/).fill(e.userName);
    if (e.password !== undefined) await this.field(/^Password/).fill(e.password);
    if (e.password !== undefined || e.confirmation !== undefined) await this.field(/^Confirm password/).fill(e.confirmation ?? e.password!);
  }

  /** Adds an employee through the dialog and waits for the row. */
  async add(e: NewEmployee) {
    await this.addButton.click();
    await this.fillForm(e);
    await this.dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(this.dialog).toBeHidden();
    await this.scrollToEnd();
    await expect(this.row(`@${e.userName}`)).toBeVisible();
  }

  async chooseStatus(label: 'Active' | 'Deleted' | 'All') {
    await this.statusButton.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }
}
