// Blog posts a test starts from: `count` published posts a day apart (post-1 the newest), plus one
// unpublished draft and one dated in the future, neither of which the list or the post page shows.
import { blogPosts } from '../db/schema-content.ts';
import type { Database } from '../db/client.ts';

export const BLOG_NOW = new Date('2026-11-20T00:00:00Z');
const DAY_MS = 86_400_000;

export const DRAFT_URL = 'a-draft-nobody-sees';
export const FUTURE_URL = 'a-post-for-next-week';

export async function insertBlogFixture(db: Database, count: number): Promise<void> {
  const rows: (typeof blogPosts.$inferInsert)[] = [];
  for (let i = 1; i <= count; i++) {
    const at = new Date(BLOG_NOW.getTime() - i * DAY_MS);
    rows.push({
      url: `post-${i}`,
      name: `Post number ${i}`,
      image: `/img/p/sofa/sage/${(i % 3) + 1}.svg`,
      description: `What post ${i} is about.`,
      body: `Opening words of post ${i}.\n\n## A section\n\nMore words. <script>alert(1)</script>`,
      author: 'Aroha Ngata',
      publishedAt: at,
      updatedAt: new Date(at.getTime() + 3_600_000),
    });
  }
  rows.push({
    url: DRAFT_URL,
    name: 'A draft',
    body: 'Not yet.',
    published: false,
    publishedAt: new Date(BLOG_NOW.getTime() - DAY_MS / 2),
  });
  rows.push({
    url: FUTURE_URL,
    name: 'Next week',
    body: 'Soon.',
    publishedAt: new Date(BLOG_NOW.getTime() + 7 * DAY_MS),
  });
  await db.insert(blogPosts).values(rows);
}
