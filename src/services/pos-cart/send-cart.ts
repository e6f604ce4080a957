// Send cart to customer (POST /pos/cart/send-cart/, after a 'send_cart' PIN approval): the cart on
// the salesperson's screen (a quote's cart when its number is given, else their open POS cart) is emailed as a link that puts the same items in the customer's own
// shopping cart. The POS cart stays as it is. A sent cart is kept (sent_carts: the items as sent, a
// hash of the link's token); an order the customer places within 60 days is attributed to the
// salesperson (attributeSentCart).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { nzClockText } from '../../domain/dates.ts';
import { MAX_QTY } from '../../contract/cart.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { sentCarts } from '../../db/schema-pos.ts';
import { formatNzd } from '../../domain/money.ts';
import { sendCartCheck } from '../../domain/pos-customer-check.ts';
import type { CartService } from '../cart/cart.service.ts';
import { cartOf } from './quotes.ts';
import { buttonLink, html, mailPage } from '../../integrations/mail/html.ts';
import type { Mailer, OutgoingMail } from '../../integrations/mail/index.ts';
import { staffName } from '../../domain/email-log.ts';
import { recordEmail } from './email-log.ts';
import { requireApproval } from '../staff/staff.service.ts';
import { Refusal } from '../../domain/refusal.ts';

export const SENT_CART_SUBJECT = 'Your cart from Kauri Furniture';
/** How long after sending a cart an order from it counts as the salesperson's. */
export const ATTRIBUTION_DAYS = 60;

export const cartSentMessage = (email: string) => `The cart has been sent to ${email}`;
export const sentCartPath = (token: string) => `/cart/sent/${token}`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

interface SendingCart {
  id: number;
  user_id: number | null;
  firstname: string;
  lastname: string;
  mobile: string;
  acquisition: string;
  email: string;
  items: { sku: string; name: string; qty: number; each_cents: number }[] | null;
}

/**
 * POST /pos/cart/send-cart/: the cart (cartOf: the quote `orderNo`'s, else the open one), the staff member's 'send_cart' approval, the cart-not-empty and
 * customer checks (domain/pos-customer-check.ts), then the sent cart, the mail and its log line, in one transaction.
 * `origin` is the shop's address as the customer reaches it, for the link.
 */
export async function sendCart(
  db: Database,
  mailer: Mailer,
  staff: SignedInStaff,
  req: { approval: string | undefined; origin: string; orderNo?: string | null },
  now: Date = new Date(),
): Promise<{ msg: string }> {
  return db.transaction(async (tx) => {
    // A number that names no pending quote is refused before the approval is used ('Cart not found').
    const open = await cartOf(db, staff, req.orderNo ?? null, tx);
    await requireApproval(tx, { approval: req.approval, type: 'send_cart', staffId: staff.id }, now);
    // Today's price of each item: what the link's cart will charge (a staff discount stays at the counter).
    const [cart] = await queryRows<SendingCart>(
      tx,
      sql`select c.id, c.user_id, c.firstname, c.lastname, c.mobile, c.acquisition, c.email,
          (select json_agg(json_build_object('sku', v.sku, 'name', p.name, 'qty', ci.qty,
              'each_cents', coalesce(v.sale_cents, v.retail_cents)) order by ci.id)
            from cart_items ci join product_variants v on v.id = ci.variant_id join products p on p.id = v.product_id
            where ci.cart_id = c.id) as items
        from carts c where c.id = ${open.id} for update`,
    );
    const items = cart!.items ?? [];
    const failure = sendCartCheck({ ...cart!, itemCount: items.length });
    if (failure) throw new Refusal(422, failure);

    const email = cart!.email.trim();
    const token = randomBytes(32).toString('base64url');
    await tx.insert(sentCarts).values({
      tokenHash: hashOf(token),
      cartId: Number(cart!.id),
      staffId: staff.id,
      userId: cart!.user_id === null ? null : Number(cart!.user_id),
      email,
      items: items.map((i) => ({ sku: i.sku, qty: Number(i.qty) })),
      sentAt: now,
    });
    await recordEmail(tx, {
      kind: 'cart',
      cartId: Number(cart!.id),
      orderId: null,
      staff,
      toEmail: email,
      message: `Cart sent to ${email} by ${staffName(staff)} on ${nzClockText(now)}`,
      at: now,
    });
    await mailer.send(
      sentCartMail({
        to: email,
        firstname: cart!.firstname,
        items,
        link: `${req.origin}${sentCartPath(token)}`,
        staff,
      }),
      tx,
    );
    return { msg: cartSentMessage(email) };
  });
}

