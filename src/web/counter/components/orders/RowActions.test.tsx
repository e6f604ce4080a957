// A list row's actions as the server renders them: every row of every list opens its detail page (a
// quote's with ?type=quote), the quote lists add Edit and Delete, the order lists their own.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderListRow, OrderListType } from '../../../../contract/pos-order-list.ts';
import type { OrderListActions } from '../../hooks/useOrderListActions.ts';
import { RowActions } from './RowActions.tsx';

const row = { order_no: 'P100801', num_comments: 0 } as OrderListRow;
const actions = { working: '', act: async () => {}, setExpiry: async () => {} } as unknown as OrderListActions;
const render = (type: OrderListType) => renderToString(createElement(RowActions, { row, type, actions }));
const hrefOf = (html: string, testId: string) =>
  new RegExp(`<a href="([^"]+)"[^>]*data-testid="${testId}"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('a list row’s actions', () => {
  it('View opens a quote’s detail as a quote, beside Edit and Delete, on both quote lists', () => {
    for (const type of ['quote', 'e-quote'] as const) {
      const html = render(type);
      expect(hrefOf(html, 'row-view'), type).toBe('/pos/order-detail/P100801?type=quote');
      expect(html).toContain('View<span class="sr-only"> quote #P100801</span>');
      expect(hrefOf(html, 'row-edit'), type).toBe('/pos/quote-edit/P100801');
      expect(html).toContain('data-testid="row-delete"');
    }
  });

  it('View opens an order’s detail on the order lists, with no quote actions', () => {
    for (const type of ['p-order', 'c-order', 'order'] as const) {
      const html = render(type);
      expect(hrefOf(html, 'row-view'), type).toBe('/pos/order-detail/P100801');
      expect(html).not.toContain('row-edit');
      expect(html).not.toContain('row-delete');
    }
  });
});
