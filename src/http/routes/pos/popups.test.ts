// The pop-ups' POS calls on both databases: GET /pos/popups/list for any staff member,
// POST /pos/popups/save for managers and admins ('Only a manager can change pop-ups' otherwise), bad
// input refused with nothing changed, and the storefront showing a change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPUP_CODE_RULE, POPUP_LINK_RULE, POPUPS_MANAGERS_ONLY, type PopupRow } from '../../../contract/popups.ts';
import { seedPopups } from '../../../db/seed/popups.ts';
import { createSiteMessages } from '../../../services/popups/popups.service.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type Browser, type PosTestApp, openPosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';

describe.each(testDatabases())('pop-ups on the POS ($name)', (target) => {
  let t: PosTestApp;
  let mere: Browser;
  let sam: Browser;
  let ada: Browser;

  beforeAll(async () => {
    t = await openPosTestApp(target);
    await seedPopups(t.handle.db);
    [mere, sam, ada] = [
      await t.staffBrowser(EMAILS.manager),
      await t.staffBrowser(EMAILS.staff),
      await t.staffBrowser(EMAILS.admin),
    ];
  });
  afterAll(() => t?.close());

  const rows = async (b: Browser) => b.get('/pos/popups/list').then((r) => r.json().popups) as Promise<PopupRow[]>;
  const bar = {
    kind: 'bottom-bar',
    code: 'summer-sale',
    title: 'Summer sale',
    body: 'Up to 30% off outdoor furniture.',
    linkUrl: '/outdoor',
    linkLabel: 'Shop outdoor',
    active: true,
  };

  it('lists the pop-ups to any staff member, and to nobody signed out', async () => {
    const list = await rows(sam);
    expect(list.map((r) => [r.kind, r.code, r.active])).toEqual([
      ['bottom-bar', 'free-collect-2026', true],
      ['welcome', 'WELCOME10', true],
    ]);
    const out = await t.browser();
    expect((await out.get('/pos/popups/list')).statusCode).toBe(401);
  });

  it("refuses a staff member's change, and changes nothing", async () => {
    const res = await sam.post('/pos/popups/save', bar);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, msg: POPUPS_MANAGERS_ONLY });
    expect(await rows(mere)).toHaveLength(2);
  });

  it("saves a manager's new bottom bar, which the storefront then shows", async () => {
    const res = await mere.post('/pos/popups/save', bar);
    expect(res.statusCode).toBe(200);
    expect(res.json().popup).toMatchObject({ kind: 'bottom-bar', code: 'summer-sale', title: 'Summer sale' });
    expect((await createSiteMessages(t.handle.db, { ttlMs: 0 }).current()).bottomBar?.code).toBe('summer-sale');
    expect(await rows(sam)).toHaveLength(3);
  });

  it("saves an admin's change to an existing code in place, and switching off hides it", async () => {
    const res = await ada.post('/pos/popups/save', { ...bar, title: 'Summer sale, last days', active: false });
    expect(res.statusCode).toBe(200);
    const list = await rows(ada);
    expect(list).toHaveLength(3);
    expect(list.find((r) => r.code === 'summer-sale')).toMatchObject({
      title: 'Summer sale, last days',
      active: false,
    });
    expect((await createSiteMessages(t.handle.db, { ttlMs: 0 }).current()).bottomBar?.code).toBe('free-collect-2026');
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const before = await rows(mere);
    const bad: [Record<string, unknown>, string | null][] = [
      [{ ...bar, code: 'has space' }, POPUP_CODE_RULE],
      [{ ...bar, code: 'x'.repeat(41) }, POPUP_CODE_RULE],
      [{ ...bar, linkUrl: 'javascript:alert(1)' }, POPUP_LINK_RULE],
      [{ ...bar, linkUrl: '//evil.example' }, POPUP_LINK_RULE],
      // Browsers read '/\' as '//', and drop a tab or newline inside a URL.
      [{ ...bar, linkUrl: '/\\evil.example/' }, POPUP_LINK_RULE],
      [{ ...bar, linkUrl: '/%5Cevil.example' }, POPUP_LINK_RULE],
      [{ ...bar, linkUrl: '\\\\evil.example' }, POPUP_LINK_RULE],
      [{ ...bar, linkUrl: '/\t/evil.example' }, POPUP_LINK_RULE],
      [{ ...bar, linkUrl: '/\n/evil.example' }, POPUP_LINK_RULE],
      [{ ...bar, linkUrl: 'http://plain.example' }, POPUP_LINK_RULE],
      [{ ...bar, title: '' }, null],
      [{ ...bar, title: 'x'.repeat(5000) }, null],
      [{ ...bar, body: 'x'.repeat(100_000) }, null],
      [{ ...bar, kind: 'modal' }, null],
      [{ ...bar, active: 'yes' }, null],
      [{ title: 'Only a title' }, null],
    ];
    for (const [body, message] of bad) {
      const res = await mere.post('/pos/popups/save', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      if (message) expect(res.json().msg).toContain(message);
    }
    expect(await rows(mere)).toEqual(before);
  });
});
