// The payment simulator's pages (/gateway-sim/pay and /gateway-sim/decide, src/http/routes/gateway-sim.ts):
// form posts, not calls of the route table, as a provider's pages would be on its own site.
import { z } from 'zod';

const decimal = z.string().regex(/^\d{1,9}\.\d{2}$/, 'Invalid amount');

/** What travels through the shopper's browser to the simulator's page, signed so it cannot be changed on the way. */
export const simFieldsSchema = z.object({
  session: z.string().regex(/^[\w-]{16,64}$/, 'Invalid session'),
  orderNo: z.string().min(1).max(64),
  amount: decimal,
  returnUrl: z.string().min(1).max(2048),
  notifyUrl: z.string().min(1).max(2048),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid signature'),
});
export type SimFields = z.infer<typeof simFieldsSchema>;

/** The page's Approve or Decline: the fields again, the decision, and the MAC binding it to the browser. */
export const simDecisionSchema = simFieldsSchema.extend({
  decision: z.enum(['approve', 'decline']),
  payer: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid payer'),
});
