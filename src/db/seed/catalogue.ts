// Builds the demo catalogue in memory, ids included, so the same options always give the same rows
// and the inserts can run in big batches without asking the database for ids.
import { COLOUR_FAMILIES, paletteColour, type PaletteColour } from '../../domain/palette.ts';
import type * as schema from '../schema.ts';
import type { Random } from './random.ts';
import {
  ROOMS,
  type BundleLine,
  type ProductSpec,
  type ProductType,
  type Room,
  type SizeOption,
  type VariantCategory,
} from './tree.ts';
import {
  CARE_SENTENCES,
  COLLECTIONS,
  MATERIAL_SENTENCES,
  MATERIAL_TAGS,
  NAME_RANGES,
  STYLES,
  TAGS,
  collectionDescription,
} from './words.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type CategoryRow = Insert<typeof schema.categories> & { id: number };
/** A product as the seed builds it: its row, and its long texts for product_texts (insert.ts, insertProducts). */
export type ProductRow = Insert<typeof schema.products> & { id: number; description: string; searchDoc: string };
export type VariantRow = Insert<typeof schema.productVariants> & { id: number };

export interface Catalogue {
  categories: CategoryRow[];
  collections: (Insert<typeof schema.collections> & { id: number })[];
  styles: (Insert<typeof schema.styles> & { id: number })[];
  tags: (Insert<typeof schema.tags> & { id: number })[];
  products: ProductRow[];
  productTags: Insert<typeof schema.productTags>[];
  options: Insert<typeof schema.productOptions>[];
  variants: VariantRow[];
  bundleComponents: Insert<typeof schema.bundleComponents>[];
  /** Room code of each product, for suppliers and purchase orders. */
  roomOf: Map<number, string>;
}

/** Everything about one level-3 category that a product of it needs. */
interface Leaf {
  room: Room;
  type: ProductType;
  cat3: VariantCategory;
  spec: ProductSpec;
  ids: [number, number, number];
}

/** A product being built, with what bundles need to find its variants. */
interface Built {
  row: ProductRow;
  leaf: Leaf;
  sizes: SizeOption[];
  colours: PaletteColour[];
  cells: Map<string, VariantRow>;
}

const BUNDLE_SAVING = 0.88;
const MAX_PRICE_DOLLARS = 6999;
const DAY_MS = 86_400_000;

export function buildCatalogue(rng: Random, productCount: number, now: Date): Catalogue {
  const cat: Catalogue = {
    categories: [],
    collections: [],
    styles: [],
    tags: [],
    products: [],
    productTags: [],
    options: [],
    variants: [],
    bundleComponents: [],
    roomOf: new Map(),
  };
  const leaves = buildCategories(cat);
  cat.collections = COLLECTIONS.map((name, i) => ({
    id: i + 1,
    name,
    url: slugify(name),
    description: collectionDescription(name, i),
  }));
  cat.styles = STYLES.map((s, i) => ({ id: i + 1, name: s.name, url: s.url, description: s.description }));
  cat.tags = TAGS.map((t, i) => ({ id: i + 1, name: t.name, url: t.url }));

  const plan = planLeaves(rng.fork('plan'), leaves, productCount);
  const ctx = new Builder(rng, cat, now);
  for (const leaf of plan) {
    if (leaf.cat3.bundle) ctx.addBundle(leaf);
    else ctx.addProduct(leaf);
  }
  return cat;
}

function buildCategories(cat: Catalogue): Leaf[] {
  const leaves: Leaf[] = [];
  let id = 0;
  ROOMS.forEach((room, r) => {
    const roomId = ++id;
    cat.categories.push({
      id: roomId,
      parentId: null,
      level: 1,
      code: room.code,
      name: room.name,
      url: room.url,
      description: room.description,
      sortOrder: r + 1,
    });
    room.types.forEach((type, t) => {
      const typeId = ++id;
      cat.categories.push({
        id: typeId,
        parentId: roomId,
        level: 2,
        code: type.code,
        name: type.name,
        url: type.url,
        description: type.description,
        sortOrder: t + 1,
      });
      type.variants.forEach((v, i) => {
        const leafId = ++id;
        cat.categories.push({
          id: leafId,
          parentId: typeId,
          level: 3,
          code: v.code,
          name: v.name,
          url: v.url,
          description: `${type.name} – ${v.name}`,
          sortOrder: i + 1,
        });
        leaves.push({ room, type, cat3: v, spec: mergeSpec(type, v), ids: [roomId, typeId, leafId] });
      });
    });
  });
  return leaves;
}

