// The category tree of the demo shop: rooms (level 1) → product types (level 2) → variants
// (level 3). A product type also says how its products look (shape), cost, measure (cbm) and come
// (materials, colours, sizes); a level-3 entry may override any of that (e.g. corner sofas are bigger).
import type { ColourFamily } from '../../domain/palette.ts';
import type { ProductShape } from '../../domain/product-images.ts';

export interface SizeOption {
  code: string;
  label: string;
  /** Price and volume relative to the reference size (Queen for beds). */
  factor: number;
}

export interface SizeRule {
  options: readonly SizeOption[];
  /** How many neighbouring sizes a product offers. */
  count: [number, number];
  /** The size a product shows first when it offers it (otherwise the smallest it offers). */
  preferred?: string;
}

/** A material word of the product name and the colour family it comes in. */
export type Material = readonly [word: string, family: ColourFamily];

/** A line of a bundle: `qty` of a product of another level-3 category. */
export interface BundleLine {
  cat3: string;
  qty: number;
  /** Which of the component's sizes: the bundle's own size, or the n-th smallest it offers. */
  size?: 'same' | number;
}

export interface ProductSpec {
  shape: ProductShape;
  /** Retail dollars of the default variant. */
  price: [number, number];
  cbm: [number, number];
  materials: readonly Material[];
  colours: [number, number];
  sizes?: SizeRule | null;
  tags: readonly string[];
  /** Sentences about what the product is for; `{name}` is the product name. */
  about: readonly string[];
}

export interface VariantCategory extends Partial<ProductSpec> {
  code: string;
  name: string;
  url: string;
  /** Product name after the collection; `{m}` is the material word. */
  title: string;
  /** Price factor against the type's range. */
  factor?: number;
  bundle?: readonly BundleLine[];
}

export interface ProductType extends ProductSpec {
  code: string;
  name: string;
  url: string;
  description: string;
  /** Share of the catalogue. */
  weight: number;
  variants: readonly VariantCategory[];
}

export interface Room {
  code: string;
  name: string;
  url: string;
  description: string;
  types: readonly ProductType[];
}

const bedSizes: readonly SizeOption[] = [
  { code: 'single', label: 'Single', factor: 0.74 },
  { code: 'king-single', label: 'King Single', factor: 0.82 },
  { code: 'double', label: 'Double', factor: 0.9 },
  { code: 'queen', label: 'Queen', factor: 1 },
  { code: 'king', label: 'King', factor: 1.18 },
  { code: 'super-king', label: 'Super King', factor: 1.32 },
];
const bedSizeRule: SizeRule = { options: bedSizes, count: [3, 5], preferred: 'queen' };
const mm = (code: number, factor: number): SizeOption => ({ code: String(code), label: `${code} mm`, factor });

const FABRIC: readonly Material[] = [
  ['Fabric', 'fabric'],
  ['Velvet', 'fabric'],
  ['Boucle', 'fabric'],
  ['Linen Blend', 'fabric'],
  ['Leather', 'leather'],
];
const TIMBER: readonly Material[] = [
  ['Solid Timber', 'timber'],
  ['Timber', 'timber'],
  ['Mango Wood', 'timber'],
];

