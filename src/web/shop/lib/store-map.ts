// The contact page's map of the stores: Web Mercator, the projection of every tile server.
// One view of New Zealand serves both looks: with MAP_TILE_URL the tiles that cover it at the
// largest zoom that fits the panel, without it a drawn outline of the islands. Markers and tiles are
// placed in percent of the view, so the panel scales with the page and needs no script to draw.

const TILE = 256;

/** The view: mainland New Zealand and Stewart Island. */
export const NZ_BOUNDS = { north: -34.1, south: -47.4, west: 166.2, east: 178.8 };

export type Bounds = typeof NZ_BOUNDS;

export interface MapView {
  zoom: number;
  /** The view's top-left corner and size in world pixels at `zoom`. */
  x0: number;
  y0: number;
  width: number;
  height: number;
}

export interface PlacedTile {
  key: string;
  src: string;
  /** Percent of the view. */
  left: number;
  top: number;
  width: number;
  height: number;
}

/** World pixel of a place at `zoom`. */
export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The largest zoom at which `bounds` is at most `maxWidth` pixels wide. */
export function mapView(bounds: Bounds = NZ_BOUNDS, maxWidth = 640): MapView {
  let zoom = 1;
  while (zoom < 18) {
    const a = worldPixel(bounds.north, bounds.west, zoom + 1);
    const b = worldPixel(bounds.south, bounds.east, zoom + 1);
    if (b.x - a.x > maxWidth) break;
    zoom++;
  }
  const a = worldPixel(bounds.north, bounds.west, zoom);
  const b = worldPixel(bounds.south, bounds.east, zoom);
  return { zoom, x0: a.x, y0: a.y, width: b.x - a.x, height: b.y - a.y };
}

/** Where a place sits in the view, in percent from the left and the top. */
export function placeIn(view: MapView, lat: number, lng: number): { left: number; top: number } {
  const p = worldPixel(lat, lng, view.zoom);
  return { left: ((p.x - view.x0) / view.width) * 100, top: ((p.y - view.y0) / view.height) * 100 };
}

/** A tile server's address for one tile: {z}, {x}, {y} filled, {s} the first subdomain, {r} none. */
export function tileSrc(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'a')
    .replaceAll('{r}', '');
}

/** The tiles that cover the view, placed in percent of it. */
export function tilesFor(view: MapView, template: string): PlacedTile[] {
  const tiles: PlacedTile[] = [];
  const [tx0, tx1] = [Math.floor(view.x0 / TILE), Math.floor((view.x0 + view.width) / TILE)];
  const [ty0, ty1] = [Math.floor(view.y0 / TILE), Math.floor((view.y0 + view.height) / TILE)];
  for (let ty = ty0; ty <= ty1; ty++) {
    for (let tx = tx0; tx <= tx1; tx++) {
      tiles.push({
        key: `${view.zoom}/${tx}/${ty}`,
        src: tileSrc(template, view.zoom, tx, ty),
        left: ((tx * TILE - view.x0) / view.width) * 100,
        top: ((ty * TILE - view.y0) / view.height) * 100,
        width: (TILE / view.width) * 100,
        height: (TILE / view.height) * 100,
      });
    }
  }
  return tiles;
}

// The islands' coastlines, much simplified ([lat, lng], clockwise): a sketch to place the stores on
// when there are no tiles, not a chart.
const NORTH_ISLAND: [number, number][] = [
  [-34.43, 172.68],
  [-34.42, 173.05],
  [-34.95, 173.6],
  [-35.2, 174.1],
  [-35.3, 174.4],
  [-35.85, 174.55],
  [-36.35, 174.8],
  [-36.8, 174.95],
  [-36.45, 175.45],
  [-36.85, 175.85],
  [-37.4, 175.95],
  [-37.65, 176.2],
  [-37.95, 177.0],
  [-37.7, 177.8],
  [-37.65, 178.5],
  [-38.2, 178.35],
  [-38.67, 178.02],
  [-39.1, 177.95],
  [-39.2, 177.2],
  [-39.5, 176.92],
  [-40.0, 176.9],
  [-40.6, 176.4],
  [-40.95, 176.2],
  [-41.4, 175.6],
  [-41.61, 175.29],
  [-41.35, 174.77],
  [-40.95, 175.0],
  [-40.45, 175.2],
  [-40.0, 175.0],
  [-39.8, 174.5],
  [-39.55, 173.9],
  [-39.28, 173.75],
  [-39.05, 174.05],
  [-38.6, 174.55],
  [-38.0, 174.8],
  [-37.4, 174.7],
  [-37.05, 174.55],
  [-36.7, 174.4],
  [-36.4, 174.15],
  [-35.9, 173.8],
  [-35.5, 173.35],
  [-35.15, 173.15],
  [-34.8, 172.95],
];
const SOUTH_ISLAND: [number, number][] = [
  [-40.5, 172.7],
  [-40.8, 173.0],
  [-41.0, 173.15],
  [-41.27, 173.3],
  [-40.85, 173.85],
  [-41.0, 174.2],
  [-41.3, 174.3],
  [-41.75, 174.25],
  [-42.1, 173.9],
  [-42.42, 173.7],
  [-42.9, 173.3],
  [-43.3, 172.75],
  [-43.6, 172.75],
  [-43.65, 173.1],
  [-43.9, 173.05],
  [-43.85, 172.4],
  [-44.1, 171.7],
  [-44.4, 171.3],
  [-45.1, 171.0],
  [-45.55, 170.8],
  [-45.9, 170.7],
  [-46.4, 169.85],
  [-46.65, 169.1],
  [-46.6, 168.35],
  [-46.35, 167.8],
  [-46.25, 167.4],
  [-46.05, 166.6],
  [-45.5, 166.75],
  [-45.0, 167.1],
  [-44.6, 167.8],
  [-44.1, 168.3],
  [-43.85, 169.0],
  [-43.45, 169.8],
  [-43.0, 170.6],
  [-42.7, 171.0],
  [-42.45, 171.2],
  [-41.75, 171.55],
  [-41.3, 172.05],
  [-40.8, 172.2],
  [-40.55, 172.55],
];
const STEWART_ISLAND: [number, number][] = [
  [-46.7, 167.75],
  [-46.75, 168.2],
  [-47.05, 168.2],
  [-47.25, 167.7],
  [-47.0, 167.5],
];

/** SVG path data of the islands in the view's pixels (its viewBox is `0 0 width height`). */
export function islandPaths(view: MapView): string {
  return [NORTH_ISLAND, SOUTH_ISLAND, STEWART_ISLAND]
    .map((coast) =>
      coast
        .map(([lat, lng], i) => {
          const p = worldPixel(lat, lng, view.zoom);
          return `${i === 0 ? 'M' : 'L'}${(p.x - view.x0).toFixed(1)} ${(p.y - view.y0).toFixed(1)}`;
        })
        .join(' ')
        .concat(' Z'),
    )
    .join(' ');
}