/** The level-3 entry's own settings win over its product type's; `sizes: null` means none. */
function mergeSpec(type: ProductType, v: VariantCategory): ProductSpec {
  const factor = v.factor ?? 1;
  return {
    shape: v.shape ?? type.shape,
    price: v.price ?? [type.price[0] * factor, type.price[1] * factor],
    cbm: v.cbm ?? type.cbm,
    materials: v.materials ?? type.materials,
    colours: v.colours ?? type.colours,
    sizes: 'sizes' in v ? v.sizes : type.sizes,
    tags: v.tags ?? type.tags,
    about: v.about ?? type.about,
  };
}

/**
 * Which leaf each product belongs to: every leaf once (when there are enough products), the rest
 * by the types' weights. Bundles come last so that the products they are made of exist first.
 */
function planLeaves(rng: Random, leaves: Leaf[], count: number): Leaf[] {
  const ordered = [...leaves.filter((l) => !l.cat3.bundle), ...leaves.filter((l) => l.cat3.bundle)];
  const plan = ordered.slice(0, Math.min(count, ordered.length));
  const weights = leaves.map((l) => l.type.weight / l.type.variants.length);
  while (plan.length < count) plan.push(leaves[rng.weighted(weights)]!);
  const shuffled = rng.shuffle(plan);
  return [...shuffled.filter((l) => !l.cat3.bundle), ...shuffled.filter((l) => l.cat3.bundle)];
}

class Builder {
  private readonly byLeaf = new Map<string, Built[]>();
  private readonly skuCounters = new Map<string, number>();
  private readonly urls = new Set<string>();
  private readonly names = new Set<string>();
  private readonly tagIds: Map<string, number>;
  private variantId = 0;

  constructor(
    private readonly rng: Random,
    private readonly cat: Catalogue,
    private readonly now: Date,
  ) {
    this.tagIds = new Map(cat.tags.map((t) => [t.url, t.id]));
  }

  addProduct(leaf: Leaf): void {
    const { rng } = this;
    const { spec } = leaf;
    const collection = rng.pick(this.cat.collections);
    const style = rng.pick(this.cat.styles);
    const [material, family] = rng.pick(spec.materials);
    const colours = rng
      .shuffle(COLOUR_FAMILIES[family])
      .slice(0, rng.int(spec.colours[0], spec.colours[1]))
      .map((code) => paletteColour(code)!);
    const sizes = chooseSizes(rng, spec);
    const defaultSize = sizes.find((s) => s.code === spec.sizes?.preferred) ?? sizes[0];
    const name = this.uniqueName(collection.name, leaf.cat3.title.replace('{m}', material));

    const row = this.newProduct(leaf, name, collection.id, style.id, sizes.length > 0);
    const dollars = rng.between(spec.price[0], spec.price[1]);
    const markup = rng.chance(0.3) ? 1 : rng.between(1.15, 1.45);
    const discount = rng.between(0.1, 0.3);
    const volume = rng.between(spec.cbm[0], spec.cbm[1]);
    const cells = new Map<string, VariantRow>();
    for (const size of sizes.length ? sizes : [undefined]) {
      const scale = size && defaultSize ? size.factor / defaultSize.factor : 1;
      const retail = roundPrice(dollars * scale);
      for (const colour of colours) {
        const v = this.newVariant(row, size?.code ?? '', colour, retail, markup, discount, volume * scale);
        v.isDefault = size === defaultSize && colour === colours[0];
        cells.set(cellKey(v.xsel!, v.ysel!), v);
      }
    }
    const extraTags = MATERIAL_TAGS[material] ? [MATERIAL_TAGS[material]] : [];
    const tags = [...new Set([...rng.sample(spec.tags, rng.int(1, 3)), ...extraTags])];
    const about = rng.pick(spec.about).replace('{name}', name);
    const made = (MATERIAL_SENTENCES[family] ?? '').replace('{colours}', listColours(colours));
    const care = rng.chance(0.6) ? ` ${rng.pick(CARE_SENTENCES).replace('{collection}', collection.name)}` : '';
    row.description = `${about} ${made}${care}`.trim();
    this.finish({ row, leaf, sizes, colours, cells }, tags, style.name, collection.name);
  }

