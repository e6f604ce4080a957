// The help and policy pages and the content editor's rules (services/content/pages.ts), on both
// databases: the seeded pages render with their H5 outline, an unpublished page is none, the delivery
// page's fee table is the checkout's zones, saves need a manager, a post's address is unique, and the
// preview escapes raw HTML.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PAGE_SLUGS,
  NO_SUCH_PAGE,
  ONLY_MANAGERS_CONTENT,
  URL_TAKEN,
  pageSaveRequest,
  postSaveRequest,
} from '../../contract/content.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { blogPosts, contentPages } from '../../db/schema-content.ts';
import { contentPageRows, seedContentPages } from '../../db/seed/content.ts';
import { DELIVERY_ZONES } from '../../db/seed/sales.ts';
import { Refusal } from '../../domain/refusal.ts';
import { testDatabases } from '../../testing/databases.ts';
import { STAFF, insertStaffFixture } from '../../testing/staff-fixture.ts';
import { type ContentService, createContentService } from './pages.ts';

const who = (role: SignedInStaff['role'], id: number): SignedInStaff =>
  ({ id, firstname: role, lastname: 'Test', email: `${role}@kauri.test`, role, locationCode: 'AKL' }) as SignedInStaff;
const manager = who('manager', STAFF.manager);
const admin = who('admin', STAFF.admin);
const staff = who('staff', STAFF.staff);

const refusal = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Refusal);
  return err as Refusal;
};

