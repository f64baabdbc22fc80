// The company form's category choices (part 2 §3 Company category.id): the catalogue's top-level
// categories, from the categories API, in its order. The server takes only these.
import { fetchCategoryTree } from '../../api/categories';
import type { CategoryNode } from '../../api/schemas/categories';

export type CategoryChoice = { id: number; name: string; nameAr: string };

export const rootChoices = (tree: CategoryNode[]): CategoryChoice[] => tree.map(({ id, name, nameAr }) => ({ id, name, nameAr }));

export const loadCategoryChoices = (signal: AbortSignal) => fetchCategoryTree(signal).then(rootChoices);
