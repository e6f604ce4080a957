// Things to sit on. Upholstery takes the product colour; legs and frames keep their own material.
import { box, legs, mark, prism, taperedLeg, type Model, type Part, type Role } from './parts.ts';

export function sofa(): Model {
  const parts: Part[] = [
    ...[10, 184].flatMap((x) => [taperedLeg(x, 78, 12, 'wood'), taperedLeg(x, 6, 12, 'wood')]),
    box(0, 12, 200, 22, 0, 90, 'dark', 4),
    box(4, 34, 192, 50, 74, 16, 'main', 10),
    box(22, 38, 78, 42, 58, 16, 'light', 10),
    box(100, 38, 78, 42, 58, 16, 'light', 10),
    box(22, 34, 78, 17, 2, 56, 'main', 7),
    box(100, 34, 78, 17, 2, 56, 'main', 7),
    box(0, 12, 22, 50, 0, 90, 'main', 10),
    box(178, 12, 22, 50, 0, 90, 'main', 10),
  ];
  return { parts, focus: [178, 50] };
}

export function armchair(): Model {
  const parts: Part[] = [
    taperedLeg(6, 64, 16, 'wood'),
    taperedLeg(73, 64, 16, 'wood'),
    taperedLeg(6, 6, 16, 'wood'),
    taperedLeg(73, 6, 16, 'wood'),
    box(0, 16, 85, 20, 0, 76, 'dark', 5),
    box(4, 36, 77, 58, 62, 14, 'main', 16),
    box(15, 36, 55, 15, 2, 60, 'light', 6),
    box(0, 16, 15, 44, 0, 76, 'main', 8),
    box(70, 16, 15, 44, 0, 76, 'main', 8),
  ];
  return { parts, focus: [65, 52] };
}

export function ottoman(): Model {
  const parts: Part[] = [
    ...[4, 70].flatMap((x) => [taperedLeg(x, 48, 9, 'wood'), taperedLeg(x, 6, 9, 'wood')]),
    box(0, 9, 80, 28, 0, 60, 'main', 8),
    box(2, 35, 76, 10, 2, 56, 'light', 5),
    mark(8, 36, 64, 1.4, 2, 'dark'),
  ];
  return { parts, focus: [60, 36] };
}

/** Which roles a chair's legs, seat and back take: timber legs indoors, all frame outdoors. */
export interface ChairLook {
  leg: Role;
  seat: Role;
  back: Role;
}
const INDOOR: ChairLook = { leg: 'wood', seat: 'main', back: 'main' };

/** `hidden` leaves out the front legs, for a chair standing behind a table that hides them. */
export function diningChair(x = 0, z = 0, look: ChairLook = INDOOR, hidden = false): Part[] {
  return [
    box(x + 4, 0, 4, 88, z + 42, 4, look.leg),
    box(x + 37, 0, 4, 88, z + 42, 4, look.leg),
    box(x + 2, 58, 41, 28, z + 40, 6, look.back, 5),
    ...(hidden
      ? []
      : [taperedLeg(x + 4, z + 3, 45, look.leg, 4.5, 3), taperedLeg(x + 36.5, z + 3, 45, look.leg, 4.5, 3)]),
    box(x, 45, 45, 7, z, 46, look.seat, 3),
  ];
}

export function diningChairModel(): Model {
  return { parts: diningChair(), focus: [22, 58] };
}

/** A dining chair seen from its side, facing right or left, for the ends of a table. */
export function sideChair(x: number, z: number, facingRight: boolean, look: ChairLook = INDOOR): Part[] {
  const backX = facingRight ? x : x + 41;
  return [
    box(x + 2, 0, 4, 45, z + 3, 4, look.leg),
    box(x + 39, 0, 4, 45, z + 3, 4, look.leg),
    box(backX, 0, 4, 88, z + 39, 4, look.leg),
    box(x, 45, 45, 7, z, 46, look.seat, 3),
    box(backX, 52, 5, 32, z + 2, 42, look.back, 2),
  ];
}

export function barStool(): Model {
  const parts: Part[] = [
    ...legs(3, 42, 3, 42, 72, 'metal', 3),
    box(3, 26, 39, 2.5, 3, 3, 'metal'),
    box(3, 26, 39, 2.5, 39, 3, 'metal'),
    box(0, 72, 45, 8, 0, 45, 'main', 4),
    box(5, 80, 35, 16, 40, 5, 'main', 5),
  ];
  return { parts, focus: [30, 76] };
}

export function officeChair(): Model {
  const caster = (x: number, z: number) => box(x, 0, 7, 5, z, 6, 'metal', 2.5);
  const parts: Part[] = [
    caster(29, 56),
    caster(2, 36),
    caster(56, 36),
    caster(10, 4),
    caster(48, 4),
    box(4, 5, 57, 4, 8, 46, 'metal', 2),
    box(29, 9, 7, 32, 29, 7, 'metal'),
    box(9, 50, 47, 60, 56, 8, 'main', 14),
    box(5, 40, 55, 11, 6, 52, 'main', 5),
    box(2, 48, 4, 16, 26, 4, 'metal'),
    box(59, 48, 4, 16, 26, 4, 'metal'),
    box(0, 63, 9, 4, 14, 30, 'metal', 2),
    box(56, 63, 9, 4, 14, 30, 'metal', 2),
    mark(14, 60, 37, 2, 56, 'dark'),
  ];
  return { parts, focus: [40, 62] };
}

export function outdoorLounge(): Model {
  const parts: Part[] = [
    ...legs(0, 220, 0, 85, 8, 'frame', 8),
    box(0, 8, 220, 18, 0, 85, 'frame'),
    box(0, 26, 220, 40, 75, 10, 'frame'),
    ...[0, 1, 2].map((i) => box(16 + 63 * i, 30, 62, 36, 60, 15, 'light', 8)),
    ...[0, 1, 2].map((i) => box(16 + 63 * i, 26, 62, 15, 2, 58, 'main', 5)),
    box(0, 8, 16, 48, 0, 85, 'frame'),
    box(204, 8, 16, 48, 0, 85, 'frame'),
    mark(5, 12, 2, 40, 0, 'dark'),
    mark(9, 12, 2, 40, 0, 'dark'),
    mark(209, 12, 2, 40, 0, 'dark'),
    mark(213, 12, 2, 40, 0, 'dark'),
  ];
  return { parts, focus: [190, 40] };
}

/** Seen from its side: a long frame, a tilted back, a cushion in outdoor canvas. */
export function sunLounger(): Model {
  const parts: Part[] = [
    box(6, 0, 6, 22, 4, 6, 'main'),
    box(6, 0, 6, 22, 60, 6, 'main'),
    box(150, 0, 6, 22, 4, 6, 'main'),
    box(150, 0, 6, 22, 60, 6, 'main'),
    box(0, 22, 160, 6, 0, 70, 'main', 2),
    prism(
      [
        [150, 28],
        [160, 28],
        [200, 72],
        [192, 76],
      ],
      2,
      66,
      'main',
    ),
    box(3, 28, 148, 7, 3, 64, 'cushion', 3),
    prism(
      [
        [150, 30],
        [192, 76],
        [187.5, 80],
        [145.5, 34],
      ],
      3,
      64,
      'cushion',
    ),
  ];
  return { parts, focus: [150, 40] };
}
