// Beds, bases, mattresses and pillows. A bed's frame and headboard take the product colour and
// wear fixed white linen; mattresses and pillows are their cover colour.
import { bedside } from './cases.ts';
import { box, legs, mark, type Model, type Part } from './parts.ts';

export function bed(x = 0, z = 0): Part[] {
  const at = (p: Part): Part => ({ ...p, pts: p.pts.map(([px, py]) => [px + x, py] as [number, number]), z: p.z + z });
  return [
    ...legs(4, 156, 4, 206, 8, 'wood', 6),
    box(0, 8, 160, 26, 0, 206, 'main', 3),
    box(0, 8, 160, 112, 206, 9, 'main', 8),
    box(4, 34, 152, 20, 4, 196, 'linen', 5),
    box(16, 50, 58, 24, 172, 24, 'linen2', 9),
    box(86, 50, 58, 24, 172, 24, 'linen2', 9),
    box(1, 34, 158, 26, -1, 132, 'linen', 7),
    box(1, 44, 158, 16.5, -1.5, 44, 'throw', 6),
  ].map(at);
}

export function bedModel(): Model {
  return { parts: bed(), focus: [30, 62] };
}

export function mattress(): Model {
  const parts: Part[] = [
    box(2, 0, 149, 14, 2, 196, 'plinth', 2),
    box(0, 14, 153, 28, 0, 200, 'main', 7),
    mark(4, 33, 145, 1.3, 0, 'gap'),
    mark(4, 22, 145, 1.3, 0, 'gap'),
    mark(24, 25, 14, 3, 0, 'dark'),
    mark(115, 25, 14, 3, 0, 'dark'),
  ];
  return { parts, focus: [30, 28] };
}

export function bedBase(): Model {
  const parts: Part[] = [
    ...legs(6, 147, 6, 197, 7, 'wood', 6),
    box(0, 7, 153, 30, 0, 203, 'main', 3),
    mark(3, 33, 147, 1.3, 0, 'gap'),
    mark(3, 10, 147, 1.3, 0, 'gap'),
  ];
  return { parts, focus: [30, 24] };
}

export function pillow(): Model {
  const parts: Part[] = [
    box(0, 0, 70, 17, 0, 46, 'main', 8),
    mark(8, 8, 54, 1, 0, 'dark'),
    box(6, 15, 64, 16, 8, 42, 'light', 8),
  ];
  return { parts, focus: [50, 18] };
}

export function bedroomSet(): Model {
  return { parts: [...bedside(0, 170, true), ...bed(60, 0), ...bedside(230, 170, true)], focus: [60, 60], zoom: 1.4 };
}
