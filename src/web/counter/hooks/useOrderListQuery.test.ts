// The order list page's address: which list /pos/orders, /pos/quotes and /pos/quote?s= open, All
// branch's default per list, and the five page links.
import { describe, expect, it } from 'vitest';
import { listAddress, pageLinks, queryOf } from './useOrderListQuery.ts';

const at = (url: string) => {
  const u = new URL(url, 'http://shop.test');
  return queryOf(u.pathname, u.searchParams);
};

describe('order list address', () => {
  it('opens Recent Orders at /pos/orders and Active Quote at /pos/quotes and /pos/quote?s=, All branch on for quotes only', () => {
    expect(at('/pos/orders')).toMatchObject({ type: 'order', allBranch: false, search: '', page: 1, pageSize: 10 });
    expect(at('/pos/quotes')).toMatchObject({ type: 'quote', allBranch: true });
    expect(at('/pos/quote?s=aroha@example.co.nz')).toMatchObject({
      type: 'quote',
      search: 'aroha@example.co.nz',
      allBranch: true,
    });
    expect(at('/pos/orders?type=e-quote')).toMatchObject({ type: 'e-quote', allBranch: true });
    expect(at('/pos/quotes?type=p-order&allBranch=1')).toMatchObject({ type: 'p-order', allBranch: true });
    expect(at('/pos/orders?type=nonsense&page=-3&direction=up')).toMatchObject({
      type: 'order',
      page: 1,
      staff: '',
      direction: 'desc',
    });
  });

  it('reads the staff filter as typed: a name or part of one, trimmed, at most 100 characters', () => {
    expect(at('/pos/orders?staff=sam').staff).toBe('sam');
    expect(at('/pos/orders?staff=%20Mere%20Man%20').staff).toBe('Mere Man');
    expect(at(`/pos/orders?staff=${'a'.repeat(150)}`).staff).toBe('a'.repeat(100));
    expect(listAddress(at('/pos/quotes?staff=Sam%20St'))).toBe('/pos/quotes?staff=Sam+St');
  });

  it('writes only what differs from the list’s defaults, and reads back the same query', () => {
    const q = at('/pos/orders?type=c-order&s=kiri&staff=sam&allBranch=1&sort=grandtotal&direction=asc&page=2');
    expect(listAddress(q)).toBe(
      '/pos/orders?type=c-order&s=kiri&staff=sam&allBranch=1&sort=grandtotal&direction=asc&page=2',
    );
    expect(at(listAddress(q))).toEqual(q);
    expect(listAddress(at('/pos/quote?s=a%40b.nz'))).toBe('/pos/quotes?s=a%40b.nz');
    expect(listAddress(at('/pos/orders'))).toBe('/pos/orders');
  });

  it('shows up to five page links around the current page', () => {
    expect(pageLinks(1, 0)).toEqual([1]);
    expect(pageLinks(1, 25)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 100)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(6, 100)).toEqual([4, 5, 6, 7, 8]);
    expect(pageLinks(10, 100)).toEqual([6, 7, 8, 9, 10]);
  });
});