  addBundle(leaf: Leaf): void {
    const { rng } = this;
    const lines = leaf.cat3.bundle!;
    const main = this.componentFor(lines[0]!);
    const parts = [main, ...lines.slice(1).map((line) => this.componentFor(line, main.row.collectionId))];
    const collection = this.cat.collections.find((c) => c.id === main.row.collectionId)!;
    // A suite is only offered in the sizes its bed comes in.
    const sizes = chooseSizes(rng, leaf.spec).filter(
      (s) => lines[0]!.size !== 'same' || main.sizes.some((m) => m.code === s.code),
    );
    const defaultSize = sizes.find((s) => s.code === leaf.spec.sizes?.preferred) ?? sizes[0];
    const name = this.uniqueName(collection.name, leaf.cat3.title);
    const row = this.newProduct(leaf, name, main.row.collectionId ?? null, main.row.styleId ?? null, sizes.length > 0);
    const discount = rng.between(0.1, 0.25);
    const cells = new Map<string, VariantRow>();
    for (const size of sizes.length ? sizes : [undefined]) {
      for (const colour of main.colours) {
        const picked = parts.map((part, i) => pickCell(part, lines[i]!, size?.code ?? '', colour.code));
        const full = picked.reduce((sum, v, i) => sum + v.retailCents * lines[i]!.qty, 0);
        const volume = picked.reduce((sum, v, i) => sum + Number(v.cbm) * lines[i]!.qty, 0);
        const retail = roundPrice(Math.min(MAX_PRICE_DOLLARS, (full / 100) * BUNDLE_SAVING));
        const v = this.newVariant(row, size?.code ?? '', colour, retail, 1, discount, volume);
        // The bundle's "was" price is what its pieces cost one by one.
        v.msrpCents = Math.max(retail, roundPrice(full / 100));
        v.isDefault = size === defaultSize && colour === main.colours[0];
        cells.set(cellKey(v.xsel!, v.ysel!), v);
        picked.forEach((component, i) => {
          this.cat.bundleComponents.push({
            bundleVariantId: v.id,
            componentVariantId: component.id,
            qty: lines[i]!.qty,
            groupCode: i + 1,
          });
        });
      }
    }
    const includes = parts.map((p, i) => `${lines[i]!.qty > 1 ? `${lines[i]!.qty} × ` : ''}${p.row.name}`).join(', ');
    row.description = `${rng.pick(leaf.spec.about).replace('{name}', name)} Includes ${includes}.`;
    row.isReady = false;
    const style = this.cat.styles.find((s) => s.id === main.row.styleId)!;
    this.finish(
      { row, leaf, sizes, colours: main.colours, cells },
      rng.sample(leaf.spec.tags, 1),
      style.name,
      collection.name,
    );
  }

  /** A product of the line's category, from the given collection when there is one. */
  private componentFor(line: BundleLine, collectionId?: number | null): Built {
    const candidates = this.byLeaf.get(line.cat3);
    if (!candidates?.length) throw new Error(`seed: no ${line.cat3} product to bundle`);
    const matching = candidates.filter((b) => b.row.collectionId === collectionId);
    return this.rng.pick(matching.length ? matching : candidates);
  }

  private newProduct(
    leaf: Leaf,
    name: string,
    collectionId: number | null,
    styleId: number | null,
    sized: boolean,
  ): ProductRow {
    const { rng } = this;
    const n = (this.skuCounters.get(leaf.type.code) ?? 0) + 1;
    this.skuCounters.set(leaf.type.code, n);
    const isNew = rng.chance(0.12);
    const isClearance = !isNew && rng.chance(0.05);
    const ageDays = isNew ? rng.between(0, 45) : rng.between(46, 730);
    const row: ProductRow = {
      id: this.cat.products.length + 1,
      sku: `${leaf.type.code}-${String(n).padStart(5, '0')}`,
      url: this.uniqueUrl(slugify(name)),
      name,
      description: '',
      searchDoc: '',
      collectionId,
      styleId,
      cat1Id: leaf.ids[0],
      cat2Id: leaf.ids[1],
      cat3Id: leaf.ids[2],
      shape: leaf.spec.shape,
      xLabel: sized ? 'Size' : '',
      yLabel: 'Colour',
      isNew,
      isSale: isClearance || rng.chance(0.17),
      isBundle: Boolean(leaf.cat3.bundle),
      isReady: rng.chance(0.3),
      isDeal: rng.chance(0.08),
      isClearance,
      priceCents: 0,
      retailCents: 0,
      msrpCents: 0,
      popularity: Math.floor(rng.next() ** 2 * 10_000),
      createdAt: new Date(this.now.getTime() - Math.floor(ageDays * DAY_MS)),
    };
    this.cat.products.push(row);
    this.cat.roomOf.set(row.id, leaf.room.code);
    return row;
  }

  private newVariant(
    product: ProductRow,
    xsel: string,
    colour: PaletteColour,
    retail: number,
    markup: number,
    discount: number,
    cbm: number,
  ): VariantRow {
    const msrp = Math.max(retail, roundPrice((retail / 100) * markup));
    let sale: number | null = null;
    if (product.isSale) {
      sale = roundPrice((retail / 100) * (1 - discount));
      if (sale >= retail) sale = Math.max(0, retail - 500);
    }
    const v: VariantRow = {
      id: ++this.variantId,
      productId: product.id,
      sku: [product.sku, xsel, colour.code].filter(Boolean).join('-').toUpperCase(),
      xsel,
      ysel: colour.code,
      colour: colour.label,
      retailCents: retail,
      saleCents: sale,
      msrpCents: msrp,
      cbm: Math.max(0.01, cbm).toFixed(3),
      isDefault: false,
      sellable: true,
    };
    this.cat.variants.push(v);
    return v;
  }

