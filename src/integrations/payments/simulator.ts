// The payment simulator: a hosted payment page served by the app itself under /gateway-sim/
// (routes in http/routes/gateway-sim.ts), so checkout works end to end with no outside service.
// It behaves like a real provider: the browser carries signed fields to the page, the shopper's
// decision goes to the app as a signed server-to-server notification, and the simulator stores
// nothing (the app records the notification). The signing key is handed in: one every instance reads
// alike (a shared setting, services/outside), so any instance can serve the page, send the notification
// or check it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type SimFields, simFieldsSchema } from '../../contract/gateway-sim.ts';
import { parseCents, toDecimal } from '../../domain/money.ts';
import {
  type HostedPaymentRequest,
  type NotificationInput,
  type PaymentGateway,
  type PaymentOutcome,
  type RefundRequest,
  RefundRefused,
} from './gateway.ts';

export const SIMULATOR_PAGE = '/gateway-sim/pay';
export const SIGNATURE_HEADER = 'x-sim-signature';
export const DECLINED_REASON = 'Declined by the bank';

export { type SimFields, simFieldsSchema };

/** The signing key every instance reads alike, made on first use. */
export type SimulatorKey = () => Promise<string>;

/** The server-to-server notification's JSON body. */
export const simNotificationSchema = z.object({
  notificationId: z.string().min(1).max(128),
  session: z.string().min(1).max(64),
  orderNo: z.string().min(1).max(64),
  amount: simFieldsSchema.shape.amount,
  result: z.enum(['approved', 'declined']),
  reason: z.string().max(200).default(''),
});
export type SimNotification = z.infer<typeof simNotificationSchema>;

export interface SimulatorSigner {
  signFields(fields: Omit<SimFields, 'signature'>): Promise<string>;
  fieldsAreSigned(fields: SimFields): Promise<boolean>;
  signBody(rawBody: string): Promise<string>;
  bodyIsSigned(rawBody: string, signature: string): Promise<boolean>;
  /**
   * Binds a payment page to the browser that opened it: a MAC of the simulator's session and the
   * shop's session cookie, carried by the page's forms, so another browser holding the fields
   * cannot decide the payment.
   */
  signPayer(simSession: string, shopSession: string): Promise<string>;
  payerIsSigned(simSession: string, shopSession: string, payer: string): Promise<boolean>;
  /** The shopper's decision as the notification the shop is sent: its JSON body and signed headers. */
  decisionNotice(fields: SimFields, approved: boolean): Promise<{ body: string; headers: Record<string, string> }>;
}

export function createSimulatorSigner(signingKey: SimulatorKey): SimulatorSigner {
  let pending: Promise<string> | null = null;
  const key = () => {
    pending ??= signingKey().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
  const hmac = async (text: string) =>
    createHmac('sha256', await key())
      .update(text)
      .digest('hex');
  // A JSON array cannot be read two ways, and its leading "fields:" keeps it apart from a body's HMAC.
  const fieldsText = (f: Omit<SimFields, 'signature'>) =>
    `fields:${JSON.stringify([f.session, f.orderNo, f.amount, f.returnUrl, f.notifyUrl])}`;
  const payerText = (simSession: string, shopSession: string) => `payer:${JSON.stringify([simSession, shopSession])}`;
  return {
    signFields: (fields) => hmac(fieldsText(fields)),
    fieldsAreSigned: async (fields) => sameHex(fields.signature, await hmac(fieldsText(fields))),
    signBody: (rawBody) => hmac(rawBody),
    bodyIsSigned: async (rawBody, signature) => sameHex(signature, await hmac(rawBody)),
    signPayer: (simSession, shopSession) => hmac(payerText(simSession, shopSession)),
    payerIsSigned: async (simSession, shopSession, payer) =>
      sameHex(payer, await hmac(payerText(simSession, shopSession))),
    async decisionNotice(fields, approved) {
      const body = JSON.stringify(simNotification(fields, approved));
      return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: await hmac(body) } };
    },
  };
}

export function createSimulatorGateway(signingKey: SimulatorKey): PaymentGateway {
  const signer = createSimulatorSigner(signingKey);
  return {
    name: 'simulator',

    async startHostedPayment(req: HostedPaymentRequest) {
      const fields = {
        session: randomBytes(18).toString('base64url'),
        orderNo: req.orderNo,
        amount: toDecimal(req.amountCents),
        returnUrl: req.returnUrl,
        notifyUrl: req.notifyUrl,
      };
      const signature = await signer.signFields(fields);
      return {
        redirect: SIMULATOR_PAGE,
        method: 'POST',
        params: { ...fields, signature },
        providerRef: fields.session,
      };
    },

    async verifyNotification(input: NotificationInput) {
      const sent = input.headers[SIGNATURE_HEADER];
      if (typeof sent !== 'string' || !input.rawBody) return null;
      if (!(await signer.bodyIsSigned(input.rawBody, sent))) return null;
      let parsed: SimNotification;
      try {
        parsed = simNotificationSchema.parse(JSON.parse(input.rawBody));
      } catch {
        return null;
      }
      return outcomeOf(parsed);
    },

    // The notification is the only record of the shopper's decision; there is nothing to ask.
    async fetchOutcome() {
      return null;
    },

    // Windcave's refund in the simulator's terms: the same request gives back the same transaction
    // (its id is made from the idempotency key), so a refund asked again is never made twice.
    async refund(req: RefundRequest) {
      if (!req.providerRef) throw new RefundRefused('This payment was not taken by the payment page');
      const id = createHash('sha256').update(`refund:${req.idempotencyKey}`).digest('hex').slice(0, 16);
      return { approved: true, providerRef: `simr-${id}`, reason: '' };
    },
  };
}

/**
 * The notification for a decision. One session has one outcome, so its id is derived from the
 * session: deciding the same session twice (back button, resubmitted form) is a replay the app ignores.
 */
export function simNotification(fields: SimFields, approved: boolean): SimNotification {
  return {
    notificationId: `sim-${fields.session}`,
    session: fields.session,
    orderNo: fields.orderNo,
    amount: fields.amount,
    result: approved ? 'approved' : 'declined',
    reason: approved ? '' : DECLINED_REASON,
  };
}

function outcomeOf(n: SimNotification): PaymentOutcome | null {
  const amountCents = parseCents(n.amount);
  if (amountCents === null) return null;
  const approved = n.result === 'approved';
  return {
    provider: 'simulator',
    notificationId: n.notificationId,
    orderNo: n.orderNo,
    providerRef: n.session,
    approved,
    amountCents,
    reason: approved ? '' : n.reason || DECLINED_REASON,
  };
}

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
