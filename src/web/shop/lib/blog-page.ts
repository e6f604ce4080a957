// The blog's words and the post page's Article JSON-LD (schema.org), every address absolute from the
// shop's public origin. Pure, so the loader and its test build the same text.
import { absolute } from './product-page.ts';

export const BLOG_TITLE = 'The Kauri Journal';
export const BLOG_DESCRIPTION =
  'Ideas for New Zealand homes from the Kauri team: caring for timber, choosing a sofa, small-space living and outdoor furniture for the coast.';

export interface ArticleFacts {
  url: string;
  name: string;
  image: string;
  description: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
}

export function articleJsonLd(post: ArticleFacts, origin: string): Record<string, unknown> {
  const page = `${origin}/blog/${encodeURIComponent(post.url)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.name.slice(0, 110),
    description: post.description,
    image: post.image ? [absolute(origin, post.image)] : [],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author || 'Kauri Furniture' },
    publisher: {
      '@type': 'Organization',
      name: 'Kauri Furniture',
      url: `${origin}/`,
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': page },
  };
}

/** The JSON-LD as a script's text: every '<' escaped, so no text in a post can close the script. */
export function jsonLdText(ld: Record<string, unknown>): string {
  return JSON.stringify(ld).replace(/</g, '\\u003c');
}
