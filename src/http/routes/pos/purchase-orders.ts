// Purchase orders' calls (/pos/purchase-orders/…): the list, one purchase order, raising, editing,
// receiving, closing and cancelling. The rules are the purchase-order service's
// (services/purchase-orders/); after a change commits this process drops its cached listings and pages
// at once (the others on their next look at the catalogue's counter, which the change moved).
import type { FastifyInstance } from 'fastify';
import {
  purchaseOrderEnded,
  purchaseOrderRaised,
  purchaseOrderSaved,
  unitsReceived,
} from '../../../contract/purchase-orders.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

/** The forms show a refusal's words as they are, so bad input's message goes without the field's name. */
const ownWords = {
  invalid: (message: string) => {
    throw new Refusal(422, message.replace(/^[\w.]+: /, ''));
  },
};

export async function registerPurchaseOrderRoutes(
  pos: FastifyInstance,
  { purchaseOrders, catalogueChanged }: Pick<Services, 'purchaseOrders' | 'catalogueChanged'>,
) {
  route(pos, 'pos.purchaseOrders.list', async (query, req) => purchaseOrders.list(signedIn(req), query), ownWords);
  route(
    pos,
    'pos.purchaseOrders.get',
    async ({ poNumber }, req) => ({ success: true, purchaseOrder: await purchaseOrders.get(signedIn(req), poNumber) }),
    ownWords,
  );
  route(
    pos,
    'pos.purchaseOrders.raise',
    async (draft, req) => {
      const staff = signedIn(req);
      const poNumber = await purchaseOrders.raise(staff, draft);
      catalogueChanged();
      return {
        success: true,
        msg: purchaseOrderRaised(poNumber),
        purchaseOrder: await purchaseOrders.get(staff, poNumber),
      };
    },
    ownWords,
  );
  route(
    pos,
    'pos.purchaseOrders.save',
    async (draft, req) => {
      const purchaseOrder = await purchaseOrders.save(signedIn(req), draft);
      catalogueChanged();
      return { success: true, msg: purchaseOrderSaved(draft.poNumber), purchaseOrder };
    },
    ownWords,
  );
  route(
    pos,
    'pos.purchaseOrders.receive',
    async (ask, req) => {
      const staff = signedIn(req);
      const units = await purchaseOrders.receive(staff, ask);
      catalogueChanged();
      return {
        success: true,
        msg: unitsReceived(units, ask.poNumber),
        purchaseOrder: await purchaseOrders.get(staff, ask.poNumber),
      };
    },
    ownWords,
  );
  for (const how of ['close', 'cancel'] as const)
    route(
      pos,
      how === 'close' ? 'pos.purchaseOrders.close' : 'pos.purchaseOrders.cancel',
      async ({ poNumber }, req) => {
        const staff = signedIn(req);
        await purchaseOrders[how](staff, poNumber);
        catalogueChanged();
        return {
          success: true,
          msg: purchaseOrderEnded(poNumber, how === 'close' ? 'closed' : 'cancelled'),
          purchaseOrder: await purchaseOrders.get(staff, poNumber),
        };
      },
      ownWords,
    );
}
