// The POS checkout page's cart calls (pos spec §7 "Customer and cart"): get, searchItems, addItem,
// updateItem, updateBasic, checkDiscountLimit; saveAllocation (our name) and complete/ (order, quote,
// quote_email). Each call with an orderNo works on that quote's cart (services/pos-cart/quotes.ts).
// The staff guard has already answered 401 without a staff session; bad bodies are Zod's 422 before
// anything is written.
import type { FastifyInstance } from 'fastify';
import {
  BAD_DELIVERY_FEE,
  addItemRequest,
  checkDiscountLimitRequest,
  completeRequest,
  deliveryFeeCents,
  posCartGetRequest,
  saveAllocationRequest,
  searchItemsRequest,
  updateBasicRequest,
  updateItemRequest,
} from '../../../contract/pos-cart.ts';
import type { Services } from '../../../services/index.ts';
import { HttpError } from '../../http-error.ts';
import { signedIn } from './guard.ts';

export async function registerPosCartRoutes(pos: FastifyInstance, { posCart, posAllocations }: Services) {
  /** Our name for the shipping-allocation modal's SAVE (the spec does not show the call). */
  pos.post('/cart/saveAllocation', async (req) => {
    const body = saveAllocationRequest.parse(req.body ?? {});
    return posAllocations.saveAllocation(signedIn(req), {
      orderNo: body.orderNo,
      itemId: body.itemId,
      sku: body.sku,
      allocations: body.allocations.map((a) => ({
        method: a.method,
        from: a.from,
        to: a.to,
        qty: a.qty,
        dispatchDate: a.dispatch_date,
        confirmed: a.confirmed,
        note: a.note,
      })),
    });
  });

  pos.post('/cart/complete/', async (req) => {
    const body = completeRequest.parse(req.body ?? {});
    return posAllocations.complete(signedIn(req), {
      orderNo: body.orderNo,
      option: body.option,
      updateCus: body.updateCus,
      approval: body.approval,
      origin: `${req.protocol}://${req.host}`,
    });
  });

  pos.post('/cart/get', async (req) => {
    const { orderNo } = posCartGetRequest.parse(req.body ?? {});
    return posCart.get(signedIn(req), orderNo);
  });

  pos.post('/cart/searchItems', async (req) => {
    const { str } = searchItemsRequest.parse(req.body ?? {});
    return posCart.searchItems(str);
  });

  pos.post('/cart/addItem', async (req) => {
    const { orderNo, sku } = addItemRequest.parse(req.body ?? {});
    return posCart.addItem(signedIn(req), orderNo, sku);
  });

  pos.post('/cart/updateItem', async (req) => {
    const { orderNo, item, qty_diff, approval } = updateItemRequest.parse(req.body ?? {});
    return posCart.updateItem(signedIn(req), orderNo, {
      id: item.id,
      qty: item.qty,
      qtyDiff: qty_diff,
      discType: item.disc_type,
      discReason: item.disc_reason,
      discount: item.discount,
      approval,
      subItems: item.subItems,
    });
  });

  pos.post('/cart/checkDiscountLimit', async (req) => {
    const { sku, sale } = checkDiscountLimitRequest.parse(req.body ?? {});
    return posCart.checkDiscountLimit(signedIn(req), sku, sale);
  });

  pos.post('/cart/updateBasic', async (req) => {
    const body = updateBasicRequest.parse(req.body ?? {});
    const { cart } = body;
    let manualShippingCents: number | null = null;
    if (!body.useAutoShippingCost) {
      manualShippingCents = deliveryFeeCents(body.shippingcost ?? cart.shippingcost ?? '');
      if (manualShippingCents === null) throw new HttpError(422, BAD_DELIVERY_FEE);
    }
    return posCart.updateBasic(signedIn(req), body.orderNo, {
      firstname: cart.firstname,
      lastname: cart.lastname,
      company: cart.company,
      email: cart.email,
      mobile: cart.mobile,
      address: cart.address,
      zip: cart.zip,
      baddress: cart.baddress,
      comment: cart.comment,
      coupon: cart.coupon,
      newsletter: cart.newsletter === undefined ? undefined : cart.newsletter,
      branch: cart.branch,
      acquisition: cart.acquisition,
      assemblyCents: cart.assembly_cost,
      rubbishCents: cart.rubbish_cost,
      useSameAddress: body.useSameAddress,
      manualShippingCents,
      expireDate: cart.expire_date,
    });
  });
}
