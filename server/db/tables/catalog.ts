import { type AnyPgColumn, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export type CategoryType = 'used' | 'new';

/**
 * The category tree (any depth). `path` holds the slugs from the root down to this node, so a
 * product's category path and "this category and its descendants" need no recursive query.
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    slug: text('slug').notNull(),
    path: text('path').array().notNull(),
    type: text('type').$type<CategoryType>().notNull().default('used'),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_id_idx').on(t.parentId)],
);

/** Part 1 §3 attribute types: boolean 0, number 1, multiOptions 2, multiChoice 3, yesNoMultiChoice 4, color 5, string 6. */
export type AttributeType = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const attributes = pgTable(
  'attributes',
  {
    id: id(),
    /** Stable machine name, so the seed can find an attribute again. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    type: smallint('type').$type<AttributeType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('attributes_code_key').on(t.code)],
);

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: id(),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id),
    option: text('option').notNull(),
    optionAr: text('option_ar').notNull(),
    position: integer('position').notNull().default(0),
  },
  // Paging walks (attribute_id, position, id); search is ILIKE over one attribute's few options.
  (t) => [index('attribute_options_attribute_idx').on(t.attributeId, t.position, t.id)],
);

/** Attributes are attached to leaf categories. */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    categoryId: integer('category_id').notNull().references(() => categories.id),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.attributeId] }), index('category_attributes_attribute_idx').on(t.attributeId)],
);
