// Turns a furniture model into a small SVG: a warm paper backdrop, a floor, a soft shadow, and the
// piece drawn straight on (view 1), at an angle (view 2) or close up with a colour swatch (view 3).
import { mix, roles } from './colour.ts';
import { boundsOf, paintOrder, type Model, type Part } from './parts.ts';

export const WIDTH = 480;
export const HEIGHT = 360;
const FLOOR_Y = 298;
const PAPER = '#fbf8f3';
const SAND = '#efe6d8';
/** Where depth goes on screen in the angled view: right and up, per cm of depth. */
const AX = 0.5;
const AY = 0.3;
const MAX_SCALE = 3.2;
const DETAIL_ZOOM = 1.8;

type Pt = [number, number];

interface View {
  angled: boolean;
  scale: number;
  ox: number;
  colours: Record<string, string>;
}

export function renderModel(model: Model, hex: string, view: 1 | 2 | 3): string {
  const colours = roles(hex);
  const angled = view === 2;
  const parts = paintOrder(model.parts);
  const fit = fitView(parts, angled);
  const v: View = { angled, scale: fit.scale, ox: fit.ox, colours };
  const body = mergePaths(parts.map((p) => drawPart(p, v)).join(''));
  const floorTop = angled ? Math.min(FLOOR_Y - 40, fit.backFloorY - 22) : FLOOR_Y - 46;
  const shadow = angled
    ? ellipse(
        fit.cx + fit.depth * AX * v.scale * 0.5,
        FLOOR_Y - fit.depth * AY * v.scale * 0.5,
        fit.w * v.scale * 0.5 + fit.depth * AX * v.scale * 0.35 + 14,
        fit.depth * AY * v.scale * 0.5 + 12,
      )
    : ellipse(fit.cx, FLOOR_Y, fit.w * v.scale * 0.5 + 22, 13);
  let scene = `${shadow}<g stroke="#2b2118" stroke-opacity=".2" stroke-linejoin="round">${body}</g>`;
  if (view === 3) {
    const [fx, fy] = model.focus;
    const sx = v.ox + fx * v.scale;
    const sy = FLOOR_Y - fy * v.scale;
    const k = model.zoom ?? DETAIL_ZOOM;
    scene = `<g transform="translate(${r1(WIDTH / 2 - sx * k)} ${r1(HEIGHT / 2 - sy * k)}) scale(${k})">${scene}</g>${swatch(hex)}`;
  }
  const { css, svg } = classify(scene);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<style>${css}</style>` +
    `<defs><radialGradient id="s"><stop offset="0" stop-color="#3b2a1a" stop-opacity=".28"/><stop offset="1" stop-color="#3b2a1a" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${PAPER}"/><rect y="${r0(view === 3 ? HEIGHT * 0.72 : floorTop)}" width="${WIDTH}" height="${HEIGHT}" fill="${SAND}"/>` +
    `${svg}</svg>`
  );
}

/** Colours used more than once become one-letter classes: the same picture in fewer bytes. */
function classify(svg: string): { css: string; svg: string } {
  const counts = new Map<string, number>();
  for (const m of svg.matchAll(/fill="(#[0-9a-f]{6})"/g)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const [fill, n] of counts) if (n > 1) names.set(fill, String.fromCharCode(97 + names.size));
  const css = [...names].map(([fill, name]) => `.${name}{fill:${fill}}`).join('');
  return {
    css,
    svg: svg.replace(/fill="(#[0-9a-f]{6})"/g, (all, fill: string) =>
      names.has(fill) ? `class="${names.get(fill)}"` : all,
    ),
  };
}

/** Scale and horizontal offset that fit the drawing (with its depth, when angled) into the frame. */
function fitView(parts: Part[], angled: boolean) {
  let x0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity,
    depth = 0;
  for (const p of parts) {
    for (const [x, y] of p.pts) {
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x + (angled ? (p.z + p.d) * AX : 0));
      y1 = Math.max(y1, y + (angled ? (p.z + p.d) * AY : 0));
    }
    depth = Math.max(depth, p.z + p.d);
  }
  const scale = Math.min(400 / (x1 - x0), 220 / y1, MAX_SCALE);
  const ox = WIDTH / 2 - ((x0 + x1) / 2) * scale;
  const w = x1 - x0 - (angled ? depth * AX : 0);
  return { scale, ox, cx: ox + (x0 + w / 2) * scale, w, depth, backFloorY: FLOOR_Y - depth * AY * scale };
}

function project(v: View, x: number, y: number, z: number): Pt {
  const dx = v.angled ? z * AX : 0;
  const dy = v.angled ? z * AY : 0;
  return [v.ox + (x + dx) * v.scale, FLOOR_Y - (y + dy) * v.scale];
}

function drawPart(p: Part, v: View): string {
  const fill = v.colours[p.c]!;
  const front = p.pts.map(([x, y]) => project(v, x, y, p.z));
  let out = '';
  if (v.angled && p.d > 1) {
    const back = p.pts.map(([x, y]) => project(v, x, y, p.z + p.d));
    if (p.r > 0) out += sweep(front, back, p.r * v.scale, mix(fill, '#000000', 0.16), mix(fill, '#ffffff', 0.12));
    else out += sides(front, back, fill, slender(p));
  }
  if (p.r > 0) {
    const [[ax, ay], , [cx, cy]] = front as [Pt, Pt, Pt, Pt];
    out += rect(ax, cy, cx - ax, ay - cy, p.r * v.scale, fill);
  } else {
    out += path([front], fill);
  }
  return out;
}

