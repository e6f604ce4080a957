// Tables and case goods: the product colour is the timber or painted finish.
import { box, legs, mark, taperedLeg, type Model, type Part } from './parts.ts';

/** Drawer fronts: gaps between rows (and columns) and a handle on each. */
function drawers(x: number, y: number, w: number, h: number, rows: number, cols = 1): Part[] {
  const out: Part[] = [];
  const rh = h / rows;
  const cw = w / cols;
  for (let r = 1; r < rows; r++) out.push(mark(x, y + rh * r - 0.6, w, 1.2, 0, 'gap'));
  for (let c = 1; c < cols; c++) out.push(mark(x + cw * c - 0.6, y, 1.2, h, 0, 'gap'));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++)
      out.push(
        mark(x + cw * c + cw / 2 - Math.min(9, cw / 6), y + rh * r + rh * 0.62, Math.min(18, cw / 3), 1.8, 0, 'metal'),
      );
  }
  return out;
}

export function coffeeTable(): Model {
  const parts: Part[] = [
    ...[4, 110].flatMap((x) => [taperedLeg(x, 50, 40, 'main'), taperedLeg(x, 4, 40, 'main')]),
    box(8, 12, 104, 3, 8, 44, 'dark'),
    box(0, 40, 120, 5, 0, 60, 'main', 1.5),
  ];
  return { parts, focus: [105, 36] };
}

export function tvUnit(): Model {
  const parts: Part[] = [
    ...legs(6, 174, 4, 41, 10, 'wood', 4),
    box(0, 10, 180, 42, 0, 45, 'main', 2),
    box(62, 14, 56, 34, -0.2, 0.2, 'dark'),
    mark(60, 12, 1.2, 38, 0, 'gap'),
    mark(119, 12, 1.2, 38, 0, 'gap'),
    mark(22, 38, 20, 1.8, 0, 'metal'),
    mark(138, 38, 20, 1.8, 0, 'metal'),
  ];
  return { parts, focus: [150, 32] };
}

export function bookcase(): Model {
  const shelves = [8, 50, 92, 134];
  const books: Part[] = [];
  const tones = ['book1', 'book2', 'book3'] as const;
  shelves.slice(0, 3).forEach((y, s) => {
    let x = 10 + s * 14;
    for (let i = 0; i < 3; i++) {
      const w = 5 + ((i + s) % 3) * 2;
      books.push(box(x, y + 3, w, 26 + ((i * 5 + s * 3) % 9), 8, 20, tones[(i + s) % 3]!));
      x += w + 1;
    }
  });
  const parts: Part[] = [
    box(4, 8, 82, 168, 31, 3, 'dark'),
    ...shelves.map((y) => box(4, y, 82, 3, 0, 31, 'main')),
    ...books,
    box(0, 0, 90, 8, 0, 34, 'main'),
    box(0, 176, 90, 4, 0, 34, 'main'),
    box(0, 0, 4, 180, 0, 34, 'main'),
    box(86, 0, 4, 180, 0, 34, 'main'),
  ];
  return { parts, focus: [45, 120] };
}

export function diningTable(x = 0, z = 0, w = 180): Part[] {
  return [
    ...[x + 8, x + w - 15].flatMap((lx) => [box(lx, 0, 7, 66, z + 75, 7, 'main'), box(lx, 0, 7, 66, z + 8, 7, 'main')]),
    box(x + 6, 64, w - 12, 8, z + 6, 78, 'dark'),
    box(x, 72, w, 4.5, z, 90, 'main', 1),
  ];
}

export function diningTableModel(): Model {
  return { parts: diningTable(), focus: [160, 60] };
}

export function sideboard(): Model {
  const parts: Part[] = [
    ...[6, 168].flatMap((x) => [taperedLeg(x, 36, 16, 'main'), taperedLeg(x, 3, 16, 'main')]),
    box(0, 16, 180, 62, 0, 45, 'main', 2),
    ...[45, 90, 135].map((x) => mark(x - 0.6, 18, 1.2, 58, 0, 'gap')),
    ...[41, 49, 131, 139].map((x) => mark(x - 1, 40, 2, 14, 0, 'metal')),
  ];
  return { parts, focus: [135, 50] };
}

/** `small` draws it as one of a suite: front legs and drawer gaps only, to keep the picture light. */
export function bedside(x = 0, z = 0, small = false): Part[] {
  return [
    ...[x + 3, x + 41].flatMap((lx) => [
      taperedLeg(lx, z + 3, 14, 'main'),
      ...(small ? [] : [taperedLeg(lx, z + 30, 14, 'main')]),
    ]),
    box(x, 14, 50, 42, z, 40, 'main', 2),
    ...(small
      ? [mark(x + 2, 34.4, 46, 1.2, z, 'gap')]
      : drawers(x + 2, 16, 46, 38, 2).map((p) => ({ ...p, z: p.z + z }))),
  ];
}

export function bedsideModel(): Model {
  return { parts: bedside(), focus: [25, 36] };
}

export function dresser(): Model {
  const parts: Part[] = [
    ...[4, 140].flatMap((x) => [taperedLeg(x, 36, 12, 'main'), taperedLeg(x, 3, 12, 'main')]),
    box(0, 12, 150, 70, 0, 45, 'main', 2),
    ...drawers(2, 14, 146, 66, 3, 2),
  ];
  return { parts, focus: [110, 50] };
}

export function tallboy(): Model {
  const parts: Part[] = [
    ...[4, 70].flatMap((x) => [taperedLeg(x, 36, 12, 'main'), taperedLeg(x, 3, 12, 'main')]),
    box(0, 12, 80, 112, 0, 45, 'main', 2),
    ...drawers(2, 14, 76, 108, 5),
  ];
  return { parts, focus: [40, 80] };
}

export function desk(): Model {
  const side = (x: number) => [box(x, 0, 6, 3, 4, 56, 'metal'), box(x, 3, 6, 68, 30, 6, 'metal')];
  const parts: Part[] = [
    ...side(8),
    ...side(126),
    box(14, 60, 112, 4, 34, 3, 'metal'),
    box(72, 60, 52, 11, 3, 56, 'dark', 1),
    mark(89, 64, 18, 1.8, 3, 'metal'),
    box(0, 71, 140, 4, 0, 65, 'main', 1),
  ];
  return { parts, focus: [110, 66] };
}
