// A manager's discount approval answers only up to the manager's own limit (30%); beyond it an admin's
// (100%). The staff member's own limit is 10% (src/db/migrations/0006_pos_discount_limits.sql).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows.ts';
import { PINS, STAFF } from '../../../testing/staff-fixture.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';

describe.each(testDatabases())("discount approvals within the approver's limit ($name)", (target) => {
  let itemId: number;
  const { t, sam } = usePosTestApp(target);
  beforeAll(async () => {
    expect((await sam.post('/pos/cart/addItem', { sku: 'LAMP-1' })).statusCode).toBe(200);
    const [row] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select ci.id from cart_items ci join carts c on c.id = ci.cart_id where c.staff_id = ${STAFF.staff} and c.kind = 'pos'`,
    );
    itemId = Number(row!.id);
  });

  const saleCents = async () =>
    Number(
      (
        await queryRows<{ cents: number | null }>(
          t.handle.db,
          sql`select discounted_each_cents as cents from cart_items where id = ${itemId}`,
        )
      )[0]!.cents,
    );
  const approvalOf = async (managerId: number, pin: string) => {
    const res = await sam.post('/pos/check-pin', { pin, type: 'discount', managerId });
    expect(res.statusCode).toBe(200);
    return res.json().approval as string;
  };
  const discount = (percent: number, approval: string) =>
    sam.post('/pos/cart/updateItem', {
      item: { id: itemId, disc_type: 'percent', discount: percent, disc_reason: 'Damaged Stock' },
      approval,
    });

  it("refuses a 30% manager's approval of 80% off, and leaves the approval unused", async () => {
    const approval = await approvalOf(STAFF.manager, PINS.manager);
    const res = await discount(80, approval);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      msg: "Discount over the approving manager's limit of 30%. An admin needs to approve it.",
    });
    expect(await saleCents()).toBe(0);
    // The refusal rolled back: the same approval still does what is within the manager's limit.
    expect((await discount(30, approval)).statusCode).toBe(200);
    expect(await saleCents()).toBe(6230);
  });

  it("takes an admin's approval of 80% off", async () => {
    const res = await discount(80, await approvalOf(STAFF.admin, PINS.admin));
    expect(res.statusCode).toBe(200);
    expect(await saleCents()).toBe(1780);
  });

  it("takes a manager's approval within the manager's own limit", async () => {
    const res = await discount(25, await approvalOf(STAFF.manager, PINS.manager));
    expect(res.statusCode).toBe(200);
    expect(await saleCents()).toBe(6675);
  });
});
