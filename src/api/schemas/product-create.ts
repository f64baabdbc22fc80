// POST /api/products: the text fields of the create payload (part 1 §3), one schema for both sides.
// The wizard validates its draft with it step by step; the server validates the multipart form with it,
// handing it the catalogue so that category and attribute rules are checked against the database.
import { z } from 'zod';
import { ATTRIBUTE_TYPES } from './categories';
import { idOf, Text } from './common';
import { SellType } from './product-row';
import { PRICE_MAX_FILS } from '../../domain/money';
import { BARTER_MIN_ATTRIBUTES, PRODUCT_DESCRIPTION_MAX } from '../../domain/limits';

/** A value as sent: a string, or the chosen options of a multiOptions attribute. */
export const AttributeInput = z.object({
  id: idOf('wizard.attribute-unknown'),
  value: z.union([Text(500), z.array(Text(200)).max(100)], { message: 'wizard.attribute-value-invalid' }),
});
export type AttributeInput = z.infer<typeof AttributeInput>;

const Path = z.array(Text(200).min(1), { message: 'wizard.please-select-category' })
  .min(1, 'wizard.please-select-category').max(20, 'wizard.please-select-category');

export const ProductCreateFields = z.object({
  /** Category slugs from the root down to a leaf. */
  path: Path,
  name: Text(200, { invalid: 'wizard.enter-product-name', tooLong: 'wizard.name-too-long' }).trim().min(1, 'wizard.enter-product-name'),
  /** Integer fils, more than 0. */
  price: z.number({ message: 'wizard.enter-price' }).int('wizard.enter-price').positive('wizard.enter-price')
    .max(PRICE_MAX_FILS, 'wizard.price-too-high'),
  attributes: z.array(AttributeInput).max(100).default([]),
  sellType: z.enum(SellType.options, { message: 'wizard.select-sell-option' }),
  /** HTML; the server sanitises it. */
  description: Text(PRODUCT_DESCRIPTION_MAX, { tooLong: 'wizard.description-too-long' }).default(''),
  barter: z.object({ path: Path, attributes: z.array(AttributeInput).max(100) }).optional(),
});
export type ProductCreateFields = z.input<typeof ProductCreateFields>;

export type CatalogAttribute = {
  name: string;
  type: number;
  /** The attribute's options; null when the caller does not know them all (the client pages them). */
  options: readonly string[] | null;
};
/** What the category and attribute rules need; the server reads it from the database. */
export interface CreateCatalog {
  /** The category at exactly this path of slugs; undefined when there is none. */
  category(path: readonly string[]): { isLeaf: boolean; attributes: ReadonlyMap<number, CatalogAttribute> } | undefined;
}

export const isFilled = (value: string | readonly string[] | undefined | null) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/** Does a filled value fit its attribute's type (and options, when known)? An i18n key when not. */
export function attributeValueProblem(attribute: CatalogAttribute, value: string | readonly string[]): string | null {
  const multi = attribute.type === ATTRIBUTE_TYPES.multiOptions;
  if (multi !== Array.isArray(value)) return 'wizard.attribute-value-invalid';
  const values = Array.isArray(value) ? value : [value as string];
  switch (attribute.type) {
    case ATTRIBUTE_TYPES.boolean:
      return value === 'true' || value === 'false' ? null : 'wizard.attribute-value-invalid';
    case ATTRIBUTE_TYPES.number:
      return /^-?\d+(\.\d+)?$/.test(String(value).trim()) ? null : 'wizard.attribute-value-invalid';
    case ATTRIBUTE_TYPES.string:
      return null;
    default:
      if (attribute.options && values.some((v) => !attribute.options!.includes(v))) return 'wizard.option-unknown';
      return null;
  }
}

type Ctx = z.RefinementCtx;
function checkAttributes(ctx: Ctx, catalog: CreateCatalog, path: string[], list: AttributeInput[], at: (string | number)[], requireValues: boolean) {
  const category = catalog.category(path);
  if (!category) return ctx.addIssue({ code: 'custom', path: [...at, 'path'], message: 'wizard.category-unknown' });
  if (!category.isLeaf) return ctx.addIssue({ code: 'custom', path: [...at, 'path'], message: 'wizard.category-not-leaf' });
  const seen = new Set<number>();
  list.forEach((item, i) => {
    const attribute = category.attributes.get(item.id);
    const here = [...at, 'attributes', i];
    if (!attribute || seen.has(item.id)) return ctx.addIssue({ code: 'custom', path: [...here, 'id'], message: 'wizard.attribute-not-in-category' });
    seen.add(item.id);
    if (!isFilled(item.value)) {
      if (requireValues) ctx.addIssue({ code: 'custom', path: [...here, 'value'], message: 'wizard.field-required' });
      return;
    }
    const problem = attributeValueProblem(attribute, item.value);
    if (problem) ctx.addIssue({ code: 'custom', path: [...here, 'value'], message: problem });
  });
}

/**
 * The create fields with every rule of part 1 §5: name and price required (price > 0 fils), a sell
 * option, and for barter or sell/barter at least 3 barter attributes each with a value. With a
 * catalogue also: the path names a leaf, attributes belong to it, values fit their types and options.
 */
export function productCreateSchema(catalog?: CreateCatalog) {
  return ProductCreateFields.superRefine((fields, ctx) => {
    if (fields.sellType !== 'sell') {
      const list = fields.barter?.attributes ?? [];
      if (list.length < BARTER_MIN_ATTRIBUTES) {
        ctx.addIssue({ code: 'custom', path: ['barter', 'attributes'], message: 'wizard.select-at-least-3-attributes' });
      }
      list.forEach((item, i) => {
        if (!isFilled(item.value)) ctx.addIssue({ code: 'custom', path: ['barter', 'attributes', i, 'value'], message: 'wizard.field-required' });
      });
    }
    if (!catalog) return;
    checkAttributes(ctx, catalog, fields.path, fields.attributes, [], false);
    if (fields.barter && fields.sellType !== 'sell') checkAttributes(ctx, catalog, fields.barter.path, fields.barter.attributes, ['barter'], true);
  });
}
export type ProductCreateInput = z.output<ReturnType<typeof productCreateSchema>>;
