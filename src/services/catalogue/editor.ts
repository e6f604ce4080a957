// The back office's catalogue (/pos/catalogue): the list, one product, saving it, its history and
// the card a draft would show. Everyone signed in reads; managers and admins save.
import type { CatalogueListQuery, ProductDraft } from '../../contract/catalogue.ts';
import { NO_SUCH_PRODUCT } from '../../contract/catalogue.ts';
import type { ProductCardData } from '../../contract/catalog.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { productBadges } from '../../domain/badges.ts';
import { toDecimal } from '../../domain/money.ts';
import { centsOf } from '../../contract/cents.ts';
import { productImageUrl } from '../../domain/product-images.ts';
import { Refusal } from '../../domain/refusal.ts';
import { listCatalogue } from './list.ts';
import { readCategories, readHistory, readProduct } from './read.ts';
import { saveProduct } from './save.ts';
import { defaultIndex } from './snapshot.ts';

export function createCatalogueService(db: Database) {
  return {
    list: (_staff: SignedInStaff, query: CatalogueListQuery) => listCatalogue(db, query),
    async get(_staff: SignedInStaff, id: number) {
      const product = await readProduct(db, id);
      if (!product) throw new Refusal(404, NO_SUCH_PRODUCT);
      return product;
    },
    /** The category tree with ids, for the list's filter and the editor's choice. */
    categories: (_staff: SignedInStaff) => readCategories(db),
    save: (staff: SignedInStaff, draft: ProductDraft) => saveProduct(db, staff, draft),
    async history(_staff: SignedInStaff, id: number, page: number) {
      if (!(await readProduct(db, id))) throw new Refusal(404, NO_SUCH_PRODUCT);
      return readHistory(db, id, page);
    },
    /**
     * The card's data for a draft, as a listing would show it; the route renders it with the shop's card.
     * A saved product's card shows its chosen picture (the Pictures panel saves it apart from the draft).
     */
    async preview(_staff: SignedInStaff, draft: ProductDraft): Promise<ProductCardData> {
      const card = draftCard(draft);
      if (!draft.id) return card;
      const saved = await readProduct(db, draft.id);
      return { ...card, picture: saved?.cardPicture ?? null };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** A draft as a card: its default cell's prices and colour, its flags as badges, sizes to choose. */
export function draftCard(draft: ProductDraft): ProductCardData {
  const def = draft.variants[defaultIndex(draft.variants)]!;
  const retail = centsOf(def.price);
  const price = def.salePrice === '' ? retail : centsOf(def.salePrice);
  const onSale = price < retail;
  const colour = draft.options.y.values.find((v) => v.code === def.ysel);
  const has = (f: ProductDraft['flags'][number]) => draft.flags.includes(f);
  return {
    id: draft.id ?? 0,
    sku: def.sku,
    name: draft.name,
    url: `/p/${draft.url}`,
    collection: draft.collection,
    price: toDecimal(price),
    retail: toDecimal(retail),
    msrp: toDecimal(centsOf(def.msrp)),
    onSale,
    image: productImageUrl(draft.shape, def.ysel, 1),
    imageAlt: colour ? `${draft.name} in ${colour.label}` : draft.name,
    eta: '',
    soldOut: false,
    sizes: /size/i.test(draft.options.x.label)
      ? draft.options.x.values.map((v) => ({ code: v.code, label: v.label }))
      : [],
    ysel: def.ysel,
    badges: productBadges({
      onSale,
      isSale: has('sale'),
      isClearance: has('clearance'),
      isDeal: has('deal'),
      isNew: has('new'),
      isBundle: has('bundle'),
      isReady: has('ready'),
    }),
    category: '',
  };
}
