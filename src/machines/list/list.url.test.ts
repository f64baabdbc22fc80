import { describe, expect, it } from 'vitest';
import { employeeFiltersCodec } from '../employee-list/employee-list.url';
import { defaultFilters as productDefaults } from '../product-list/product-list.filters';
import { keepKnown, productFiltersCodec } from '../product-list/product-list.url';
import { defaultFilters as requestDefaults } from '../request-list/request-list.filters';
import { requestFiltersCodec } from '../request-list/request-list.url';
import { filtersFromSearch, searchWithFilters } from './list.url';

describe('list filters in the URL', () => {
  it('products: what is written reads back the same; defaults are left out; q and other params are kept as they are', () => {
    const filters = { path: ['electronics', 'phones'], usersIds: [2, 3], status: 'inactive' as const, q: 'iphone', perPage: 50 as const };
    const search = searchWithFilters(productFiltersCodec, '?q=iphone&fromBoost=1', filters);
    expect(search).toBe('?q=iphone&fromBoost=1&path=electronics,phones&usersIds=2,3&status=inactive&perPage=50');
    expect(filtersFromSearch(productFiltersCodec, search)).toEqual(filters);
    expect(searchWithFilters(productFiltersCodec, search, productDefaults('iphone'))).toBe('?q=iphone&fromBoost=1');
    expect(searchWithFilters(productFiltersCodec, '', productDefaults())).toBe('');
  });

  it('products: unknown or broken values read as the defaults, never throw', () => {
    const search = '?path=a,,b&usersIds=2,x&status=sold&perPage=25&q=' + 'x'.repeat(101);
    expect(filtersFromSearch(productFiltersCodec, search)).toEqual(productDefaults());
    expect(filtersFromSearch(productFiltersCodec, '?usersIds=99999999999&path=' + 'a,'.repeat(30) + 'a')).toEqual(productDefaults());
    expect(filtersFromSearch(productFiltersCodec, '?perPage=%E0%A4%A&status=%00')).toEqual(productDefaults());
  });

  it('products: a category or member the company does not have is dropped once its lookups are in', () => {
    const tree = [{ id: 1, name: 'E', nameAr: 'E', slug: 'electronics', type: 'new' as const, image: null, childrenCount: 0, children: [] }];
    const members = [{ id: 2, fullName: 'Sara', userName: 'sara', roles: ['employee' as const] }];
    const linked = { ...productDefaults(), path: ['electronics', 'phones'], usersIds: [2, 9] };
    expect(keepKnown(linked, tree, members)).toEqual({ ...linked, path: [], usersIds: [2] });
    expect(keepKnown({ ...linked, path: ['electronics'] }, tree, null)).toEqual({ ...linked, path: ['electronics'] });
    expect(keepKnown(linked, null, null)).toEqual(linked);
  });

  it('requests: receiver name, day, type and page size round-trip; ?requestId= stays; a day that does not exist is ignored', () => {
    const filters = { receiverName: 'Sara Al-Ahmad', date: '2026-03-01', type: 'bartering' as const, q: '', perPage: 30 as const };
    const search = searchWithFilters(requestFiltersCodec, '?requestId=7', filters);
    expect(new URLSearchParams(search).get('requestId')).toBe('7');
    expect(filtersFromSearch(requestFiltersCodec, search)).toEqual(filters);
    expect(filtersFromSearch(requestFiltersCodec, '?date=2026-02-30&type=gift&receiverName=%00')).toEqual(requestDefaults());
  });

  it('employees: status and page size round-trip; active (the default) is left out; an unknown status is active', () => {
    expect(searchWithFilters(employeeFiltersCodec, '?q=sara', { status: 'deleted', q: 'sara', perPage: 20 })).toBe('?q=sara&status=deleted');
    expect(searchWithFilters(employeeFiltersCodec, '?q=sara&status=deleted', { status: 'active', q: 'sara', perPage: 20 })).toBe('?q=sara');
    expect(filtersFromSearch(employeeFiltersCodec, '?status=all&perPage=50&q=%20sara%20')).toEqual({ status: 'all', q: 'sara', perPage: 50 });
    expect(filtersFromSearch(employeeFiltersCodec, '?status=fired&perPage=0')).toEqual({ status: 'active', q: '', perPage: 20 });
  });
});