/**
 * Faces along the depth of a sharp-cornered solid that face the viewer: those whose outward normal
 * points up (lit, lighter) or right (in shade, darker).
 */
function sides(front: Pt[], back: Pt[], fill: string, noTop: boolean): string {
  let out = '';
  const n = front.length;
  for (let i = 0; i < n; i++) {
    const a = front[i]!,
      b = front[(i + 1) % n]!;
    // Screen y grows down; for a counter-clockwise profile (y up) the outward normal is (dy, -dx) in model terms.
    const ex = b[0] - a[0],
      ey = -(b[1] - a[1]);
    const nx = ey,
      ny = -ex;
    if (nx * AX + ny * AY <= 0.0001) continue;
    const up = ny > Math.abs(nx);
    if (up && noTop) continue;
    const tone = up ? mix(fill, '#ffffff', 0.12) : mix(fill, '#000000', 0.18);
    out += path([[a, b, back[(i + 1) % n]!, back[i]!]], tone);
  }
  return out;
}

/** Legs and posts: their tops are under a seat or a top anyway, so they are not drawn. */
function slender(p: Part): boolean {
  const b = boundsOf(p);
  return b.y1 - b.y0 > 4 * (b.x1 - b.x0);
}

/**
 * A rounded block seen at an angle: the outline it sweeps from front to back (corners cut where the
 * back's rounded corners are), in shade, then its lit top; the front face goes on last.
 */
function sweep(front: Pt[], back: Pt[], radius: number, shade: string, lit: string): string {
  const [fbl, fbr, ftr, ftl] = front as [Pt, Pt, Pt, Pt];
  const [, bbr, btr, btl] = back as [Pt, Pt, Pt, Pt];
  const r = Math.min(radius, (fbr[0] - fbl[0]) / 2, (fbl[1] - ftl[1]) / 2);
  const k = r * 0.3;
  const outline: Pt[] = [
    [ftl[0] + k, ftl[1] + k],
    [btl[0] + k, btl[1] + k],
    [btl[0] + r, btl[1]],
    [btr[0] - r, btr[1]],
    [btr[0] - k, btr[1] + k],
    [btr[0], btr[1] + r],
    [bbr[0], bbr[1] - r],
    [bbr[0] - k, bbr[1] - k],
    [fbr[0] - k, fbr[1] - k],
  ];
  // The lit top runs from the front's upper contour to the back's, round corners cut the same way.
  const top: Pt[] = [
    [ftl[0] + k, ftl[1] + k],
    [ftl[0] + r, ftl[1]],
    [ftr[0] - r, ftr[1]],
    [ftr[0] - k, ftr[1] + k],
    [btr[0] - k, btr[1] + k],
    [btr[0] - r, btr[1]],
    [btl[0] + r, btl[1]],
    [btl[0] + k, btl[1] + k],
  ];
  return path([outline], shade) + path([top], lit);
}

function path(polys: Pt[][], fill: string): string {
  return `<path d="${polys.map(pathData).join('')}" fill="${fill}"/>`;
}

/** Compact path data: the first point absolute, the rest as relative line-tos in whole pixels. */
function pathData(poly: Pt[]): string {
  const pts = poly.map(([x, y]) => [Math.round(x), Math.round(y)] as Pt);
  const nums: number[] = [];
  for (let i = 1; i < pts.length; i++) nums.push(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]);
  // A minus sign separates numbers by itself.
  const rel = nums.map((n, i) => (i > 0 && n >= 0 ? ` ${n}` : String(n))).join('');
  return `M${pts[0]![0]} ${pts[0]![1]}l${rel}z`;
}

/** Neighbouring paths of one colour become one element: same picture, fewer bytes. */
function mergePaths(svg: string): string {
  return svg.replace(
    /(<path d="[^"]*" fill="(#[0-9a-f]{6})"\/>)(?:<path d="[^"]*" fill="\2"\/>)+/g,
    (run, _first, fill: string) => {
      const ds = [...run.matchAll(/d="([^"]*)"/g)].map((m) => m[1]).join('');
      return `<path d="${ds}" fill="${fill}"/>`;
    },
  );
}

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string): string {
  return `<rect x="${r0(x)}" y="${r0(y)}" width="${r0(w)}" height="${r0(h)}" rx="${r0(rx)}" fill="${fill}"/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${r0(cx)}" cy="${r0(cy)}" rx="${r0(rx)}" ry="${r0(ry)}" fill="url(#s)"/>`;
}

function swatch(hex: string): string {
  return `<circle cx="414" cy="296" r="40" fill="#fff" stroke="#2b2118" stroke-opacity=".15"/><circle cx="414" cy="296" r="33" fill="${hex}"/>`;
}

const r0 = (n: number) => String(Math.round(n));
const r1 = (n: number) => String(Math.round(n * 2) / 2);
