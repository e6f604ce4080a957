// The pop-ups the root loader reads (services/popups/popups.service.ts) on both databases: the newest
// active row of each kind, an enabled coupon of the same code lending its end date, the brief memory.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { siteMessages } from '../../db/schema-content.ts';
import { coupons } from '../../db/schema-sales.ts';
import { SEED_POPUPS, seedPopups } from '../../db/seed/popups.ts';
import { testDatabases } from '../../testing/databases.ts';
import { createSiteMessages } from './popups.service.ts';

describe.each(testDatabases())('site messages ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`delete from site_messages`);
    await handle.db.execute(sql`delete from coupons`);
  });

  const message = (
    kind: 'welcome' | 'bottom-bar',
    code: string,
    more: Partial<typeof siteMessages.$inferInsert> = {},
  ) => handle.db.insert(siteMessages).values({ kind, code, title: `${kind} ${code}`, body: 'Body', ...more });

  it('answers nothing of either kind on an empty table', async () => {
    const popups = createSiteMessages(handle.db, { ttlMs: 0 });
    expect(await popups.current()).toEqual({ welcome: null, bottomBar: null });
  });

  it('answers the seeded welcome offer and bottom bar', async () => {
    await seedPopups(handle.db);
    const popups = createSiteMessages(handle.db, { ttlMs: 0 });
    const now = await popups.current();
    expect(now.welcome).toMatchObject({ kind: 'welcome', code: 'WELCOME10', title: SEED_POPUPS[0]!.title });
    expect(now.bottomBar).toMatchObject({
      kind: 'bottom-bar',
      code: SEED_POPUPS[1]!.code,
      linkUrl: '/click-and-collect',
    });
    expect(now.welcome?.offerEnds).toBeNull();
  });

  it('answers the newest active row of each kind, never an inactive one', async () => {
    await message('welcome', 'OLD', { updatedAt: new Date('2026-01-01T00:00:00Z') });
    await message('welcome', 'NEW', { updatedAt: new Date('2026-06-01T00:00:00Z') });
    await message('welcome', 'NEWER-OFF', { updatedAt: new Date('2026-09-01T00:00:00Z'), active: false });
    await message('bottom-bar', 'BAR-OFF', { active: false });
    const popups = createSiteMessages(handle.db, { ttlMs: 0 });
    const now = await popups.current();
    expect(now.welcome?.code).toBe('NEW');
    expect(now.bottomBar).toBeNull();
  });

  it('leaves out a link saved before the shop-link rule refused it, and keeps the message', async () => {
    await message('welcome', 'OLD-LINK', { linkUrl: '/\\evil.example/', linkLabel: 'Shop now' });
    await message('bottom-bar', 'GOOD-LINK', { linkUrl: '/clearance', linkLabel: 'Clearance' });
    const now = await createSiteMessages(handle.db, { ttlMs: 0 }).current();
    expect(now.welcome).toMatchObject({ code: 'OLD-LINK', linkUrl: '', linkLabel: '' });
    expect(now.bottomBar).toMatchObject({ linkUrl: '/clearance', linkLabel: 'Clearance' });
  });

  it('takes the end date of an enabled coupon with the same code, not of a disabled one', async () => {
    await handle.db.insert(coupons).values([
      { code: 'SPRING', name: 'Spring', type: 'percent', amount: 1000, enabled: true, expiry: '2026-12-24' },
      { code: 'GONE', name: 'Gone', type: 'percent', amount: 1000, enabled: false, expiry: '2026-12-25' },
    ]);
    await message('welcome', 'SPRING');
    await message('bottom-bar', 'GONE');
    const now = await createSiteMessages(handle.db, { ttlMs: 0 }).current();
    expect(now.welcome?.offerEnds).toBe('2026-12-24');
    expect(now.bottomBar?.offerEnds).toBeNull();
  });

  it('keeps the answer for its time, then reads again; forget() reads at once', async () => {
    let clock = 1_000;
    const popups = createSiteMessages(handle.db, { ttlMs: 5_000, now: () => clock });
    await message('bottom-bar', 'ONE', { updatedAt: new Date('2026-01-01T00:00:00Z') });
    expect((await popups.current()).bottomBar?.code).toBe('ONE');
    await message('bottom-bar', 'TWO', { updatedAt: new Date('2026-02-01T00:00:00Z') });
    clock += 4_999;
    expect((await popups.current()).bottomBar?.code).toBe('ONE');
    clock += 1;
    expect((await popups.current()).bottomBar?.code).toBe('TWO');
    await message('bottom-bar', 'THREE', { updatedAt: new Date('2026-03-01T00:00:00Z') });
    popups.forget();
    expect((await popups.current()).bottomBar?.code).toBe('THREE');
  });

  it("a manager's save shows at once, despite the memory; a staff member's is refused", async () => {
    const popups = createSiteMessages(handle.db, { ttlMs: 60_000 });
    expect((await popups.current()).welcome).toBeNull();
    const ask = {
      kind: 'welcome' as const,
      code: 'HELLO',
      title: 'Hello',
      body: '',
      linkUrl: '',
      linkLabel: '',
      active: true,
    };
    await expect(popups.save({ role: 'staff' }, ask)).rejects.toMatchObject({ status: 403 });
    const saved = await popups.save({ role: 'manager' }, ask);
    expect(saved).toMatchObject({ kind: 'welcome', code: 'HELLO', active: true });
    expect((await popups.current()).welcome?.code).toBe('HELLO');
  });
});
