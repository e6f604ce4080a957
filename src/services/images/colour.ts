// Colour arithmetic for the drawings: shades of the product colour, and the fixed materials around
// it (legs, linen, books) that make a piece read as furniture whatever its colour.
import type { Role } from './parts.ts';

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved a fraction `t` of the way towards `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = channels(a);
  const y = channels(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function roles(hex: string): Record<Role, string> {
  const darkColour = luminance(hex) < 0.06;
  return {
    main: hex,
    light: mix(hex, '#ffffff', darkColour ? 0.1 : 0.16),
    dark: darkColour ? mix(hex, '#ffffff', 0.08) : mix(hex, '#000000', 0.14),
    // Gaps and seams must show on black as on white.
    gap: darkColour ? mix(hex, '#ffffff', 0.3) : mix(hex, '#000000', 0.32),
    wood: '#6f4f37',
    metal: '#3c3c3e',
    linen: '#f7f3eb',
    linen2: '#ebe4d7',
    throw: '#c9b89b',
    cushion: '#ece5d7',
    frame: '#9b6e46',
    plinth: '#5a5c60',
    book1: '#9a5443',
    book2: '#47657a',
    book3: '#c9a352',
  };
}
