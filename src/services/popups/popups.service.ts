// The storefront's pop-ups: the newest active `site_messages` row of each kind. Every
// storefront page's root loader asks, so the answer is one query and is kept in memory for a few
// seconds (a manager's change shows within `ttlMs`; `forget()` drops it at once).
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  POPUPS_MANAGERS_ONLY,
  type PopupRow,
  type PopupSaveRequest,
  type SiteMessage,
  type SitePopups,
} from '../../contract/popups.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { Database } from '../../db/client.ts';
import { isShopLink } from '../../contract/shop-links.ts';
import { siteMessages } from '../../db/schema-content.ts';
import { coupons } from '../../db/schema-sales.ts';

export const POPUPS_TTL_MS = 10_000;

/** What the storefront shows of a message. */
const MESSAGE_COLUMNS = {
  kind: siteMessages.kind,
  code: siteMessages.code,
  title: siteMessages.title,
  body: siteMessages.body,
  linkUrl: siteMessages.linkUrl,
  linkLabel: siteMessages.linkLabel,
  offerEnds: coupons.expiry,
};
/**
 * An offer's coupon (same code, enabled) lends the message its end date, for a countdown. `true` is
 * written into the statement, not sent as a parameter: see newestOfEachKind.
 */
const OFFER_COUPON = and(eq(coupons.code, siteMessages.code), eq(coupons.enabled, sql`true`));

export function createSiteMessages(db: Database, opts: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = opts.ttlMs ?? POPUPS_TTL_MS;
  const now = opts.now ?? Date.now;
  let cached: { at: number; value: Promise<SitePopups> } | null = null;

  // A named prepared statement without parameters: every storefront page runs it when nothing is kept
  // (ttlMs 0), and planning it afresh costs PostgreSQL several times what running it does. With its two `true`s sent as parameters PostgreSQL still planned it on every
  // run (a custom plan); a statement without parameters is planned once per connection.
  const newestOfEachKind = db
    .selectDistinctOn([siteMessages.kind], MESSAGE_COLUMNS)
    .from(siteMessages)
    .leftJoin(coupons, OFFER_COUPON)
    .where(eq(siteMessages.active, sql`true`))
    .orderBy(siteMessages.kind, desc(siteMessages.updatedAt), desc(siteMessages.id))
    .prepare('site_messages_newest');

  async function read(): Promise<SitePopups> {
    const rows = await newestOfEachKind.execute();
    // A link saved before the rule was as strict as it is now (contract/shop-links.ts) is not shown:
    // the page then draws the message without it, and needs no copy of the rule.
    const of = (kind: SiteMessage['kind']): SiteMessage | null => {
      const row = rows.find((r) => r.kind === kind);
      if (!row) return null;
      return isShopLink(row.linkUrl) ? row : { ...row, linkUrl: '', linkLabel: '' };
    };
    return { welcome: of('welcome'), bottomBar: of('bottom-bar') };
  }

  return {
    /** Every pop-up row, newest first, for the POS page (any signed-in staff member reads). */
    async list(): Promise<PopupRow[]> {
      const rows = await db
        .select({
          id: siteMessages.id,
          ...MESSAGE_COLUMNS,
          active: siteMessages.active,
          updatedAt: siteMessages.updatedAt,
        })
        .from(siteMessages)
        .leftJoin(coupons, OFFER_COUPON)
        .orderBy(siteMessages.kind, desc(siteMessages.updatedAt), desc(siteMessages.id));
      return rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() }));
    },
    /**
     * Saves a pop-up by its kind and code (a new code is a new row: the bottom bar shows again to
     * everyone); managers and admins only. The storefront shows it at once.
     */
    async save(staff: Pick<SignedInStaff, 'role'>, ask: PopupSaveRequest): Promise<PopupRow> {
      if (staff.role !== 'manager' && staff.role !== 'admin') throw new Refusal(403, POPUPS_MANAGERS_ONLY);
      const values = {
        kind: ask.kind,
        code: ask.code,
        title: ask.title,
        body: ask.body,
        linkUrl: ask.linkUrl,
        linkLabel: ask.linkLabel,
        active: ask.active,
        updatedAt: new Date(now()),
      };
      const [row] = await db
        .insert(siteMessages)
        .values(values)
        .onConflictDoUpdate({ target: [siteMessages.kind, siteMessages.code], set: values })
        .returning({ id: siteMessages.id });
      cached = null;
      const saved = (await this.list()).find((r) => r.id === row!.id);
      if (!saved) throw new Error('the saved pop-up is not there');
      return saved;
    },
    /** The pop-ups every storefront page shows (the root loader). */
    current(): Promise<SitePopups> {
      const t = now();
      if (!cached || ttlMs <= 0 || t - cached.at >= ttlMs) {
        const value = read();
        cached = { at: t, value };
        // A failed read is not kept: the next page asks again.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
    /** Drops the remembered answer (after a manager's change). */
    forget(): void {
      cached = null;
    },
  };
}

export type SiteMessagesService = ReturnType<typeof createSiteMessages>;
