// A customer keeps the acquisition channel of their latest quote or order: saving either stores it on
// the customer, the customer selector shows it, and selecting the customer for their next sale fills
// it in (a channel the salesperson already chose for this sale stays; only the POS's own channels fill).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { issueApproval } from '../../../services/staff/approvals.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { STAFF } from '../../../testing/staff-fixture.ts';

/** Wiremu Tipene of the staff fixture. */
const WIREMU = 4;

describe.each(testDatabases())('a customer keeps their acquisition channel ($name)', (target) => {
  const { t, sam } = usePosTestApp(target);

  const db = () => t.handle.db;
  const openCart = async () =>
    (
      await queryRows<{ id: number; acquisition: string }>(
        db(),
        sql`select id, acquisition from carts where kind = 'pos' and staff_id = ${STAFF.staff} and status = 'open' and order_id is null`,
      )
    )[0]!;
  const customerChannel = async (id: number) =>
    (await queryRows<{ acquisition: string }>(db(), sql`select acquisition from users where id = ${id}`))[0]!
      .acquisition;
  const basic = (acquisition: string) =>
    sam.post('/pos/cart/updateBasic', {
      cart: { mobile: '0215550102', acquisition },
      useSameAddress: 1,
      useAutoShippingCost: 1,
    });

  /** Wiremu's sale with one sofa delivered from AKL, saved as `option`. */
  async function saveSale(option: 'quote' | 'order', acquisition: string) {
    expect((await sam.get(`/pos/cus-select/${WIREMU}`)).statusCode).toBe(200);
    expect((await basic(acquisition)).statusCode).toBe(200);
    await sam.post('/pos/cart/addItem', { sku: 'SOFA-CHA' });
    const view = (await sam.post('/pos/cart/get', {})).json();
    const line = view.cartItems[0];
    const saved = await sam.post('/pos/cart/saveAllocation', {
      itemId: line.id,
      sku: 'SOFA-CHA',
      allocations: [{ method: 'DEL', from: 'AKL', qty: line.qty, dispatch_date: '2026-11-05', confirmed: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const approval = await issueApproval(
      db(),
      { staffId: STAFF.staff, approverId: STAFF.staff, type: option },
      t.clock.now,
    );
    const done = await sam.post('/pos/cart/complete/', { option, updateCus: 0, approval });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().success).toBe(true);
  }

  it('saving a quote keeps its channel on the customer, and the selector shows it', async () => {
    expect(await customerChannel(WIREMU)).toBe('');
    await saveSale('quote', 'Phone Enquiry');
    expect(await customerChannel(WIREMU)).toBe('Phone Enquiry');
    const found = (await sam.get('/pos/cus-search/tipene')).json().users;
    expect(found[0]).toMatchObject({ id: WIREMU, acquisition: 'Phone Enquiry' });
    const recent = (await sam.get('/pos/get-recent-customers/')).json().users;
    expect(recent.find((u: { id: number }) => u.id === WIREMU)).toMatchObject({ acquisition: 'Phone Enquiry' });
  });

  it("fills it in when the customer is selected for their next sale, shown with the cart's customer", async () => {
    // The quote took the last cart; the next is a new one, with no channel chosen.
    await sam.post('/pos/cart/get', {});
    expect((await openCart()).acquisition).toBe('');
    expect((await sam.get(`/pos/cus-select/${WIREMU}`)).statusCode).toBe(200);
    expect((await openCart()).acquisition).toBe('Phone Enquiry');
    const view = (await sam.post('/pos/cart/get', {})).json();
    expect(view.cart.acquisition).toBe('Phone Enquiry');
    expect(view.customer).toMatchObject({ id: WIREMU, acquisition: 'Phone Enquiry' });
  });

  it('an order keeps the channel given on it, the latest one', async () => {
    await saveSale('order', 'Walk in');
    expect(await customerChannel(WIREMU)).toBe('Walk in');
  });

  it('a channel already chosen on the sale stays, and a stored word that is not a POS channel fills nothing', async () => {
    expect((await basic('Email Enquiry')).statusCode).toBe(200);
    expect((await sam.get(`/pos/cus-select/${WIREMU}`)).statusCode).toBe(200);
    expect((await openCart()).acquisition).toBe('Email Enquiry');
    await db().execute(sql`update users set acquisition = 'Instagram' where id = 3`);
    expect((await basic('')).statusCode).toBe(200);
    expect((await sam.get('/pos/cus-select/3')).statusCode).toBe(200);
    expect((await openCart()).acquisition).toBe('');
  });
});
