// The storefront's content: what a shop manager writes without a release. Policy and help
// pages and blog posts are Markdown kept here; the contact form's messages are kept (and mailed to the
// shop through the outbox); the welcome pop-up and the bottom bar are rows a manager switches on.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff } from './schema.ts';

/** A help or policy page at `/{slug}` (privacy-policy, shipping-policy…): Markdown, its outline from the H5 headings. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The page's meta description (search results, shares). */
    description: text('description').notNull().default(''),
    body: text('body').notNull().default(''),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('content_pages_slug_idx').on(t.slug)],
);

/** A blog post at `/blog/{url}`; the list (`GET /v1/blog/{page}`) is the published ones, newest first. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    /** The list card's and the post's picture: a path the shop serves or an absolute https address. */
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    body: text('body').notNull().default(''),
    author: text('author').notNull().default(''),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('blog_posts_url_idx').on(t.url),
    index('blog_posts_list_idx').on(t.published, t.publishedAt, t.id),
  ],
);

/** A message sent with the contact form (`POST /v1/contact/form`); mailed to the shop as it is kept. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    /** The sender's address as the server saw it (the per-address limit counts elsewhere). */
    fromAddress: text('from_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * The storefront's pop-ups: kind 'welcome' (once per browser, after the configured delay) or
 * 'bottom-bar' (a fixed bar shown once per its `code`: a new code shows again to everyone).
 * The newest active row of each kind is the one shown.
 */
export const siteMessages = pgTable(
  'site_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['welcome', 'bottom-bar'] }).notNull(),
    code: text('code').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    linkLabel: text('link_label').notNull().default(''),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_messages_kind_code_idx').on(t.kind, t.code)],
);
