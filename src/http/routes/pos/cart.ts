// The POS checkout page's cart calls: get, searchItems, addItem, updateItem, removeItem (our name), updateBasic,
// checkDiscountLimit; saveAllocation (our name) and complete/ (order, quote, quote_email). Each call
// with an orderNo works on that quote's cart (services/pos-cart/quotes.ts). The staff guard has
// already answered 401 without a staff session; the route table's schema has answered a bad body with
// 422 before anything is written.
import type { FastifyInstance } from 'fastify';
import { BAD_DELIVERY_FEE, deliveryFeeCents } from '../../../contract/pos-cart.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { type RouteConfig, route } from '../../route.ts';
import { signedIn } from './guard.ts';

export async function registerPosCartRoutes(
  pos: FastifyInstance,
  { posCart, posAllocations }: Services,
  { publicUrl }: Pick<RouteConfig, 'publicUrl'>,
) {
  /** Our name for the shipping-allocation modal's SAVE (the shop's pages name no call for it). */
  route(pos, 'pos.cart.saveAllocation', async (body, req) => {
    await posAllocations.saveAllocation(signedIn(req), {
      orderNo: body.orderNo,
      itemId: body.itemId,
      sku: body.sku,
      allocations: body.allocations.map(({ dispatch_date, ...a }) => ({ ...a, dispatchDate: dispatch_date })),
    });
    return { success: true };
  });

  route(pos, 'pos.cart.complete', async (body, req) =>
    posAllocations.withLog(req.log).complete(signedIn(req), {
      ...body,
      approval: body.approval,
      // The link in an emailed quote: the configured origin, never the request's Host.
      origin: publicUrl,
    }),
  );

  route(pos, 'pos.cart.get', async ({ orderNo }, req) => posCart.get(signedIn(req), orderNo));

  route(pos, 'pos.cart.searchItems', async ({ str }) => posCart.searchItems(str));

  route(pos, 'pos.cart.addItem', async ({ orderNo, sku }, req) => posCart.addItem(signedIn(req), orderNo, sku));

  route(pos, 'pos.cart.removeItem', async ({ orderNo, sku }, req) => posCart.removeItem(signedIn(req), orderNo, sku));

  route(pos, 'pos.cart.updateItem', async ({ orderNo, item, qty_diff, approval }, req) =>
    posCart.updateItem(signedIn(req), orderNo, {
      id: item.id,
      qty: item.qty,
      qtyDiff: qty_diff,
      discType: item.disc_type,
      discReason: item.disc_reason,
      discount: item.discount,
      approval,
      subItems: item.subItems,
    }),
  );

  route(pos, 'pos.cart.checkDiscountLimit', async ({ sku, sale }, req) =>
    posCart.checkDiscountLimit(signedIn(req), sku, sale),
  );

  route(pos, 'pos.cart.updateBasic', async (body, req) => {
    // The customer's details pass as they are (contract/customer.ts); the cart's own fields are renamed.
    const { shippingcost, assembly_cost, rubbish_cost, expire_date, ...details } = body.cart;
    let manualShippingCents: number | null = null;
    if (!body.useAutoShippingCost) {
      manualShippingCents = deliveryFeeCents(body.shippingcost ?? shippingcost ?? '');
      if (manualShippingCents === null) throw new Refusal(422, BAD_DELIVERY_FEE);
    }
    return posCart.updateBasic(signedIn(req), body.orderNo, {
      ...details,
      assemblyCents: assembly_cost,
      rubbishCents: rubbish_cost,
      expireDate: expire_date,
      useSameAddress: body.useSameAddress,
      manualShippingCents,
    });
  });
}
