import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { CategoryAttribute, CategoryNode } from '../../../src/api/schemas/categories';
import { PASSWORD } from './login.page';

export type Leaf = { trail: CategoryNode[]; attributes: CategoryAttribute[] };

/** A leaf category (with its path of nodes and attributes) that has at least `min` attributes, from the API. */
export async function findLeaf(request: APIRequestContext, min = 3): Promise<Leaf> {
  const login = await request.post('/api/auth/login', { data: { login: 'demo', password: PASSWORD } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const tree = ((await (await request.get('/api/categories', { headers })).json()) as { data: CategoryNode[] }).data;
  const leaves: CategoryNode[][] = [];
  const walk = (nodes: CategoryNode[], trail: CategoryNode[]) => nodes.forEach((n) => (n.children.length ? walk(n.children, [...trail, n]) : leaves.push([...trail, n])));
  walk(tree, []);
  for (const trail of leaves) {
    const attributes = ((await (await request.get(`/api/categories/${trail.at(-1)!.id}/attributes`, { headers })).json()) as { data: CategoryAttribute[] }).data;
    if (attributes.length >= min) return { trail, attributes };
  }
  throw new Error('no leaf with enough attributes');
}

/** A small real PNG (or JPEG) with a colour of its own. */
export async function imageFile(name: string, colour = '#0f766e') {
  const image = sharp({ create: { width: 120, height: 90, channels: 3, background: colour } });
  const buffer = name.endsWith('.png') ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer };
}

const texts = {
  en: { add: 'Add product', next: 'Next', back: 'Back', save: 'Save', name: 'Product name', price: 'Price', description: 'Description', barter: 'Barter', exchange: 'What you want in exchange', duplicate: 'Duplicate product' },
  ar: { add: 'إضافة منتج', next: 'التالي', back: 'رجوع', save: 'حفظ', name: 'اسم المنتج', price: 'السعر', description: 'الوصف', barter: 'مقايضة', exchange: 'ما تريده مقابل المنتج', duplicate: 'نسخ المنتج' },
};

/** The add-product wizard, by what a seller sees in it. */
export class WizardPage {
  readonly t: (typeof texts)['en'];
  constructor(readonly page: Page, readonly locale: 'en' | 'ar' = 'en') {
    this.t = texts[locale];
  }

  get dialog(): Locator { return this.page.getByRole('dialog'); }
  get snackbar(): Locator { return this.page.getByTestId('snackbar'); }
  get photos(): Locator { return this.dialog.locator('[data-photo]'); }

  async open() {
    await this.page.getByRole('button', { name: this.t.add }).click();
    await expect(this.dialog.getByRole('heading', { name: this.t.add })).toBeVisible();
  }

  get stepper(): Locator { return this.dialog.getByRole('list', { name: /^(Steps of adding a product|خطوات إضافة منتج)$/ }); }
  step(label: RegExp): Locator { return this.stepper.getByRole('button', { name: label }); }
  /** The step indicator of step `n` (1–7), whatever the reading calls it. */
  stepItem(n: number): Locator { return this.stepper.getByRole('listitem').nth(n - 1); }

  async next() { await this.nextButton.click(); }
  get nextButton(): Locator { return this.dialog.getByRole('button', { name: this.t.next, exact: true }); }
  /** Back to the step before (the last "Back": on step 1 the only one is the category drill-down's). */
  get backButton(): Locator { return this.dialog.getByRole('button', { name: this.t.back, exact: true }).last(); }

  /** Step 1: a category card by its name; the way back up the drill-down. */
  category(name: string): Locator { return this.dialog.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) }).getByRole('button'); }
  get categoryBack(): Locator { return this.dialog.getByRole('button', { name: this.t.back, exact: true }).first(); }

  get nameField(): Locator { return this.dialog.getByLabel(this.t.name); }
  get priceField(): Locator { return this.dialog.getByLabel(this.t.price); }
  /** An attribute's field by its id (its input inside). */
  attribute(id: number): Locator { return this.dialog.locator(`[data-attribute="${id}"]`); }
  get description(): Locator { return this.dialog.getByRole('textbox', { name: this.t.description }); }
  sellType(label: string): Locator { return this.dialog.getByRole('radio', { name: label, exact: true }); }
  get barterChoice(): Locator { return this.dialog.getByRole('button', { name: this.t.exchange }); }

  async chooseCategory(leaf: Leaf) {
    for (const node of leaf.trail) {
      const name = this.locale === 'ar' ? node.nameAr : node.name;
      await this.dialog.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) }).getByRole('button').click();
    }
    await expect(this.dialog.getByRole('button', { pressed: true })).toBeVisible();
  }

  async fillNameAndPrice(name: string, price: string) {
    await this.dialog.getByLabel(this.t.name).fill(name);
    await this.dialog.getByLabel(this.t.price).fill(price);
  }

  /** Chooses files; `kept` (default: all of them) is how many the wizard should show more once it has read them. */
  async addPhotos(files: { name: string; mimeType: string; buffer: Buffer }[], kept = files.length) {
    const before = await this.photos.count();
    await this.dialog.getByTestId('wizard-photos-input').setInputFiles(files);
    // The wizard reads each file's first bytes before it takes it: wait until it has.
    if (kept > 0) await expect(this.photos).toHaveCount(before + kept);
  }

  /** Fills one attribute input whatever its type (inside `scope`, e.g. the barter values). */
  async fillAttribute(attribute: CategoryAttribute) {
    const field = this.dialog.locator(`[data-attribute="${attribute.id}"]`);
    switch (attribute.type) {
      case 0: await field.getByRole('switch').click(); break;
      case 1: await field.getByRole('textbox').fill('2020'); break;
      case 2: case 3:
        await field.getByRole('combobox').click();
        await this.page.getByRole('option').first().click();
        if (attribute.type === 2) await this.page.keyboard.press('Escape');
        break;
      case 4: case 5: await field.getByRole('radio').first().click(); break;
      default: await field.getByRole('textbox').fill('Wanted');
    }
  }

  async chooseBarter(attributes: CategoryAttribute[]) {
    await this.dialog.getByRole('radio', { name: this.t.barter, exact: true }).check();
    await this.dialog.getByRole('button', { name: this.t.exchange }).click();
    for (const a of attributes) await this.page.getByRole('option', { name: this.locale === 'ar' ? a.nameAr : a.name, exact: true }).click();
    await this.page.keyboard.press('Escape');
    for (const a of attributes) await this.fillAttribute(a);
  }

  get saveButton() { return this.dialog.getByRole('button', { name: this.t.save, exact: true }); }

  /** Saves and waits for the server's answer: the success message, then the dialog gone. */
  async save() {
    await this.saveButton.click();
    await expect(this.page.getByTestId('snackbar').filter({ hasText: /The product was added|تمت إضافة المنتج/ })).toBeVisible({ timeout: 15_000 });
    await expect(this.dialog).toBeHidden();
  }
}

/** A product of the demo company found by its exact name through the list search, in full. */
export async function productNamed(request: APIRequestContext, name: string) {
  const login = await request.post('/api/auth/login', { data: { login: 'demo', password: PASSWORD } });
  const record = (await login.json()) as { access_token: string; user: { sellerId: number } };
  const headers = { authorization: `Bearer ${record.access_token}` };
  const list = (await (await request.get(`/api/products/${record.user.sellerId}/sellers?q=${encodeURIComponent(name)}`, { headers })).json()) as { data: { name: string; slug: string }[] };
  const row = list.data.find((r) => r.name === name);
  if (!row) return null;
  return (await (await request.get(`/api/products/${encodeURIComponent(row.slug)}`, { headers })).json()) as import('../../../src/api/schemas/products').ProductDetails;
}
