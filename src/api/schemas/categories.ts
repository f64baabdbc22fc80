import { z } from 'zod';
import { PageNumber, SearchQuery } from './common';

/** Names come in both languages; the client shows `nameAr` when the locale is ar. */
export const CategoryType = z.enum(['used', 'new']);
export type CategoryType = z.infer<typeof CategoryType>;

export interface CategoryNode {
  id: number;
  name: string;
  nameAr: string;
  slug: string;
  type: CategoryType;
  image: { thumbnailUrl: string } | null;
  /** Direct subcategories (the drill-down card's "N subcategories"); 0 means a leaf. */
  childrenCount: number;
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    nameAr: z.string(),
    slug: z.string(),
    type: CategoryType,
    image: z.object({ thumbnailUrl: z.string() }).nullable(),
    childrenCount: z.number().int(),
    children: z.array(CategoryNode),
  }),
).meta({ id: 'CategoryNode' }); // a named schema, so OpenAPI can refer to it recursively

/** GET /api/categories: the whole tree (it is small), roots in display order. */
export const CategoryTreeReply = z.object({ data: z.array(CategoryNode) });
export type CategoryTreeReply = z.infer<typeof CategoryTreeReply>;

/** Part 1 §3: boolean 0, number 1, multiOptions 2, multiChoice 3, yesNoMultiChoice 4, color 5, string 6. */
export const ATTRIBUTE_TYPES = { boolean: 0, number: 1, multiOptions: 2, multiChoice: 3, yesNoMultiChoice: 4, color: 5, string: 6 } as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[keyof typeof ATTRIBUTE_TYPES];

/** An attribute of a leaf category; its options are fetched page by page (AttributeOptionsReply). */
export const CategoryAttribute = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  type: z.number().int().min(0).max(6),
  optionsCount: z.number().int(),
});
export type CategoryAttribute = z.infer<typeof CategoryAttribute>;
export const CategoryAttributesReply = z.object({ data: z.array(CategoryAttribute) });
export type CategoryAttributesReply = z.infer<typeof CategoryAttributesReply>;

export const AttributeOption = z.object({ id: z.number().int(), option: z.string(), optionAr: z.string() });
export type AttributeOption = z.infer<typeof AttributeOption>;

/** GET /api/attributes/{id}/options?page=&q=: OPTION_PAGE_SIZE (15) a page; nextPage null on the last. */
export const AttributeOptionsQuery = z.object({
  page: PageNumber.optional(),
  q: SearchQuery.optional(),
});
export const AttributeOptionsReply = z.object({ data: z.array(AttributeOption), nextPage: z.number().int().nullable() });
export type AttributeOptionsReply = z.infer<typeof AttributeOptionsReply>;
