// Bundles drawn as the room they make: a table with two chairs behind it and one at each end.
import { diningTable } from './cases.ts';
import { mark, type Model, type Part } from './parts.ts';
import { diningChair, sideChair, type ChairLook } from './seating.ts';

function setting(look?: ChairLook, extra: Part[] = []): Part[] {
  return [
    ...diningChair(70, 95, look, true),
    ...diningChair(145, 95, look, true),
    ...sideChair(0, 30, true, look),
    ...diningTable(50, 0, 160),
    ...extra,
    ...sideChair(215, 30, false, look),
  ];
}

export function diningSet(): Model {
  return { parts: setting(), focus: [90, 62], zoom: 1.4 };
}

/** Outdoors everything is the frame finish, with canvas seat cushions and a slatted top. */
export function outdoorDining(): Model {
  const slats = [1, 2, 3, 4, 5].map((i) => mark(50 + (160 / 6) * i, 72.5, 1, 4.5, 0, 'gap'));
  return { parts: setting({ leg: 'main', seat: 'cushion', back: 'main' }, slats), focus: [90, 62], zoom: 1.4 };
}