  /** Options, tags, search text and the default variant's prices on the product row. */
  private finish(b: Built, tagUrls: string[], styleName: string, collectionName: string): void {
    const { row, leaf, sizes, colours, cells } = b;
    sizes.forEach((s, i) => {
      this.cat.options.push({
        productId: row.id,
        axis: 'x',
        code: s.code,
        label: s.label,
        hex: null,
        sortOrder: i + 1,
      });
    });
    colours.forEach((c, i) => {
      this.cat.options.push({
        productId: row.id,
        axis: 'y',
        code: c.code,
        label: c.label,
        hex: c.hex,
        sortOrder: i + 1,
      });
    });
    const tagIds = tagUrls.map((u) => this.tagIds.get(u)).filter((id): id is number => id !== undefined);
    for (const tagId of tagIds) this.cat.productTags.push({ productId: row.id, tagId });

    const def = [...cells.values()].find((v) => v.isDefault)!;
    row.retailCents = def.retailCents;
    row.msrpCents = def.msrpCents;
    row.priceCents = def.saleCents ?? def.retailCents;
    row.searchDoc = [
      row.name,
      collectionName,
      styleName,
      row.description,
      colours.map((c) => c.label).join(' '),
      sizes.map((s) => s.label).join(' '),
      leaf.room.name,
      leaf.type.name,
      leaf.cat3.name,
      tagIds.map((id) => this.cat.tags[id - 1]!.name).join(' '),
    ]
      .filter(Boolean)
      .join(' ');

    const list = this.byLeaf.get(leaf.cat3.code) ?? [];
    list.push(b);
    this.byLeaf.set(leaf.cat3.code, list);
  }

  /**
   * A name no other product has: the same kind in the same collection twice would read as one product
   * at two prices, so the later ones take a range word after the collection ("Tui Ridge 7 Piece Dining
   * Set"), and a number only once the words run out.
   */
  private uniqueName(collection: string, title: string): string {
    const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
    const base = tidy(`${collection} ${title}`);
    const tries = [base, ...NAME_RANGES.map((range) => tidy(`${collection} ${range} ${title}`))];
    let name = tries.find((t) => !this.names.has(t));
    for (let n = 2; name === undefined; n++) if (!this.names.has(`${base} ${n}`)) name = `${base} ${n}`;
    this.names.add(name);
    return name;
  }

  private uniqueUrl(base: string): string {
    let url = base;
    for (let n = 2; this.urls.has(url); n++) url = `${base}-${n}`;
    this.urls.add(url);
    return url;
  }
}

/** A neighbouring run of sizes, around the preferred one when the rule has it. */
function chooseSizes(rng: Random, spec: ProductSpec): SizeOption[] {
  const rule = spec.sizes;
  if (!rule) return [];
  const options = rule.options;
  const count = Math.min(options.length, rng.int(rule.count[0], rule.count[1]));
  const preferred = options.findIndex((o) => o.code === rule.preferred);
  const lo = preferred >= 0 ? Math.max(0, preferred - count + 1) : 0;
  const hi = preferred >= 0 ? Math.min(preferred, options.length - count) : options.length - count;
  const start = rng.int(lo, Math.max(lo, hi));
  return options.slice(start, start + count);
}

/** The component's cell that matches the bundle's size and colour, or its nearest sensible one. */
function pickCell(part: Built, line: BundleLine, bundleSize: string, colour: string): VariantRow {
  let size = '';
  if (part.sizes.length) {
    if (line.size === 'same' && part.sizes.some((s) => s.code === bundleSize)) size = bundleSize;
    else if (typeof line.size === 'number') size = part.sizes[Math.min(line.size, part.sizes.length - 1)]!.code;
    else size = [...part.cells.values()].find((v) => v.isDefault)!.xsel!;
  }
  const ysel = part.colours.some((c) => c.code === colour) ? colour : part.colours[0]!.code;
  return part.cells.get(cellKey(size, ysel))!;
}

const cellKey = (x: string, y: string) => `${x}|${y}`;

/** Shop prices: $49, $59 … under $100; $849 under $1,000; $1,299 above. Returns cents. */
export function roundPrice(dollars: number): number {
  const step = dollars < 1000 ? 10 : 100;
  return (Math.max(1, Math.round(dollars / step)) * step - 1) * 100;
}

function listColours(colours: PaletteColour[]): string {
  const labels = colours.map((c) => c.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
