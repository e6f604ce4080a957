// What a product's search matches: the text products.search_tsv is made from (to_tsvector('english', …))
// and product_texts.search_doc keeps. The seed builds it the same way (db/seed/catalogue.ts); a saved or
// imported product must read the same to a search as a seeded one.

export interface SearchTextParts {
  name: string;
  collection: string;
  style: string;
  description: string;
  /** The y axis's value labels (colours) and the x axis's (sizes). */
  colours: readonly string[];
  sizes: readonly string[];
  /** Room, type and kind names. */
  categories: readonly string[];
  tags: readonly string[];
}

export function productSearchDoc(p: SearchTextParts): string {
  return [
    p.name,
    p.collection,
    p.style,
    p.description,
    p.colours.join(' '),
    p.sizes.join(' '),
    ...p.categories,
    p.tags.join(' '),
  ]
    .filter(Boolean)
    .join(' ');
}
