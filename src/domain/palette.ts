// The colours products come in: the option code (the `ysel` of a variant), the shopper's label and a
// swatch hex. One list serves the seed, the swatches and the generated product images, so an image
// address never needs the database to know its colour.

export interface PaletteColour {
  code: string;
  label: string;
  hex: string;
}

export const PALETTE = [
  // Upholstery fabrics
  { code: 'oatmeal', label: 'Oatmeal', hex: '#d6c7ab' },
  { code: 'cream', label: 'Cream', hex: '#ece3d0' },
  { code: 'stone', label: 'Stone', hex: '#a9a296' },
  { code: 'charcoal', label: 'Charcoal', hex: '#4a4d52' },
  { code: 'sage', label: 'Sage', hex: '#9aab8e' },
  { code: 'forest', label: 'Forest Green', hex: '#3f5c48' },
  { code: 'navy', label: 'Navy', hex: '#2f3f5a' },
  { code: 'terracotta', label: 'Terracotta', hex: '#b8653f' },
  { code: 'mustard', label: 'Mustard', hex: '#c9982f' },
  { code: 'blush', label: 'Blush', hex: '#d9aa9d' },
  // Timber and painted finishes
  { code: 'natural-oak', label: 'Natural Oak', hex: '#c9a273' },
  { code: 'smoked-oak', label: 'Smoked Oak', hex: '#8b6a4c' },
  { code: 'walnut', label: 'Walnut', hex: '#6b4a33' },
  { code: 'black', label: 'Black', hex: '#2a2a2a' },
  { code: 'white', label: 'White', hex: '#f2f0eb' },
] as const satisfies readonly PaletteColour[];

export type ColourCode = (typeof PALETTE)[number]['code'];

const byCode = new Map<string, PaletteColour>(PALETTE.map((c) => [c.code, c]));

export function paletteColour(code: string): PaletteColour | undefined {
  return byCode.get(code);
}

/** Families of colours that make sense for a material (the seed picks a product's colours from one). */
export const COLOUR_FAMILIES = {
  fabric: ['oatmeal', 'cream', 'stone', 'charcoal', 'sage', 'forest', 'navy', 'terracotta', 'mustard', 'blush'],
  leather: ['stone', 'charcoal', 'terracotta', 'cream'],
  timber: ['natural-oak', 'smoked-oak', 'walnut', 'black', 'white'],
  painted: ['white', 'black', 'natural-oak'],
  bedding: ['white', 'cream', 'stone'],
  base: ['charcoal', 'stone', 'oatmeal', 'cream'],
  mesh: ['black', 'charcoal', 'navy', 'stone'],
  outdoor: ['stone', 'charcoal', 'cream', 'sage', 'navy'],
  outdoorFrame: ['natural-oak', 'black', 'white'],
} as const satisfies Record<string, readonly ColourCode[]>;

export type ColourFamily = keyof typeof COLOUR_FAMILIES;
