// Walking the category tree by slug path (the filter's drill-down and its breadcrumb).
import type { CategoryNode } from '../../../api/schemas/categories';
import type { Locale } from '../../../api/schemas/common';

export const categoryName = (node: Pick<CategoryNode, 'name' | 'nameAr'>, locale: Locale) => (locale === 'ar' ? node.nameAr : node.name);

/** The nodes along `path` from the root (shorter when a slug is unknown). */
export function nodesAlong(tree: CategoryNode[], path: string[]): CategoryNode[] {
  const out: CategoryNode[] = [];
  let level = tree;
  for (const slug of path) {
    const node = level.find((n) => n.slug === slug);
    if (!node) break;
    out.push(node);
    level = node.children;
  }
  return out;
}

/** The children shown when the drill-down is at `path` (the roots at []). */
export function childrenAt(tree: CategoryNode[], path: string[]): CategoryNode[] {
  return path.length ? (nodesAlong(tree, path).at(-1)?.children ?? []) : tree;
}
