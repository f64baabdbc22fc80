import { describe, expect, it } from 'vitest';
import { navItemsFor, showsCompanyItem } from './nav-items';

const hrefs = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((item) => item.href);

describe('menus per role (part 1 §1, §6)', () => {
  it('a company sees every area and its Company item', () => {
    expect(hrefs('company')).toEqual(['/', '/products', '/requests', '/employees', '/statistics', '/chats', '/services']);
    expect(showsCompanyItem('company')).toBe(true);
  });
  it('an employee sees no employees item and no Company item', () => {
    expect(hrefs('employee')).toEqual(['/', '/products', '/requests', '/statistics', '/chats', '/services']);
    expect(showsCompanyItem('employee')).toBe(false);
  });
  it('a buyer gets the buyer view (chats, their requests, notifications) and no Company item', () => {
    expect(hrefs('user')).toEqual(['/chats', '/profile/requests', '/notifications']);
    expect(showsCompanyItem('user')).toBe(false);
  });
  it('an administrator sees only the Join Us review, which no one else sees', () => {
    expect(hrefs('admin')).toEqual(['/admin/join-requests']);
    expect(showsCompanyItem('admin')).toBe(false);
    for (const role of ['company', 'employee', 'user'] as const) expect(hrefs(role)).not.toContain('/admin/join-requests');
  });
});
