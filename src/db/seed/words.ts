// Names the demo shop uses beside its category tree: collections (named for New Zealand trees,
// birds and places), styles, tags, and the sentences product descriptions are built from.

export const COLLECTIONS = [
  'Aria',
  'Tasman',
  'Kowhai',
  'Rimu',
  'Harbour',
  'Totara',
  'Matai',
  'Pohutukawa',
  'Karaka',
  'Manuka',
  'Nikau',
  'Ponga',
  'Tui',
  'Piha',
  'Raglan',
  'Wanaka',
  'Hokitika',
  'Coromandel',
  'Kaikoura',
  'Waiheke',
  'Rangitoto',
  'Takaka',
  'Aoraki',
  'Hauraki',
  'Ruapehu',
  'Matakana',
  'Akaroa',
  'Kapiti',
  'Tawa',
  'Miro',
] as const;

/** Words that tell apart two products of one kind in one collection (catalogue.ts, uniqueName). */
export const NAME_RANGES = [
  'Ridge',
  'Bay',
  'Grove',
  'Cove',
  'Haven',
  'Lodge',
  'Studio',
  'Heritage',
  'Coastal',
  'Loft',
  'Vale',
  'Point',
  'Terrace',
  'Glen',
  'Field',
  'Stone',
  'Moana',
  'Awa',
  'Harbourside',
  'Valley',
  'Park',
  'Hill',
  'Beach',
  'Classic',
] as const;

const COLLECTION_MOODS = [
  'clean lines and honest materials',
  'relaxed, coastal comfort',
  'warm timber tones and soft curves',
  'pared-back shapes that suit small homes',
  'generous proportions for busy family homes',
  'a nod to mid-century design',
] as const;

export function collectionDescription(name: string, index: number): string {
  return `The ${name} collection: ${COLLECTION_MOODS[index % COLLECTION_MOODS.length]}, in pieces made to go together.`;
}

export const STYLES = [
  {
    name: 'Scandinavian',
    url: 'scandinavian',
    description: 'Light timbers, soft neutrals and simple, useful forms.',
    phrase: 'light Scandinavian lines',
  },
  {
    name: 'Industrial',
    url: 'industrial',
    description: 'Raw timber, black metal and a workshop feel.',
    phrase: 'an industrial edge of black metal and raw timber',
  },
  {
    name: 'Coastal',
    url: 'coastal',
    description: 'Washed timbers and breezy fabrics, like a bach by the beach.',
    phrase: 'a relaxed coastal feel',
  },
  {
    name: 'Contemporary',
    url: 'contemporary',
    description: 'Today’s shapes and colours, clean and comfortable.',
    phrase: 'clean contemporary styling',
  },
  {
    name: 'Classic',
    url: 'classic',
    description: 'Timeless shapes with turned legs and rich finishes.',
    phrase: 'timeless classic detailing',
  },
  {
    name: 'Mid-Century',
    url: 'mid-century',
    description: 'Tapered legs, warm walnut and the optimism of the 1950s.',
    phrase: 'tapered mid-century legs',
  },
] as const;

export const TAGS = [
  { url: 'small-spaces', name: 'Small Spaces' },
  { url: 'solid-timber', name: 'Solid Timber' },
  { url: 'pet-friendly', name: 'Pet Friendly' },
  { url: 'made-in-nz', name: 'Made in NZ' },
  { url: 'easy-assembly', name: 'Easy Assembly' },
  { url: 'stain-resistant', name: 'Stain Resistant' },
  { url: 'modular', name: 'Modular' },
  { url: 'storage', name: 'Storage' },
  { url: 'fsc-certified', name: 'FSC Certified' },
  { url: 'family-friendly', name: 'Family Friendly' },
  { url: 'extendable', name: 'Extendable' },
  { url: 'ergonomic', name: 'Ergonomic' },
  { url: 'weatherproof', name: 'Weatherproof' },
  { url: 'kids', name: 'Kids' },
  { url: 'eco-friendly', name: 'Eco Friendly' },
  { url: 'performance-fabric', name: 'Performance Fabric' },
] as const;

/** Tags a material word implies, whatever the product type. */
export const MATERIAL_TAGS: Record<string, string> = {
  'Solid Timber': 'solid-timber',
  Leather: 'pet-friendly',
  Latex: 'eco-friendly',
  Teak: 'solid-timber',
};

/** The second sentence of a description: what it is made of; `{colours}` lists the colours. */
export const MATERIAL_SENTENCES: Record<string, string> = {
  fabric: 'Upholstered in a hard-wearing, easy-care fabric, it comes in {colours}.',
  leather: 'Covered in supple, hard-wearing leather that softens with age, it comes in {colours}.',
  timber: 'Built from sustainably sourced timber with a protective finish, it comes in {colours}.',
  painted: 'Its durable finish wipes clean, and it comes in {colours}.',
  bedding: 'A breathable cotton-blend cover keeps it fresh.',
  base: 'Covered in a durable woven fabric, it comes in {colours}.',
  mesh: 'Breathable mesh and fabric keep you cool; it comes in {colours}.',
  outdoor: 'Its cushions are covered in fade-resistant outdoor fabric, in {colours}.',
  outdoorFrame: 'Its weather-resistant frame comes in {colours}.',
};

export const CARE_SENTENCES = [
  'Backed by our five-year structural warranty.',
  'Delivered to your door anywhere in New Zealand, or collect it from a store.',
  'Pair it with other pieces from the {collection} collection.',
  'Designed in New Zealand and made to last.',
] as const;
