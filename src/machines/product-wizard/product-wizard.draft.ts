// The wizard's draft (part 1 §3 Wizard draft) and its pure rules: which step shows what (both
// readings), what each step needs (part 1 §4–5, through the shared create schema), the photo rules.
import { cleanPriceText } from '../../domain/price-text';
import { kwdToFils } from '../../domain/money';
import { ATTRIBUTE_TYPES, type CategoryAttribute, type CategoryNode } from '../../api/schemas/categories';
import { isFilled, productCreateSchema, type ProductCreateFields } from '../../api/schemas/product-create';
import type { SellType } from '../../api/schemas/products';
import type { OptionLabel } from '../../domain/option-label';
import { BARTER_MIN_ATTRIBUTES, PRODUCT_IMAGES_MAX, WIZARD_STEPS } from '../../domain/limits';
import { imageKindOf } from '../../domain/image-kind';

export type Reading = 'A' | 'B';
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const STEPS: readonly Step[] = [1, 2, 3, 4, 5, 6, 7];
export type AttributeValue = string | string[];

/** Part 1 §3 uploaded photo item; `url` marks a photo already stored (a duplicated product's). */
export type Photo = {
  id: string; file: File | null; url: string | null; name: string; size: number; preview: string;
  uploadProgress: number; isUploaded: boolean;
};

export type Draft = {
  /** Slugs of the confirmed leaf category, from the root; [] until one is confirmed. */
  path: string[];
  categoryId: number | null;
  /** 'used' or 'new': reading B's step 5 is product status (used) or trade-in info (new). */
  categoryType: 'used' | 'new';
  attributes: CategoryAttribute[];
  productName: string;
  /** Whole KWD as typed (digits only); empty is 0. */
  /** Integer fils. */
  price: number;
  /** The price as the field shows it (KWD, at most three decimals). */
  priceText: string;
  description: string;
  sellType: SellType;
  attributeValues: Record<number, AttributeValue>;
  /**
   * What the seller wants in exchange: a category (the product's own, or a duplicated product's
   * barter category) with its attributes, the ones chosen (in the order chosen) and their values.
   */
  barterPath: string[];
  barterAttributes: CategoryAttribute[];
  selectedAttributes: number[];
  barterAttributeValues: Record<number, AttributeValue>;
  /**
   * Both texts of the chosen options, by attribute id: values keep the English option, and the
   * option menus page and search on the server, so the review reads the Arabic text from here.
   */
  optionLabels: Record<number, OptionLabel[]>;
  files: Photo[];
};

export const emptyDraft = (): Draft => ({
  path: [], categoryId: null, categoryType: 'used', attributes: [], productName: '', price: 0, priceText: '', description: '', sellType: 'sell',
  attributeValues: {}, barterPath: [], barterAttributes: [], selectedAttributes: [], barterAttributeValues: {}, optionLabels: {}, files: [],
});

/**
 * The price field keeps digits (Arabic-Indic digits count) and, because KWD has fils, one decimal
 * point with at most three decimals; anything else is dropped as typed. Empty becomes 0.
 */
export function priceFromText(text: string): { price: number; priceText: string } {
  const priceText = cleanPriceText(text).slice(0, 13);
  const amount = priceText.replace(/\.$/, '');
  return { price: amount ? kwdToFils(amount) : 0, priceText };
}

/** The create payload's text fields (price in fils): what the shared schema checks and the server gets. */
export function fieldsOf(draft: Draft): ProductCreateFields {
  const values = (record: Record<number, AttributeValue>, ids: number[]) =>
    ids.filter((id) => record[id] !== undefined).map((id) => ({ id, value: record[id] }));
  const filled = draft.attributes.map((a) => a.id).filter((id) => isFilled(draft.attributeValues[id]));
  return {
    path: draft.path, name: draft.productName, price: draft.price, sellType: draft.sellType, description: draft.description,
    attributes: values(draft.attributeValues, filled),
    ...(draft.sellType === 'sell' ? {} : {
      barter: { path: draft.barterPath.length ? draft.barterPath : draft.path, attributes: draft.selectedAttributes.map((id) => ({ id, value: draft.barterAttributeValues[id] ?? '' })) },
    }),
  };
}

const CONDITION_TYPES: number[] = [ATTRIBUTE_TYPES.boolean, ATTRIBUTE_TYPES.yesNoMultiChoice];

/**
 * Which attributes a step shows. Reading A: the attributes sliced in three over steps 2, 3 and 4.
 * Reading B: step 3 the descriptive attributes, step 4 (condition) the yes/no ones.
 */
export function attributesOfStep(attributes: CategoryAttribute[], reading: Reading, step: Step): CategoryAttribute[] {
  if (reading === 'B') {
    if (step === 3) return attributes.filter((a) => !CONDITION_TYPES.includes(a.type));
    if (step === 4) return attributes.filter((a) => CONDITION_TYPES.includes(a.type));
    return [];
  }
  if (step < 2 || step > 4) return [];
  const size = Math.ceil(attributes.length / 3);
  return attributes.slice((step - 2) * size, (step - 1) * size);
}

export type Problem = { key: string; vars?: Record<string, string | number> };