export function sentCartMail(m: {
  to: string;
  firstname: string;
  items: { sku: string; name: string; qty: number; each_cents: number }[];
  link: string;
  staff: SignedInStaff;
}): OutgoingMail {
  const greeting = m.firstname.trim() ? `Kia ora ${m.firstname.trim()},` : 'Kia ora,';
  const intro = `${staffName(m.staff)} at Kauri Furniture has put these items in a cart for you:`;
  const outro = "Open your cart to check out online, or to change anything first. Prices are today's and may change.";
  const text = [
    greeting,
    '',
    intro,
    '',
    ...m.items.map((i) => `${i.qty} x ${i.name} (${i.sku})  ${formatNzd(Number(i.each_cents))} each`),
    '',
    outro,
    '',
    `Open your cart: ${m.link}`,
    '',
    'Kauri Furniture',
  ].join('\n');
  const rows = m.items.map(
    (i) => html`<tr>
<td style="padding:8px 0;border-bottom:1px solid #efe6d8">${i.name}<br><span style="font-size:12px;color:#6b4a2f">${i.sku}</span></td>
<td align="center" style="padding:8px;border-bottom:1px solid #efe6d8">${Number(i.qty)}</td>
<td align="right" style="padding:8px 0;border-bottom:1px solid #efe6d8;white-space:nowrap">${formatNzd(Number(i.each_cents))} each</td></tr>`,
  );
  const body = html`<p style="margin:0 0 12px">${greeting}</p>
<p style="margin:0 0 16px">${intro}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<p style="margin:16px 0 0">${outro}</p>
${buttonLink(m.link, 'Open your cart')}
<p style="margin:0">Kauri Furniture</p>`;
  return { to: m.to, subject: SENT_CART_SUBJECT, text, html: mailPage(SENT_CART_SUBJECT, body) };
}

export interface OpenedSentCart {
  /** Units in the visitor's cart afterwards. */
  itemcount: number;
  /** Skus of the sent cart that could not be added (no longer sold, or the cart's limit). */
  skipped: string[];
}

/**
 * GET /cart/sent/{token}: puts the sent items in the visitor's own shopping cart, up to the
 * quantities sent (a second open of the link adds nothing more), skipping items no longer sold,
 * and notes when the link was first opened. null for a token that names no sent cart.
 * `sessionId` is asked for only once the token is known (a bad link starts no session).
 */
export async function openSentCart(
  db: Database,
  cart: Pick<CartService, 'add' | 'content'>,
  token: string,
  sessionId: () => string,
  now: Date = new Date(),
): Promise<OpenedSentCart | null> {
  const [sent] = await queryRows<{ id: number; items: { sku: string; qty: number }[] }>(
    db,
    sql`update sent_carts set opened_at = coalesce(opened_at, ${at(now)}) where token_hash = ${hashOf(token)} returning id, items`,
  );
  if (!sent) return null;
  const sid = sessionId();
  const have = await cart.content(sid);
  let itemcount = have.itemcount;
  const skipped: string[] = [];
  for (const item of sent.items) {
    const inCart = have.cartItems.filter((i) => i.sku === item.sku).reduce((n, i) => n + i.qty, 0);
    const need = Math.min(Number(item.qty), MAX_QTY) - inCart;
    if (need <= 0) continue;
    try {
      itemcount = (await cart.add(sid, { sku: item.sku, sizeCode: '', colourCode: '', qty: need })).itemcount;
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      skipped.push(item.sku);
    }
  }
  return { itemcount, skipped };
}

/**
 * Attributes an order to the salesperson who sent the customer a cart (carts purchased within
 * 60 days of sending count): the newest not yet attributed cart sent to this account or
 * email in the 60 days before `at`. Run in the checkout's transaction when the order is placed; an
 * order is attributed once, however often this is called. Answers the sent cart and its staff member.
 */
export async function attributeSentCart(
  tx: Database,
  order: { orderId: number; userId: number | null; email: string; at: Date },
): Promise<{ sentCartId: number; staffId: number } | null> {
  const email = order.email.trim().toLowerCase();
  if (order.userId === null && !email) return null;
  const since = new Date(order.at.getTime() - ATTRIBUTION_DAYS * 86_400_000);
  const [row] = await queryRows<{ id: number; staff_id: number }>(
    tx,
    sql`update sent_carts set order_id = ${order.orderId}
      where id = (
        select s.id from sent_carts s
        where s.order_id is null and s.sent_at > ${at(since)} and s.sent_at <= ${at(order.at)}
          and ((${order.userId}::int is not null and s.user_id = ${order.userId}::int) or (${email} <> '' and lower(s.email) = ${email}))
          and not exists (select 1 from sent_carts done where done.order_id = ${order.orderId})
        order by s.sent_at desc, s.id desc limit 1
        for update
      )
      returning id, staff_id`,
  );
  return row ? { sentCartId: Number(row.id), staffId: Number(row.staff_id) } : null;
}
