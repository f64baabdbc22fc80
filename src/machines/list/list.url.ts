// A list's filters in the route's query string, so a reload, a shared link and Back/Forward show
// the same list. Each list has a codec; the top bar owns ?q= (read here, never written), and other
// params of the route (?requestId=, ?fromBoost=) are left as they are.
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, type PageSize } from '../../domain/limits';

// The checks of the shared contract (src/api/schemas/common.ts) a query param needs, without zod:
// the screens' chunks load zod with their first call, not before (see src/api/client.ts).
const SEARCH_MAX = 100;
const INT4_MAX = 2_147_483_647;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Text the server takes: at most `max` characters, no NUL. */
export const isText = (value: string, max: number): boolean => value.length <= max && !value.includes('\u0000');

/** A list of int4 ids as `2,3` (at most 100), or null when it is not one. */
export function idList(value: string): number[] | null {
  if (!/^\d+(,\d+)*$/.test(value)) return null;
  const ids = value.split(',').map(Number);
  return ids.length <= 100 && ids.every((id) => id > 0 && id <= INT4_MAX) ? [...new Set(ids)] : null;
}

/** A calendar day YYYY-MM-DD that exists, in 2000–2099 (the contract's Day). */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m || value < '2000-01-01' || value > '2099-12-31') return false;
  const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return date.getUTCMonth() === +m[2] - 1 && date.getUTCDate() === +m[3];
}

export type FiltersCodec<F> = {
  /** The filters a query names; a param that is missing, unknown or invalid reads as its default. */
  read: (params: URLSearchParams) => F;
  /** The params the filters write; null leaves one out (it is at its default). */
  write: (filters: F) => Record<string, string | null>;
};

export const filtersFromSearch = <F>(codec: FiltersCodec<F>, search: string): F => codec.read(new URLSearchParams(search));

/** `search` with the filters' params set or removed, the rest kept; '' or '?…'. */
export function searchWithFilters<F>(codec: FiltersCodec<F>, search: string, filters: NoInfer<F>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(codec.write(filters))) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  // Commas are allowed in a query: lists of ids and slugs stay readable.
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

/** The value of `name` when it is one of `allowed`, else `fallback`. */
export function oneOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const value = params.get(name);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A search box's param (?q=, ?receiverName=), trimmed, as the server accepts it ('' otherwise). */
export const readSearchText = (params: URLSearchParams, name: string): string => {
  const text = (params.get(name) ?? '').trim();
  return isText(text, SEARCH_MAX) ? text : '';
};

/** ?q= of the top bar, as the server accepts it ('' when too long or unreadable). */
export const readSearch = (params: URLSearchParams): string => readSearchText(params, 'q');

/** ?perPage= when it is one of the table's sizes (20, 30, 50). */
export function readPageSize(params: URLSearchParams): PageSize {
  const n = Number(params.get('perPage'));
  return (TABLE_PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : (TABLE_PAGE_SIZE as PageSize);
}

export const writePageSize = (perPage: PageSize): string | null => (perPage === TABLE_PAGE_SIZE ? null : String(perPage));

/** Two filter sets are the same list when every value is equal (arrays in order), whatever the order of their keys. */
export function sameFilters<F extends object>(a: F, b: F): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof F>;
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}
