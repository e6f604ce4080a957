// The vocabulary furniture drawings are written in: solids made by pushing a flat front profile
// back in depth. Units are centimetres; x runs right, y up from the floor, z back from the front.
// One model gives both the straight-on view and the angled one, so the two always agree.

/** Colour roles: `main` is the product colour, the rest derive from it or are fixed materials. */
export type Role =
  | 'main'
  | 'light'
  | 'dark'
  | 'gap'
  | 'wood'
  | 'metal'
  | 'linen'
  | 'linen2'
  | 'throw'
  | 'cushion'
  | 'frame'
  | 'plinth'
  | 'book1'
  | 'book2'
  | 'book3';

export interface Part {
  /** Front profile, counter-clockwise, y up. */
  pts: [number, number][];
  /** Corner radius when the profile is a rectangle. */
  r: number;
  z: number;
  d: number;
  c: Role;
}

export interface Model {
  parts: Part[];
  /** Centre of the close-up view (x, y in cm), and how far it zooms in (default 1.8). */
  focus: [number, number];
  zoom?: number;
}

/** A block: front rectangle at (x, y) of w × h, from depth z to z + d. */
export function box(x: number, y: number, w: number, h: number, z: number, d: number, c: Role, r = 0): Part {
  return {
    pts: [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    r: Math.min(r, w / 2, h / 2),
    z,
    d,
    c,
  };
}

/** A solid with any convex front profile (tapered legs, sloping backs). */
export function prism(pts: [number, number][], z: number, d: number, c: Role): Part {
  return { pts, r: 0, z, d, c };
}

/** A mark on a front face (drawer gaps, handles): a very thin solid just in front of it. */
export function mark(x: number, y: number, w: number, h: number, z: number, c: Role): Part {
  return box(x, y, w, h, z - 0.6, 0.6, c);
}

/** Four legs of w × w section and height h, inset from a footprint. */
export function legs(x0: number, x1: number, z0: number, z1: number, h: number, c: Role, w = 5, y = 0): Part[] {
  return [
    box(x0, y, w, h, z1 - w, w, c),
    box(x1 - w, y, w, h, z1 - w, w, c),
    box(x0, y, w, h, z0, w, c),
    box(x1 - w, y, w, h, z0, w, c),
  ];
}

/** A tapered leg, wider at the top, as mid-century and Scandinavian pieces have. */
export function taperedLeg(x: number, z: number, h: number, c: Role, top = 6, foot = 3.5, y = 0): Part {
  const inset = (top - foot) / 2;
  return prism(
    [
      [x + inset, y],
      [x + inset + foot, y],
      [x + top, y + h],
      [x, y + h],
    ],
    z,
    top,
    c,
  );
}

export function moved(parts: Part[], dx: number, dz: number, dy = 0): Part[] {
  return parts.map((p) => ({ ...p, pts: p.pts.map(([x, y]) => [x + dx, y + dy] as [number, number]), z: p.z + dz }));
}

export interface Bounds {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export function boundsOf(p: Part): Bounds {
  const xs = p.pts.map((q) => q[0]);
  const ys = p.pts.map((q) => q[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

/**
 * Painter's order for the angled view, which looks from the front, a little from above and from the
 * right: a part that is wholly behind, below or left of another is drawn first. Parts that overlap
 * in every axis keep the order they were written in.
 */
// Parts that merely touch (or overlap by a hair, as a cushion on a frame does) still count as apart.
const TOUCH = 0.5;

export function paintOrder(parts: Part[]): Part[] {
  const b = parts.map(boundsOf);
  const before = (i: number, j: number) =>
    parts[i]!.z >= parts[j]!.z + parts[j]!.d - TOUCH || b[i]!.y1 <= b[j]!.y0 + TOUCH || b[i]!.x1 <= b[j]!.x0 + TOUCH;
  const n = parts.length;
  const waits = Array.from({ length: n }, () => new Set<number>());
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i !== j && before(i, j) && !before(j, i)) waits[j]!.add(i);
    }
  }
  const done = new Set<number>();
  const order: Part[] = [];
  while (order.length < n) {
    // The first part (in writing order) with nothing left to wait for; on a cycle, the first not drawn.
    let next = -1;
    for (let i = 0; i < n && next < 0; i++) if (!done.has(i) && [...waits[i]!].every((k) => done.has(k))) next = i;
    if (next < 0) next = [...Array(n).keys()].find((i) => !done.has(i))!;
    done.add(next);
    order.push(parts[next]!);
  }
  return order;
}
