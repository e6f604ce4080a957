// The meta tags of a help or policy page (and the finance page): title, description, canonical, sharing.
/** Title, description, canonical and sharing tags of a content page. */
export function contentMeta(page: { slug: string; title: string; description: string }, origin: string) {
  const title = `${page.title} | Kauri Furniture`;
  const url = `${origin.replace(/\/+$/, '')}/${page.slug}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}
