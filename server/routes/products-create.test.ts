import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { attributeOptions, attributes, categories, categoryAttributes, productImages, products } from '../db/schema';
import { forEachCatalogDatabase } from '../test/catalog';
import { bearer } from '../test/harness';

type Attr = { id: number; type: number; name: string; options: string[] };
type Leaf = { id: number; path: string[]; attributes: Attr[] };

/** A value that fits the attribute's type, as the wizard sends it. */
const valueFor = (a: Attr): string | string[] =>
  a.type === 0 ? 'true' : a.type === 1 ? '2021' : a.type === 2 ? a.options.slice(0, 2) : a.type === 6 ? 'Some text' : a.options[0];

forEachCatalogDatabase('POST /api/products', (ctx) => {
  let png: Uint8Array;
  let jpg: Uint8Array;
  let leaf: Leaf;
  let otherLeaf: Leaf;
  let parentPath: string[];

  beforeAll(async () => {
    png = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } }).png().toBuffer());
    jpg = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b91c1c' } }).jpeg().toBuffer());
    const db = ctx().db;
    const rows = await db.select({ id: categories.id, path: categories.path, n: count(categoryAttributes.attributeId) })
      .from(categories).innerJoin(categoryAttributes, eq(categoryAttributes.categoryId, categories.id))
      .groupBy(categories.id).having(sql`count(${categoryAttributes.attributeId}) >= 3`).orderBy(asc(categories.id));
    const load = async (row: { id: number; path: string[] }): Promise<Leaf> => {
      const attrs = await db.select({ id: attributes.id, type: attributes.type, name: attributes.name }).from(categoryAttributes)
        .innerJoin(attributes, eq(attributes.id, categoryAttributes.attributeId)).where(eq(categoryAttributes.categoryId, row.id));
      const withOptions = await Promise.all(attrs.map(async (a) => ({
        ...a, options: (await db.select({ o: attributeOptions.option }).from(attributeOptions).where(eq(attributeOptions.attributeId, a.id))).map((o) => o.o),
      })));
      return { id: row.id, path: row.path, attributes: withOptions };
    };
    leaf = await load(rows[0]);
    const leafIds = new Set(leaf.attributes.map((a) => a.id));
    const other = [];
    for (const r of rows.slice(1)) {
      const l = await load(r);
      if (l.attributes.some((a) => !leafIds.has(a.id))) { other.push(l); break; }
    }
    otherLeaf = other[0];
    parentPath = leaf.path.slice(0, -1);
  });

  const post = async (
    who: 'demo' | 'sara' | 'omar' | 'buyer1' | 'rival', fields: Record<string, unknown>,
    files: { bytes: Uint8Array; name: string; type: string }[] = [{ bytes: png, name: 'front.png', type: 'image/png' }], headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    for (const f of files) form.append('images', new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type }));
    const res = await ctx().app.request('/api/products', { method: 'POST', body: form, headers: { ...bearer(ctx().tokens[who]), ...headers } });
    const text = await res.text();
    return { status: res.status, data: text ? JSON.parse(text) : undefined };
  };
  const sale = (extra: Record<string, unknown> = {}) => ({
    path: leaf.path, name: 'Wizard car 2021', price: '12500', sellType: 'sell', description: '<p>Nice <strong>car</strong><script>x()</script></p>',
    attributes: leaf.attributes.slice(0, 2).map((a) => ({ id: a.id, value: valueFor(a) })), ...extra,
  });
  const storedFiles = async () => (await readdir(`${ctx().storage.root}/products`).catch(() => [] as string[])).length;
  const productCount = async () => (await ctx().db.select({ n: count() }).from(products))[0].n;

  it('creates a sale product: 201 details, next running number, the caller as first seller, sanitised HTML, stored image and thumbnail', async () => {
    const [{ last }] = await ctx().db.select({ last: sql<number>`max(${products.num})` }).from(products).where(eq(products.companyId, ctx().demoCompanyId));
    const before = await storedFiles();
    const res = await post('demo', sale(), [{ bytes: png, name: 'front.png', type: 'image/png' }, { bytes: jpg, name: 'back.jpg', type: 'image/jpeg' }]);
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ name: 'Wizard car 2021', price: 12500, sellType: 'sell', num: last + 1, categoryTree: leaf.path, barter: null });
    expect(res.data.description).toBe('<p>Nice <strong>car</strong></p>');
    expect(res.data.sellers.map((s: { id: number }) => s.id)).toEqual([ctx().ids.demo]);
    expect(res.data.images.map((i: { name: string }) => i.name)).toEqual(['front.png', 'back.jpg']);
    expect(res.data.primaryImage.url).toBe(res.data.images[0].url);
    expect(res.data.attributes.map((a: { id: number }) => a.id).sort()).toEqual(leaf.attributes.slice(0, 2).map((a) => a.id).sort());
    expect(await storedFiles()).toBe(before + 4);
    const list = await ctx().app.request(`/api/products/${ctx().demoCompanyId}/sellers`, { headers: bearer(ctx().tokens.demo) });
    const top = ((await list.json()) as { data: { id: number; primaryImage: { thumbnailUrl: string } }[] }).data[0];
    expect(top.id).toBe(res.data.id);
    expect(top.primaryImage.thumbnailUrl).toBe(res.data.images[0].thumbnailUrl);
    const image = await ctx().app.request(res.data.images[0].thumbnailUrl);
    expect(image.status).toBe(200);
    expect((await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).width).toBe(240);
  });

  it('creates a barter product with 3 barter attributes of another category', async () => {
    const wanted = otherLeaf.attributes.slice(0, 3).map((a) => ({ id: a.id, value: valueFor(a) }));
    const res = await post('demo', sale({ name: 'Barter me', sellType: 'barter', barter: { path: otherLeaf.path, attributes: wanted } }));
    expect(res.status).toBe(201);
    expect(res.data.sellType).toBe('barter');
    expect(res.data.barter.path).toEqual(otherLeaf.path);
    expect(res.data.barter.attributes.map((a: { id: number }) => a.id)).toEqual(wanted.map((w) => w.id));
  });

  it('refuses barter with fewer than 3 attributes or an empty one', async () => {
    const two = otherLeaf.attributes.slice(0, 2).map((a) => ({ id: a.id, value: valueFor(a) }));
    const res = await post('demo', sale({ sellType: 'sell/barter', barter: { path: otherLeaf.path, attributes: [...two, { id: otherLeaf.attributes[2].id, value: '' }] } }));
    expect(res.status).toBe(422);
    expect(res.data.errors['barter.attributes.2.value']).toEqual(['this field is required']);
    const none = await post('demo', sale({ sellType: 'barter' }));
    expect(none.data.errors['barter.attributes']).toEqual(['select at least 3 attributes']);
  });

  it('refuses a non-image renamed .png and stores nothing', async () => {
    const [files, rows] = [await storedFiles(), await productCount()];
    const res = await post('demo', sale(), [{ bytes: png, name: 'ok.png', type: 'image/png' }, { bytes: new TextEncoder().encode('not an image at all'), name: 'evil.png', type: 'image/png' }]);
    expect(res.status).toBe(422);
    expect(res.data.errors.images).toEqual(['Only PNG and JPG images are allowed']);
    expect([await storedFiles(), await productCount()]).toEqual([files, rows]);
  });

  it('refuses a file that claims to be PNG but is broken past its magic bytes, leaving no file behind', async () => {
    const [files, rows] = [await storedFiles(), await productCount()];
    const broken = new Uint8Array([...png.slice(0, 16), 1, 2, 3, 4]);
    const res = await post('demo', sale(), [{ bytes: png, name: 'ok.png', type: 'image/png' }, { bytes: broken, name: 'broken.png', type: 'image/png' }]);
    expect(res.status).toBe(422);
    expect([await storedFiles(), await productCount()]).toEqual([files, rows]);
  });

  it('refuses an image whose header declares more than 40 megapixels, from the header alone, before decoding it', async () => {
    const [files, rows] = [await storedFiles(), await productCount()];
    const hugePng = await withDeclaredSize('png', 16_000, 16_000);
    const hugeJpeg = await withDeclaredSize('jpg', 8_000, 6_000);
    for (const [bytes, name, type] of [[hugePng, 'huge.png', 'image/png'], [hugeJpeg, 'huge.jpg', 'image/jpeg']] as const) {
      const res = await post('demo', sale(), [{ bytes: png, name: 'ok.png', type: 'image/png' }, { bytes, name, type }], { 'accept-language': 'ar' });
      expect(res.status).toBe(422);
      // Decoding the tiny pixel data behind that header would have failed as unreadable instead.
      expect(res.data.errors.images).toEqual(['الصورة كبيرة جداً (٤٠ ميغابكسل كحد أقصى)']);
    }
    expect([await storedFiles(), await productCount()]).toEqual([files, rows]);
  });

  it('refuses 11 images and no image at all', async () => {
    const rows = await productCount();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ bytes: png, name: `p${i}.png`, type: 'image/png' }));
    const res = await post('demo', sale(), eleven);
    expect(res.status).toBe(422);
    expect(res.data.errors.images).toEqual(['You can upload a maximum of 10 files.']);
    const none = await post('demo', sale(), []);
    expect(none.data.errors.images).toEqual(['At least one image is required']);
    expect(await productCount()).toBe(rows);
  });

  it('refuses a category with subcategories and an unknown path', async () => {
    const res = await post('demo', sale({ path: parentPath, attributes: [] }));
    expect(res.status).toBe(422);
    expect(res.data.errors.path).toEqual(['Please choose a category without subcategories']);
    const unknown = await post('demo', sale({ path: ['no', 'such'], attributes: [] }));
    expect(unknown.data.errors.path).toEqual(['This category does not exist']);
  });

  it("refuses an attribute of another category and an option that does not exist", async () => {
    const foreign = otherLeaf.attributes.find((a) => !leaf.attributes.some((l) => l.id === a.id))!;
    const res = await post('demo', sale({ attributes: [{ id: foreign.id, value: valueFor(foreign) }] }));
    expect(res.status).toBe(422);
    expect(res.data.errors['attributes.0.id']).toEqual(['This attribute does not belong to the chosen category']);
    const choice = leaf.attributes.find((a) => a.type === 3 || a.type === 4 || a.type === 5);
    if (choice) {
      const bad = await post('demo', sale({ attributes: [{ id: choice.id, value: 'No such option' }] }));
      expect(bad.data.errors['attributes.0.value']).toEqual(['This option does not exist']);
    }
  });

  it('validates name and price with the shared messages, in Arabic too', async () => {
    const res = await post('demo', sale({ name: ' ', price: '0' }));
    expect(res.status).toBe(422);
    expect(res.data.errors).toMatchObject({ name: ['Please enter the product name'], price: ['Please enter the price'] });
    const form = new FormData();
    form.append('path', JSON.stringify(leaf.path));
    form.append('sellType', 'sell');
    form.append('images', new File([png as Uint8Array<ArrayBuffer>], 'a.png'));
    const ar = await ctx().app.request('/api/products', { method: 'POST', body: form, headers: { ...bearer(ctx().tokens.demo), 'accept-language': 'ar' } });
    expect((await ar.json()).errors.name).toEqual(['يرجى إدخال اسم المنتج']);
  });

  it("an employee's product has the employee as first seller, in the employee's company", async () => {
    const res = await post('sara', sale({ name: 'By Sara' }));
    expect(res.status).toBe(201);
    expect(res.data.sellers[0].id).toBe(ctx().ids.sara);
    expect(res.data.canEdit).toBe(true);
    const [row] = await ctx().db.select().from(products).where(eq(products.id, res.data.id));
    expect([row.companyId, row.firstSellerId]).toEqual([ctx().demoCompanyId, ctx().ids.sara]);
  });

  it('refuses a buyer with 403 and stores nothing', async () => {
    const [files, rows] = [await storedFiles(), await productCount()];
    const res = await post('buyer1', sale());
    expect(res.status).toBe(403);
    expect([await storedFiles(), await productCount()]).toEqual([files, rows]);
  });

  it('numbers concurrent creations of one company without a gap or a clash', async () => {
    const replies = await Promise.all([1, 2, 3].map((i) => post('omar', sale({ name: `Parallel ${i}` }))));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    const nums = replies.map((r) => r.data.num as number).sort((a, b) => a - b);
    expect(nums[2] - nums[0]).toBe(2);
    const images = await ctx().db.select({ n: count() }).from(productImages).where(and(eq(productImages.productId, replies[0].data.id)));
    expect(images[0].n).toBe(1);
  });
}, 10);

describe('imageKind', () => {
  it('knows PNG and JPEG by their first bytes only', async () => {
    const { imageKind } = await import('../services/products/images');
    expect(imageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(imageKind(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});

/** A 1×1 image whose header claims `width` × `height` (the pixel data stays 1×1). */
async function withDeclaredSize(kind: 'png' | 'jpg', width: number, height: number): Promise<Uint8Array> {
  const one = sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } });
  const bytes = Buffer.from(await (kind === 'png' ? one.png() : one.jpeg()).toBuffer());
  if (kind === 'png') {
    // IHDR follows the 8-byte signature: length(4) type(4) width(4) height(4) ..., then its CRC over type + data.
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  } else {
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    bytes.writeUInt16BE(height, sof + 5);
    bytes.writeUInt16BE(width, sof + 7);
  }
  return new Uint8Array(bytes);
}
