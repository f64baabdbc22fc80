// The products screen's filters in the URL: ?path=electronics,phones&usersIds=2,3&status=inactive&perPage=50
// (names as the products endpoint takes them), with the top bar's ?q=.
import type { CategoryNode } from '../../api/schemas/categories';
import type { CompanyMember } from '../../api/schemas/members';
import { idList, isText, oneOf, readPageSize, readSearch, writePageSize, type FiltersCodec } from '../list/list.url';
import type { ActiveFilter, ProductFilters } from './product-list.filters';

const STATUSES: ActiveFilter[] = ['all', 'active', 'inactive'];
/** A category path is at most as deep as the server walks (20) and as long as it reads (500). */
const MAX_DEPTH = 20;

function readPath(params: URLSearchParams): string[] {
  const text = params.get('path') ?? '';
  if (!isText(text, 500)) return [];
  const path = text.split(',').map((slug) => slug.trim());
  return path.length <= MAX_DEPTH && path.every(Boolean) ? path : [];
}

function readIds(params: URLSearchParams): number[] {
  return idList(params.get('usersIds') ?? '') ?? [];
}

export const productFiltersCodec: FiltersCodec<ProductFilters> = {
  read: (params) => ({
    path: readPath(params),
    usersIds: readIds(params),
    status: oneOf(params, 'status', STATUSES, 'all'),
    q: readSearch(params),
    perPage: readPageSize(params),
  }),
  write: (f) => ({
    path: f.path.length ? f.path.join(',') : null,
    usersIds: f.usersIds.length ? f.usersIds.join(',') : null,
    status: f.status === 'all' ? null : f.status,
    perPage: writePageSize(f.perPage),
  }),
};

/** Whether `path` leads from the root through the tree (every slug found at its level). */
function pathExists(tree: CategoryNode[], path: string[]): boolean {
  let level = tree;
  for (const slug of path) {
    const node = level.find((n) => n.slug === slug);
    if (!node) return false;
    level = node.children;
  }
  return true;
}

/**
 * The filters a link named, less what the company does not have: a category path not in the tree
 * means every category, an id that is not a member is dropped. A lookup that failed (null) checks nothing.
 */
export function keepKnown(filters: ProductFilters, categories: CategoryNode[] | null, members: CompanyMember[] | null): ProductFilters {
  const path = categories && !pathExists(categories, filters.path) ? [] : filters.path;
  const usersIds = members ? filters.usersIds.filter((id) => members.some((m) => m.id === id)) : filters.usersIds;
  return { ...filters, path, usersIds };
}