export const ROOMS: readonly Room[] = [
  {
    code: 'LIV',
    name: 'Living',
    url: 'living',
    description: 'Sofas, armchairs and tables for the room everyone ends up in.',
    types: [
      {
        code: 'LIV-SOF',
        name: 'Sofas',
        url: 'sofas',
        weight: 10,
        shape: 'sofa',
        description: 'Two seaters, three seaters, corner sofas and sofa beds, made for lounging.',
        price: [1299, 3999],
        cbm: [1.2, 1.7],
        materials: FABRIC,
        colours: [2, 4],
        tags: [
          'small-spaces',
          'pet-friendly',
          'stain-resistant',
          'family-friendly',
          'performance-fabric',
          'made-in-nz',
        ],
        about: [
          'Deep seats and plump cushions make the {name} an easy place to land after a long day.',
          'The {name} has a kiln-dried hardwood frame and high-resilience foam that keeps its shape for years.',
          'Generous arms and a supportive back make the {name} as good for movie nights as for an afternoon nap.',
        ],
        variants: [
          {
            code: 'LIV-SOF-2S',
            name: '2 Seater',
            url: '2-seater',
            title: '2 Seater {m} Sofa',
            factor: 0.8,
            cbm: [0.9, 1.3],
          },
          { code: 'LIV-SOF-3S', name: '3 Seater', url: '3-seater', title: '3 Seater {m} Sofa' },
          {
            code: 'LIV-SOF-CNR',
            name: 'Corner Sofas',
            url: 'corner-sofas',
            title: '{m} Corner Sofa',
            factor: 1.6,
            cbm: [2.1, 2.5],
            tags: ['modular', 'family-friendly', 'pet-friendly', 'performance-fabric'],
          },
          {
            code: 'LIV-SOF-BED',
            name: 'Sofa Beds',
            url: 'sofa-beds',
            title: '{m} Sofa Bed',
            factor: 1.1,
            cbm: [1.4, 1.9],
            tags: ['small-spaces', 'storage', 'family-friendly'],
          },
        ],
      },
      {
        code: 'LIV-ARM',
        name: 'Armchairs',
        url: 'armchairs',
        weight: 6,
        shape: 'armchair',
        description: 'Accent chairs, recliners and swivel chairs to finish a reading corner.',
        price: [499, 1499],
        cbm: [0.55, 0.9],
        materials: FABRIC,
        colours: [2, 4],
        tags: ['small-spaces', 'pet-friendly', 'performance-fabric', 'made-in-nz'],
        about: [
          'The {name} brings a splash of colour and a comfortable seat to any corner.',
          'Curl up with a book in the {name}: its sculpted back and padded arms hold you just right.',
        ],
        variants: [
          { code: 'LIV-ARM-ACC', name: 'Accent Chairs', url: 'accent-chairs', title: '{m} Accent Chair' },
          {
            code: 'LIV-ARM-REC',
            name: 'Recliners',
            url: 'recliners',
            title: '{m} Recliner Chair',
            factor: 1.3,
            cbm: [0.8, 1.1],
          },
          { code: 'LIV-ARM-SWV', name: 'Swivel Chairs', url: 'swivel-chairs', title: '{m} Swivel Chair', factor: 1.1 },
        ],
      },
      {
        code: 'LIV-COF',
        name: 'Coffee Tables',
        url: 'coffee-tables',
        weight: 5,
        shape: 'coffee-table',
        description: 'Coffee tables and nesting tables in timber, marble and glass.',
        price: [299, 1199],
        cbm: [0.16, 0.35],
        materials: [...TIMBER, ['Marble Top', 'timber'], ['Rattan', 'painted']],
        colours: [1, 3],
        tags: ['solid-timber', 'small-spaces', 'storage', 'fsc-certified', 'easy-assembly'],
        about: [
          'The {name} anchors the living room with a generous top for books, plants and the odd cup of tea.',
          'A lower shelf on the {name} keeps remotes and magazines out of sight but close at hand.',
        ],
        variants: [
          { code: 'LIV-COF-REC', name: 'Rectangular', url: 'rectangular', title: '{m} Coffee Table' },
          { code: 'LIV-COF-RND', name: 'Round', url: 'round', title: 'Round {m} Coffee Table' },
          {
            code: 'LIV-COF-NST',
            name: 'Nesting Tables',
            url: 'nesting-tables',
            title: '{m} Nesting Tables',
            factor: 0.8,
            cbm: [0.1, 0.15],
          },
        ],
      },
      {
        code: 'LIV-TVU',
        name: 'TV Units',
        url: 'tv-units',
        weight: 3,
        shape: 'tv-unit',
        description: 'Low TV units and entertainment units with room for every cable.',
        price: [499, 1799],
        cbm: [0.3, 0.6],
        materials: TIMBER,
        colours: [1, 3],
        tags: ['solid-timber', 'storage', 'fsc-certified', 'easy-assembly'],
        about: [
          'Cable cut-outs and soft-close doors keep the {name} tidy around the screen.',
          'The {name} has space for consoles, speakers and the streaming box, with the wiring hidden behind.',
        ],
        variants: [
          { code: 'LIV-TVU-LOW', name: 'Low TV Units', url: 'low-tv-units', title: '{m} TV Unit' },
          {
            code: 'LIV-TVU-ENT',
            name: 'Entertainment Units',
            url: 'entertainment-units',
            title: '{m} Entertainment Unit',
            factor: 1.4,
            cbm: [0.6, 0.9],
          },
        ],
      },
      {
        code: 'LIV-BKC',
        name: 'Bookcases',
        url: 'bookcases',
        weight: 3,
        shape: 'bookcase',
        description: 'Bookcases, display cabinets and ladder shelves.',
        price: [299, 1299],
        cbm: [0.3, 0.6],
        materials: TIMBER,
        colours: [1, 3],
        tags: ['solid-timber', 'storage', 'small-spaces', 'easy-assembly'],
        about: [
          'Adjustable shelves on the {name} make room for paperbacks, records and the good vase.',
          'The {name} stands tall against a wall and turns a collection into a display.',
        ],
        variants: [
          { code: 'LIV-BKC-OPN', name: 'Open Bookcases', url: 'open-bookcases', title: '{m} Bookcase' },
          {
            code: 'LIV-BKC-DSP',
            name: 'Display Cabinets',
            url: 'display-cabinets',
            title: '{m} Display Cabinet',
            factor: 1.4,
          },
          {
            code: 'LIV-BKC-LAD',
            name: 'Ladder Shelves',
            url: 'ladder-shelves',
            title: '{m} Ladder Shelf',
            factor: 0.6,
            cbm: [0.1, 0.15],
          },
        ],
      },
      {
        code: 'LIV-OTT',
        name: 'Ottomans',
        url: 'ottomans',
        weight: 2,
        shape: 'ottoman',
        description: 'Footstools and storage ottomans.',
        price: [149, 599],
        cbm: [0.1, 0.3],
        materials: FABRIC.slice(0, 4),
        colours: [2, 4],
        tags: ['small-spaces', 'storage', 'pet-friendly'],
        about: [
          'Put your feet up on the {name}, or pull it out as a spare seat when friends come over.',
          'The {name} is a footrest, a side table with a tray on top, and extra seating.',
        ],
        variants: [
          {
            code: 'LIV-OTT-FTS',
            name: 'Footstools',
            url: 'footstools',
            title: '{m} Footstool',
            factor: 0.7,
            cbm: [0.05, 0.12],
          },
          { code: 'LIV-OTT-STO', name: 'Storage Ottomans', url: 'storage-ottomans', title: '{m} Storage Ottoman' },
        ],
      },
    ],
  },
  {
    code: 'DIN',
    name: 'Dining',
    url: 'dining',
    description: 'Tables, chairs and sideboards for long lunches and weeknight dinners.',
    types: [
      {
        code: 'DIN-TBL',
        name: 'Dining Tables',
        url: 'dining-tables',
        weight: 5,
        shape: 'dining-table',
        description: 'Rectangular, round and extension dining tables.',
        price: [799, 2999],
        cbm: [0.5, 0.8],
        materials: [...TIMBER, ['Marble Top', 'timber']],
        colours: [1, 3],
        sizes: { options: [mm(1600, 1), mm(1800, 1.12), mm(2100, 1.28)], count: [2, 3] },
        tags: ['solid-timber', 'family-friendly', 'fsc-certified', 'made-in-nz'],
        about: [
          'The {name} seats the whole family, with sturdy legs set clear of everyone’s knees.',
          'A hard-wearing lacquer protects the {name} from hot plates, spills and homework.',
        ],
        variants: [
          { code: 'DIN-TBL-REC', name: 'Rectangular Tables', url: 'rectangular-tables', title: '{m} Dining Table' },
          {
            code: 'DIN-TBL-RND',
            name: 'Round Tables',
            url: 'round-tables',
            title: 'Round {m} Dining Table',
            factor: 0.85,
            sizes: { options: [mm(1000, 1), mm(1200, 1.15)], count: [1, 2] },
          },
          {
            code: 'DIN-TBL-EXT',
            name: 'Extension Tables',
            url: 'extension-tables',
            title: '{m} Extension Dining Table',
            factor: 1.25,
            tags: ['extendable', 'solid-timber', 'family-friendly'],
          },
        ],
      },
      {
        code: 'DIN-CHR',
        name: 'Dining Chairs',
        url: 'dining-chairs',
        weight: 6,
        shape: 'dining-chair',
        description: 'Upholstered and timber dining chairs, and benches.',
        price: [149, 449],
        cbm: [0.15, 0.25],
        materials: FABRIC.slice(0, 3),
        colours: [2, 4],
        tags: ['stain-resistant', 'easy-assembly', 'family-friendly'],
        about: [
          'The {name} has a shaped seat and a gently curved back for dinners that run long.',
          'Light enough to move and strong enough for everyday use, the {name} suits any table.',
        ],
        variants: [
          { code: 'DIN-CHR-UPH', name: 'Upholstered Chairs', url: 'upholstered-chairs', title: '{m} Dining Chair' },
          {
            code: 'DIN-CHR-TIM',
            name: 'Timber Chairs',
            url: 'timber-chairs',
            title: '{m} Dining Chair',
            materials: [...TIMBER, ['Rattan', 'painted']],
            colours: [1, 3],
            tags: ['solid-timber', 'fsc-certified', 'easy-assembly'],
          },
          {
            code: 'DIN-CHR-BEN',
            name: 'Dining Benches',
            url: 'dining-benches',
            title: '{m} Dining Bench',
            factor: 1.5,
            cbm: [0.2, 0.35],
            materials: TIMBER,
            colours: [1, 3],
            tags: ['solid-timber', 'small-spaces', 'family-friendly'],
          },
        ],
      },
      {
        code: 'DIN-BAR',
        name: 'Bar Stools',
        url: 'bar-stools',
        weight: 3,
        shape: 'bar-stool',
        description: 'Counter-height and bar-height stools for the kitchen island.',
        price: [129, 399],
        cbm: [0.1, 0.18],
        materials: [
          ['Fabric', 'fabric'],
          ['Faux Leather', 'leather'],
          ['Rattan', 'painted'],
          ['Timber', 'timber'],
        ],
        colours: [1, 3],
        tags: ['small-spaces', 'easy-assembly', 'stain-resistant'],
        about: [
          'A footrest and a padded seat make the {name} comfortable for a quick breakfast or a long catch-up.',
          'The {name} tucks neatly under the bench when the kitchen is busy.',
        ],
        variants: [
          { code: 'DIN-BAR-CTR', name: 'Counter Stools', url: 'counter-stools', title: '{m} Counter Stool' },
          {
            code: 'DIN-BAR-BAR',
            name: 'Bar Height Stools',
            url: 'bar-height-stools',
            title: '{m} Bar Stool',
            factor: 1.1,
          },
        ],
      },
      {
        code: 'DIN-SBD',
        name: 'Sideboards',
        url: 'sideboards',
        weight: 3,
        shape: 'sideboard',
        description: 'Sideboards, buffets and hutches for the good china.',
        price: [799, 2299],
        cbm: [0.35, 0.7],
        materials: TIMBER,
        colours: [1, 3],
        tags: ['solid-timber', 'storage', 'fsc-certified', 'made-in-nz'],
        about: [
          'Behind its doors the {name} hides platters, table linen and the good glasses.',
          'The {name} is the place for the fruit bowl, the lamp and a few framed photos.',
        ],
        variants: [
          { code: 'DIN-SBD-SBD', name: 'Sideboards', url: 'sideboards', title: '{m} Sideboard' },
          {
            code: 'DIN-SBD-HUT',
            name: 'Buffets & Hutches',
            url: 'buffets-hutches',
            title: '{m} Buffet and Hutch',
            factor: 1.5,
            cbm: [0.7, 1.1],
          },
        ],
      },
      {
        code: 'DIN-SET',
        name: 'Dining Sets',
        url: 'dining-sets',
        weight: 3,
        shape: 'dining-set',
        description: 'A table and matching chairs, bundled for a better price.',
        price: [0, 0],
        cbm: [0, 0], // a bundle's price and volume come from its pieces
        materials: [['', 'timber']],
        colours: [1, 3],
        tags: ['family-friendly', 'solid-timber'],
        about: [
          'The {name} brings a table and its chairs together, so everything matches and arrives at once.',
          'Buy the {name} as a set and save on buying each piece on its own.',
        ],
        variants: [
          {
            code: 'DIN-SET-5PC',
            name: '5 Piece Sets',
            url: '5-piece',
            title: '5 Piece Dining Set',
            bundle: [
              { cat3: 'DIN-TBL-REC', qty: 1, size: 0 },
              { cat3: 'DIN-CHR-UPH', qty: 4 },
            ],
          },
          {
            code: 'DIN-SET-7PC',
            name: '7 Piece Sets',
            url: '7-piece',
            title: '7 Piece Dining Set',
            bundle: [
              { cat3: 'DIN-TBL-REC', qty: 1, size: 1 },
              { cat3: 'DIN-CHR-TIM', qty: 6 },
            ],
          },
          {
            code: 'DIN-SET-9PC',
            name: '9 Piece Sets',
            url: '9-piece',
            title: '9 Piece Dining Set',
            bundle: [
              { cat3: 'DIN-TBL-EXT', qty: 1, size: 2 },
              { cat3: 'DIN-CHR-UPH', qty: 8 },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'BED',
    name: 'Bedroom',
    url: 'bedroom',
    description: 'Beds, bedsides and drawers for a calm place to sleep.',
    types: [
      {
        code: 'BED-BED',
        name: 'Beds',
        url: 'beds',
        weight: 7,
        shape: 'bed',
        description: 'Bed frames, upholstered beds, storage beds and bunks, from single to super king.',
        price: [699, 2799],
        cbm: [0.6, 1.0],
        materials: TIMBER,
        colours: [1, 3],
        sizes: bedSizeRule,
        tags: ['solid-timber', 'fsc-certified', 'made-in-nz', 'easy-assembly'],
        about: [
          'The {name} has a sprung slat base that lets the mattress breathe, and no squeaks.',
          'A tall headboard on the {name} makes reading in bed a pleasure.',
        ],
        variants: [
          { code: 'BED-BED-FRM', name: 'Bed Frames', url: 'bed-frames', title: '{m} Bed Frame' },
          {
            code: 'BED-BED-UPH',
            name: 'Upholstered Beds',
            url: 'upholstered-beds',
            title: '{m} Upholstered Bed',
            materials: FABRIC.slice(0, 4),
            colours: [2, 4],
            tags: ['made-in-nz', 'stain-resistant'],
          },
          {
            code: 'BED-BED-STO',
            name: 'Storage Beds',
            url: 'storage-beds',
            title: '{m} Storage Bed',
            factor: 1.3,
            materials: FABRIC.slice(0, 4),
            colours: [2, 3],
            tags: ['storage', 'small-spaces'],
          },
          {
            code: 'BED-BED-BNK',
            name: 'Bunk Beds',
            url: 'bunk-beds',
            title: '{m} Bunk Bed',
            sizes: null,
            materials: [['Timber', 'painted']],
            tags: ['kids', 'small-spaces', 'solid-timber'],
          },
        ],
      },
      {
        code: 'BED-BSD',
        name: 'Bedside Tables',
        url: 'bedside-tables',
        weight: 4,
        shape: 'bedside',
        description: 'Bedside tables with drawers, shelves, or floating on the wall.',
        price: [149, 549],
        cbm: [0.08, 0.15],
        materials: TIMBER,
        colours: [1, 3],
        tags: ['solid-timber', 'small-spaces', 'storage', 'easy-assembly'],
        about: [
          'The {name} keeps a lamp, a glass of water and tonight’s book within reach.',
          'Soft-close runners let the {name} open quietly while someone sleeps.',
        ],
        variants: [
          { code: 'BED-BSD-1DR', name: '1 Drawer', url: '1-drawer', title: '{m} Bedside Table' },
          { code: 'BED-BSD-2DR', name: '2 Drawer', url: '2-drawer', title: '{m} 2 Drawer Bedside', factor: 1.2 },
          {
            code: 'BED-BSD-FLT',
            name: 'Floating Bedsides',
            url: 'floating-bedsides',
            title: '{m} Floating Bedside',
            factor: 0.8,
            cbm: [0.04, 0.08],
          },
        ],
      },
      {
        code: 'BED-DRS',
        name: 'Dressers',
        url: 'dressers',
        weight: 3,
        shape: 'dresser',
        description: 'Wide dressers with deep drawers, some with a mirror.',
        price: [899, 2199],
        cbm: [0.4, 0.7],
        materials: TIMBER,
        colours: [1, 3],
        tags: ['solid-timber', 'storage', 'fsc-certified'],
        about: [
          'Six deep drawers in the {name} swallow jerseys, linen and everything in between.',
          'The {name} runs on full-extension runners, so the back of every drawer is easy to reach.',
        ],
        variants: [
          { code: 'BED-DRS-6DR', name: '6 Drawer Dressers', url: '6-drawer-dressers', title: '{m} 6 Drawer Dresser' },
          {
            code: 'BED-DRS-MIR',
            name: 'Dressers with Mirror',
            url: 'dressers-with-mirror',
            title: '{m} Dresser with Mirror',
            factor: 1.2,
          },
        ],
      },
      {
        code: 'BED-TLB',
        name: 'Tallboys',
        url: 'tallboys',
        weight: 2,
        shape: 'tallboy',
        description: 'Tall chests of drawers for a small footprint.',
        price: [699, 1499],
        cbm: [0.3, 0.5],
        materials: TIMBER,
        colours: [1, 3],
        tags: ['solid-timber', 'storage', 'small-spaces'],
        about: [
          'The {name} stacks plenty of storage into a small footprint.',
          'Anti-tip fittings come with the {name}, so it stays put in a house with kids.',
        ],
        variants: [
          { code: 'BED-TLB-5DR', name: '5 Drawer Tallboys', url: '5-drawer-tallboys', title: '{m} 5 Drawer Tallboy' },
          {
            code: 'BED-TLB-6DR',
            name: '6 Drawer Tallboys',
            url: '6-drawer-tallboys',
            title: '{m} 6 Drawer Tallboy',
            factor: 1.15,
          },
        ],
      },
      {
        code: 'BED-SET',
        name: 'Bedroom Sets',
        url: 'bedroom-sets',
        weight: 2,
        shape: 'bedroom-set',
        description: 'A bed with matching bedsides (and a dresser), bundled for a better price.',
        price: [0, 0],
        cbm: [0, 0], // a bundle's price and volume come from its pieces
        materials: [['', 'timber']],
        colours: [1, 3],
        sizes: { options: [bedSizes[3]!, bedSizes[4]!], count: [2, 2], preferred: 'queen' },
        tags: ['solid-timber'],
        about: [
          'The {name} brings the bed and its bedsides together in one finish.',
          'Buy the {name} as a suite and save on buying each piece on its own.',
        ],
        variants: [
          {
            code: 'BED-SET-3PC',
            name: '3 Piece Suites',
            url: '3-piece-suites',
            title: '3 Piece Bedroom Suite',
            bundle: [
              { cat3: 'BED-BED-FRM', qty: 1, size: 'same' },
              { cat3: 'BED-BSD-1DR', qty: 2 },
            ],
          },
          {
            code: 'BED-SET-4PC',
            name: '4 Piece Suites',
            url: '4-piece-suites',
            title: '4 Piece Bedroom Suite',
            bundle: [
              { cat3: 'BED-BED-FRM', qty: 1, size: 'same' },
              { cat3: 'BED-BSD-2DR', qty: 2 },
              { cat3: 'BED-DRS-6DR', qty: 1 },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'OFF',
    name: 'Office',
    url: 'office',
    description: 'Desks, chairs and shelving for working from home.',
    types: [
      {
        code: 'OFF-DSK',
        name: 'Desks',
        url: 'desks',
        weight: 4,
        shape: 'desk',
        description: 'Writing desks, height-adjustable desks and corner desks.',
        price: [399, 1299],
        cbm: [0.25, 0.5],
        materials: TIMBER,
        colours: [1, 3],
        sizes: { options: [mm(1200, 1), mm(1500, 1.15), mm(1800, 1.3)], count: [2, 3] },
        tags: ['solid-timber', 'small-spaces', 'easy-assembly', 'storage'],
        about: [
          'The {name} gives a laptop, a second screen and a notebook room to spread out.',
          'A cable tray under the {name} keeps chargers off the floor.',
        ],
        variants: [
          { code: 'OFF-DSK-WRT', name: 'Writing Desks', url: 'writing-desks', title: '{m} Desk' },
          {
            code: 'OFF-DSK-STD',
            name: 'Standing Desks',
            url: 'standing-desks',
            title: '{m} Height Adjustable Desk',
            factor: 1.6,
            tags: ['ergonomic', 'easy-assembly'],
          },
          {
            code: 'OFF-DSK-CNR',
            name: 'Corner Desks',
            url: 'corner-desks',
            title: '{m} Corner Desk',
            factor: 1.2,
            sizes: null,
          },
        ],
      },
      {
        code: 'OFF-CHR',
        name: 'Office Chairs',
        url: 'office-chairs',
        weight: 4,
        shape: 'office-chair',
        description: 'Task, ergonomic and executive chairs.',
        price: [199, 1199],
        cbm: [0.2, 0.35],
        materials: [
          ['Mesh', 'mesh'],
          ['Fabric', 'fabric'],
          ['Faux Leather', 'leather'],
        ],
        colours: [1, 3],
        tags: ['ergonomic', 'easy-assembly'],
        about: [
          'Lumbar support and a synchro-tilt mechanism in the {name} keep you comfortable through long workdays.',
          'The {name} adjusts in height, tilt and armrests to fit whoever sits in it.',
        ],
        variants: [
          { code: 'OFF-CHR-TSK', name: 'Task Chairs', url: 'task-chairs', title: '{m} Task Chair', factor: 0.6 },
          {
            code: 'OFF-CHR-ERG',
            name: 'Ergonomic Chairs',
            url: 'ergonomic-chairs',
            title: '{m} Ergonomic Chair',
            factor: 1.4,
          },
          {
            code: 'OFF-CHR-EXE',
            name: 'Executive Chairs',
            url: 'executive-chairs',
            title: '{m} Executive Chair',
            factor: 1.2,
            materials: [
              ['Faux Leather', 'leather'],
              ['Leather', 'leather'],
            ],
          },
        ],
      },
      {
        code: 'OFF-BKC',
        name: 'Bookcases & Storage',
        url: 'bookcases-storage',
        weight: 2,
        shape: 'bookcase',
        description: 'Shelving, cube storage and filing cabinets.',
        price: [199, 899],
        cbm: [0.2, 0.5],
        materials: TIMBER,
        colours: [1, 3],
        tags: ['storage', 'easy-assembly', 'small-spaces'],
        about: [
          'The {name} keeps files, books and the printer in order.',
          'Fixed and adjustable shelves let the {name} take folders, boxes and binders.',
        ],
        variants: [
          { code: 'OFF-BKC-SHF', name: 'Shelving', url: 'shelving', title: '{m} Bookshelf' },
          {
            code: 'OFF-BKC-CUB',
            name: 'Cube Storage',
            url: 'cube-storage',
            title: '{m} Cube Storage Unit',
            factor: 0.8,
          },
          {
            code: 'OFF-BKC-FIL',
            name: 'Filing Cabinets',
            url: 'filing-cabinets',
            title: '{m} Filing Cabinet',
            shape: 'tallboy',
            cbm: [0.12, 0.25],
          },
        ],
      },
    ],
  },
  {
    code: 'OUT',
    name: 'Outdoor',
    url: 'outdoor',
    description: 'Lounge, dining and sun loungers built for the Kiwi summer.',
    types: [
      {
        code: 'OUT-LNG',
        name: 'Outdoor Lounge',
        url: 'outdoor-lounge',
        weight: 3,
        shape: 'outdoor-lounge',
        description: 'Outdoor sofas, lounge sets and daybeds.',
        price: [999, 3999],
        cbm: [1.0, 1.8],
        materials: [
          ['Teak', 'outdoor'],
          ['Aluminium', 'outdoor'],
          ['Wicker', 'outdoor'],
        ],
        colours: [1, 3],
        tags: ['weatherproof', 'modular', 'family-friendly'],
        about: [
          'Quick-dry foam and UV-stable fabric let the {name} stay out on the deck all summer.',
          'The {name} turns a deck or patio into a second living room.',
        ],
        variants: [
          { code: 'OUT-LNG-SOF', name: 'Outdoor Sofas', url: 'outdoor-sofas', title: '{m} Outdoor Sofa' },
          {
            code: 'OUT-LNG-SET',
            name: 'Lounge Sets',
            url: 'lounge-sets',
            title: '{m} Outdoor Lounge Setting',
            factor: 1.5,
            cbm: [1.8, 2.4],
          },
          { code: 'OUT-LNG-DAY', name: 'Daybeds', url: 'daybeds', title: '{m} Outdoor Daybed', factor: 1.2 },
        ],
      },
      {
        code: 'OUT-DIN',
        name: 'Outdoor Dining',
        url: 'outdoor-dining',
        weight: 3,
        shape: 'outdoor-dining',
        description: 'Outdoor tables, chairs and dining settings.',
        price: [699, 2299],
        cbm: [0.4, 0.8],
        materials: [
          ['Teak', 'outdoorFrame'],
          ['Aluminium', 'outdoorFrame'],
          ['Acacia', 'outdoorFrame'],
        ],
        colours: [1, 3],
        tags: ['weatherproof', 'family-friendly', 'fsc-certified'],
        about: [
          'The {name} shrugs off sun and salt air, so long lunches can move outside.',
          'Rust-proof fittings and a weather-resistant finish keep the {name} looking good year-round.',
        ],
        variants: [
          {
            code: 'OUT-DIN-SET',
            name: 'Outdoor Dining Sets',
            url: 'outdoor-dining-sets',
            title: '7 Piece Outdoor Dining Setting',
            bundle: [
              { cat3: 'OUT-DIN-TBL', qty: 1 },
              { cat3: 'OUT-DIN-CHR', qty: 6 },
            ],
          },
          {
            code: 'OUT-DIN-TBL',
            name: 'Outdoor Tables',
            url: 'outdoor-tables',
            title: '{m} Outdoor Dining Table',
            shape: 'dining-table',
          },
          {
            code: 'OUT-DIN-CHR',
            name: 'Outdoor Chairs',
            url: 'outdoor-chairs',
            title: '{m} Outdoor Dining Chair',
            shape: 'dining-chair',
            price: [129, 349],
            cbm: [0.12, 0.25],
          },
        ],
      },
      {
        code: 'OUT-SUN',
        name: 'Sun Loungers',
        url: 'sun-loungers',
        weight: 2,
        shape: 'sun-lounger',
        description: 'Sun loungers and deck chairs for the pool or the beach.',
        price: [299, 1199],
        cbm: [0.3, 0.6],
        materials: [
          ['Teak', 'outdoorFrame'],
          ['Aluminium', 'outdoorFrame'],
        ],
        colours: [1, 3],
        tags: ['weatherproof', 'easy-assembly'],
        about: [
          'Five back positions and wheels make the {name} easy to follow the sun.',
          'Stretch out on the {name} by the pool, then stack it away for winter.',
        ],
        variants: [
          { code: 'OUT-SUN-LNG', name: 'Sun Loungers', url: 'sun-loungers', title: '{m} Sun Lounger' },
          {
            code: 'OUT-SUN-DCK',
            name: 'Deck Chairs',
            url: 'deck-chairs',
            title: '{m} Deck Chair',
            factor: 0.35,
            cbm: [0.08, 0.14],
          },
        ],
      },
    ],
  },
  {
    code: 'MAT',
    name: 'Mattresses',
    url: 'mattresses',
    description: 'Mattresses, bases and pillows for a better night’s sleep.',
    types: [
      {
        code: 'MAT-MAT',
        name: 'Mattresses',
        url: 'mattresses',
        weight: 6,
        shape: 'mattress',
        description: 'Pocket spring, latex, memory foam and hybrid mattresses, firm to plush.',
        price: [899, 3499],
        cbm: [0.35, 0.55],
        materials: [
          ['Pocket Spring', 'bedding'],
          ['Memory Foam', 'bedding'],
          ['Latex', 'bedding'],
          ['Hybrid', 'bedding'],
        ],
        colours: [1, 1],
        sizes: { ...bedSizeRule, count: [4, 6] },
        tags: ['made-in-nz', 'eco-friendly'],
        about: [
          'Individually wrapped coils in the {name} move with you, so a restless partner goes unnoticed.',
          'The {name} has a breathable quilted top and a reinforced edge you can sit on.',
        ],
        variants: [
          { code: 'MAT-MAT-FRM', name: 'Firm', url: 'firm', title: '{m} Firm Mattress' },
          { code: 'MAT-MAT-MED', name: 'Medium', url: 'medium', title: '{m} Medium Mattress' },
          { code: 'MAT-MAT-PLS', name: 'Plush', url: 'plush', title: '{m} Plush Mattress', factor: 1.1 },
        ],
      },
      {
        code: 'MAT-BAS',
        name: 'Bases',
        url: 'bases',
        weight: 3,
        shape: 'bed-base',
        description: 'Standard, storage and adjustable bed bases.',
        price: [399, 1299],
        cbm: [0.3, 0.5],
        materials: [
          ['', 'base'],
          ['Upholstered', 'base'],
        ],
        colours: [1, 3],
        sizes: { ...bedSizeRule, count: [4, 6] },
        tags: ['made-in-nz', 'storage'],
        about: [
          'The {name} gives a mattress a firm, even footing and lifts it to a comfortable height.',
          'Solid timber framing makes the {name} quiet and strong.',
        ],
        variants: [
          { code: 'MAT-BAS-STD', name: 'Standard Bases', url: 'standard-bases', title: '{m} Bed Base' },
          {
            code: 'MAT-BAS-STO',
            name: 'Storage Bases',
            url: 'storage-bases',
            title: '{m} Drawer Base',
            factor: 1.3,
            tags: ['storage', 'small-spaces'],
          },
          {
            code: 'MAT-BAS-ADJ',
            name: 'Adjustable Bases',
            url: 'adjustable-bases',
            title: '{m} Adjustable Base',
            factor: 2.4,
          },
        ],
      },
      {
        code: 'MAT-PIL',
        name: 'Pillows',
        url: 'pillows',
        weight: 3,
        shape: 'pillow',
        description: 'Latex, memory foam, feather and microfibre pillows.',
        price: [49, 179],
        cbm: [0.02, 0.04],
        materials: [
          ['Latex', 'bedding'],
          ['Memory Foam', 'bedding'],
          ['Feather and Down', 'bedding'],
          ['Microfibre', 'bedding'],
        ],
        colours: [1, 1],
        sizes: {
          options: [
            { code: 'standard', label: 'Standard', factor: 1 },
            { code: 'king', label: 'King', factor: 1.25 },
          ],
          count: [1, 2],
        },
        tags: ['eco-friendly', 'made-in-nz'],
        about: [
          'The {name} cradles your neck and keeps its loft night after night.',
          'A removable cotton cover makes the {name} easy to keep fresh.',
        ],
        variants: [
          { code: 'MAT-PIL-SFT', name: 'Soft Pillows', url: 'soft-pillows', title: '{m} Soft Pillow' },
          { code: 'MAT-PIL-MED', name: 'Medium Pillows', url: 'medium-pillows', title: '{m} Medium Pillow' },
          { code: 'MAT-PIL-FRM', name: 'Firm Pillows', url: 'firm-pillows', title: '{m} Firm Pillow' },
        ],
      },
    ],
  },
];