describe.each(testDatabases())('help and policy pages ($name)', (target) => {
  let handle: DatabaseHandle;
  let content: ContentService;
  const NOW = new Date('2026-11-20T00:00:00Z');

  beforeAll(async () => {
    handle = await target.open();
    await insertStaffFixture(handle.db);
    expect(await seedContentPages(handle.db, NOW)).toBe(CONTENT_PAGE_SLUGS.length);
    content = createContentService(handle.db, { now: () => NOW });
  });
  afterAll(() => handle?.close());

  it('seeds every page the storefront routes, each with several H5 sections, once', async () => {
    expect(
      contentPageRows()
        .map((r) => r.slug)
        .sort(),
    ).toEqual([...CONTENT_PAGE_SLUGS].sort());
    for (const row of contentPageRows())
      expect(((row.body ?? '').match(/^##### /gm) ?? []).length).toBeGreaterThanOrEqual(3);
    // A second run (a data directory seeded before) writes nothing and keeps a manager's edits.
    expect(await seedContentPages(handle.db)).toBe(0);
  });

  it('reads a published page rendered, with its outline from the H5 headings as ids under the H1', async () => {
    const page = await content.page('privacy-policy');
    expect(page).not.toBeNull();
    expect(page!.title).toBe('Privacy Policy');
    expect(page!.description).toContain('Privacy Act 2020');
    expect(page!.outline.map((o) => o.text)).toContain('Access and correction');
    expect(page!.outline[0]).toEqual({ id: 'what-we-collect', text: 'What we collect' });
    expect(page!.html).toContain('<h2 id="what-we-collect">What we collect</h2>');
    expect(page!.html).not.toContain('<h5');
    expect(page!.html).toContain('Privacy Officer');
    expect(page!.updatedAt).toBe(NOW.toISOString());
  });

  it('writes the New Zealand law each page names', async () => {
    const text = async (slug: string) => (await content.page(slug))!.html;
    expect(await text('returns-policy')).toContain('Consumer Guarantees Act 1993');
    expect(await text('terms-conditions')).toContain('Fair Trading Act 1986');
    expect(await text('terms-conditions')).toContain('include GST');
    expect(await text('click-and-collect')).toContain('20 Sylvia Park Road, Mt Wellington, Auckland 1060');
  });

  it("shows the delivery fee table of the checkout's own zones", async () => {
    const html = (await content.page('delivery-information'))!.html.replace(/\n/g, '');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Auckland metro</td><td>Auckland</td><td>$79</td><td>$30</td><td>$15</td>');
    expect(html).toContain(
      '<td>North Island main centres</td><td>Waikato, Bay of Plenty, Wellington, Manawatu-Wanganui</td><td>$119</td><td>$45</td><td>$19</td>',
    );
    for (const zone of DELIVERY_ZONES) expect(html).toContain(`<td>$${zone.baseCents / 100}</td>`);
    expect(html.match(/<tr>/g)?.length).toBe(DELIVERY_ZONES.length + 1);
  });

  it('gives no page for an unknown or unpublished slug', async () => {
    expect(await content.page('no-such-page')).toBeNull();
    await handle.db.update(contentPages).set({ published: false }).where(eq(contentPages.slug, 'click-and-collect'));
    expect(await content.page('click-and-collect')).toBeNull();
    expect(await content.publishedSlugs()).not.toContain('click-and-collect');
    await handle.db.update(contentPages).set({ published: true }).where(eq(contentPages.slug, 'click-and-collect'));
    expect(await content.publishedSlugs()).toContain('click-and-collect');
  });

  it('lists every page and post for any staff member, saying who may change them', async () => {
    const list = await content.list(staff);
    expect(list.pages.map((p) => p.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    expect(list.mayChange).toBe(false);
    expect((await content.list(manager)).mayChange).toBe(true);
    expect((await content.list(admin)).mayChange).toBe(true);
  });

  it('saves a page for a manager, and the storefront reads the new words', async () => {
    const ask = pageSaveRequest.parse({
      slug: 'shipping-policy',
      title: 'Shipping Policy',
      description: 'New words',
      body: '##### Free delivery weekend\nEverything delivered free this weekend.',
      published: '1',
    });
    const answer = await content.savePage(manager, ask);
    expect(answer.message).toBe('Shipping Policy is saved');
    const page = await content.page('shipping-policy');
    expect(page!.outline).toEqual([{ id: 'free-delivery-weekend', text: 'Free delivery weekend' }]);
    expect(page!.description).toBe('New words');
    const [row] = await handle.db.select().from(contentPages).where(eq(contentPages.slug, 'shipping-policy'));
    expect(row!.updatedBy).toBe(STAFF.manager);
  });

  it('refuses plain staff (403) and an unknown page (404), changing nothing', async () => {
    const ask = pageSaveRequest.parse({ slug: 'returns-policy', title: 'Changed', body: 'x', published: 1 });
    const before = await content.page('returns-policy');
    const r = await refusal(content.savePage(staff, ask));
    expect([r.status, r.message]).toEqual([403, ONLY_MANAGERS_CONTENT]);
    expect(await content.page('returns-policy')).toEqual(before);
    const missing = await refusal(content.savePage(admin, { ...ask, slug: 'no-such-page' }));
    expect([missing.status, missing.message]).toEqual([404, NO_SUCH_PAGE]);
  });

  it('writes and changes blog posts; an address in use is refused with a clear word', async () => {
    const first = await content.savePost(
      manager,
      postSaveRequest.parse({
        url: 'caring-for-rimu',
        name: 'Caring for rimu',
        image: '/img/p/table/rimu/1.svg',
        description: 'Oil twice a year.',
        author: 'Mere',
        body: '# Oil\nTwice a year.',
        published: true,
        publishedAt: '2026-11-01',
      }),
    );
    expect(first.post).toMatchObject({
      url: 'caring-for-rimu',
      published: true,
      publishedAt: '2026-11-01T00:00:00.000Z',
    });
    const second = await content.savePost(
      manager,
      postSaveRequest.parse({ url: 'sofa-sizes', name: 'Sofa sizes', body: 'x', published: false }),
    );
    expect(second.post.publishedAt).toBe(NOW.toISOString());
    const taken = await refusal(
      content.savePost(
        manager,
        postSaveRequest.parse({ id: second.post.id, url: 'caring-for-rimu', name: 'X', body: '' }),
      ),
    );
    expect([taken.status, taken.message]).toEqual([422, URL_TAKEN]);
    const takenNew = await refusal(
      content.savePost(manager, postSaveRequest.parse({ url: 'caring-for-rimu', name: 'X', body: '' })),
    );
    expect(takenNew.message).toBe(URL_TAKEN);
    const changed = await content.savePost(
      admin,
      postSaveRequest.parse({
        id: second.post.id,
        url: 'sofa-sizes-guide',
        name: 'Sofa sizes guide',
        body: 'y',
        published: 1,
      }),
    );
    expect(changed.post).toMatchObject({ id: second.post.id, url: 'sofa-sizes-guide', published: true });
    expect(changed.post.publishedAt).toBe(NOW.toISOString());
    const denied = await refusal(
      content.savePost(staff, postSaveRequest.parse({ url: 'staff-post', name: 'S', body: '' })),
    );
    expect(denied.status).toBe(403);
    const rows = await handle.db.select().from(blogPosts);
    expect(rows.map((r) => r.url).sort()).toEqual(['caring-for-rimu', 'sofa-sizes-guide']);
    const list = await content.list(staff);
    expect(list.posts.map((p) => p.url)).toEqual(['sofa-sizes-guide', 'caring-for-rimu']);
  });

  it('previews Markdown as the storefront shows it, raw HTML as text', () => {
    const answer = content.preview('##### Hello\n<script>alert(1)</script>\n\n[x](javascript:alert(1))');
    expect(answer.outline).toEqual([{ id: 'hello', text: 'Hello' }]);
    expect(answer.html).toContain('<h2 id="hello">Hello</h2>');
    expect(answer.html).not.toContain('<script>');
    expect(answer.html).toContain('&lt;script&gt;');
    expect(answer.html).not.toContain('href="javascript:');
  });
});