/** What keeps a step from being valid (part 1 §4–5), or null. Steps 3, 4 and 7 are always valid. */
export function stepProblem(draft: Draft, step: Step, nameOf: (a: CategoryAttribute) => string = (a) => a.name): Problem | null {
  if (step === 1) return draft.path.length && draft.categoryId !== null ? null : { key: 'wizard:please-select-category' };
  if (step === 6) return draft.files.length ? null : { key: 'wizard:image-required' };
  if (step !== 2 && step !== 5) return null;
  const result = productCreateSchema().safeParse({ ...fieldsOf(draft), path: draft.path.length ? draft.path : ['-'] });
  const issues = result.success ? [] : result.error.issues;
  const at = (field: string) => issues.filter((i) => i.path[0] === field);
  if (step === 2) {
    const [name, price] = [at('name').length > 0, at('price').length > 0];
    if (name && price) return { key: 'wizard:fill-name-and-price' };
    if (name) return { key: at('name')[0].message.replace('.', ':') };
    if (price) return { key: at('price')[0].message.replace('.', ':') };
    return null;
  }
  if (at('sellType').length) return { key: 'wizard:select-sell-option' };
  if (draft.sellType === 'sell') return null;
  const missing = BARTER_MIN_ATTRIBUTES - draft.selectedAttributes.length;
  if (missing > 0) return { key: 'wizard:barter-attributes-remaining', vars: { count: missing } };
  const unfilled = draft.selectedAttributes.filter((id) => !isFilled(draft.barterAttributeValues[id]));
  if (unfilled.length) {
    const names = unfilled.map((id) => draft.barterAttributes.find((a) => a.id === id)).filter(Boolean).map((a) => nameOf(a!));
    return { key: 'wizard:barter-attributes-unfilled', vars: { names: names.join(', ') } };
  }
  return null;
}

const validity = new WeakMap<Draft, Map<Step, boolean>>();
/** stepProblem(...) === null, remembered per draft: drafts are never mutated, each change is a new object. */
export function isStepValid(draft: Draft, step: Step): boolean {
  const known = validity.get(draft) ?? new Map<Step, boolean>();
  validity.set(draft, known);
  if (!known.has(step)) known.set(step, stepProblem(draft, step) === null);
  return known.get(step)!;
}

/** Where a click on step `target` lands: the first invalid step before it, else the target itself. */
export function landingStep(draft: Draft, target: Step): Step {
  for (const step of STEPS) {
    if (step >= target) break;
    if (!isStepValid(draft, step)) return step;
  }
  return target;
}

export const isLastStep = (step: Step) => step === WIZARD_STEPS;

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];

/** A chosen file, its preview URL and its first bytes (`head`, read by the view; absent when not read). */
export type ChosenPhoto = { file: File; preview: string; head?: Uint8Array };
const PHOTO_EXTENSION = /\.(png|jpe?g)$/i;

/**
 * The photos kept from a choice (part 1 §5): PNG/JPEG/JPG only; a file that is no image at all says
 * so, an image of another kind says 'Only PNG and JPG images are allowed'; past 10 the extras are
 * dropped with 'You can upload a maximum of 10 files.'. Each problem is reported once.
 */
export function acceptPhotos(current: Photo[], chosen: ChosenPhoto[], newId: (i: number) => string): { files: Photo[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const kept: Photo[] = [];
  for (const [i, { file, preview, head }] of chosen.entries()) {
    const isImage = file.type.startsWith('image/') || /\.(png|jpe?g|gif|webp|bmp|svg|heic|avif)$/i.test(file.name);
    if (!isImage) { problems.push({ key: 'wizard:images-only' }); continue; }
    if (!PHOTO_TYPES.includes(file.type) && !PHOTO_EXTENSION.test(file.name)) { problems.push({ key: 'wizard:png-jpg-only' }); continue; }
    // Named and typed as an image, but its bytes are not PNG or JPEG: the server would refuse it.
    if (head && !imageKindOf(head)) { problems.push({ key: 'wizard:not-an-image' }); continue; }
    kept.push({ id: newId(i), file, url: null, name: file.name, size: file.size, preview, uploadProgress: 0, isUploaded: false });
  }
  const room = PRODUCT_IMAGES_MAX - current.length;
  if (kept.length > room) problems.push({ key: 'wizard:max-files' });
  const unique = problems.filter((p, i) => problems.findIndex((q) => q.key === p.key) === i);
  return { files: [...current, ...kept.slice(0, Math.max(0, room))], problems: unique };
}

/** Moves a photo to the front: the first photo is the primary image. */
export const starPhoto = (files: Photo[], id: string): Photo[] => {
  const photo = files.find((f) => f.id === id);
  return photo ? [photo, ...files.filter((f) => f.id !== id)] : files;
};

/** The drill-down: the node at a trail of slugs, and its children (the cards shown). */
export function childrenAt(tree: CategoryNode[], trail: string[]): CategoryNode[] {
  let level = tree;
  for (const slug of trail) level = level.find((c) => c.slug === slug)?.children ?? [];
  return level;
}

/** A comparable image of the draft for "has anything changed" (duplicate's Save). */
export const draftSignature = (draft: Draft) => JSON.stringify([
  fieldsOf(draft), draft.selectedAttributes, draft.files.map((f) => f.url ?? `${f.name}:${f.size}:${f.id}`),
]);
