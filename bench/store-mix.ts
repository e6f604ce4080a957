// The storefront's uncached mix: many distinct listings, searches and pages, so that no answer is
// computed twice from a cache and the figures show what a miss costs. Every room, types and
// variants, filters, all seven sorts, price bands, pages 1 to 5, and 20 searches of which 5 have typos.

/** POST /v1/getItems bodies for listings (no search). */
export function listingMix(): object[] {
  const rooms = ['living', 'dining', 'bedroom', 'office', 'outdoor', 'mattresses'];
  const types = [
    'living/sofas',
    'living/coffee-tables',
    'living/tv-units',
    'dining/dining-tables',
    'dining/dining-chairs',
    'bedroom/beds',
    'bedroom/dressers',
    'office/desks',
    'office/office-chairs',
    'outdoor/outdoor-lounge',
  ];
  const variants = [
    'living/sofas/3-seater',
    'living/armchairs/accent-chairs',
    'dining/dining-tables/rectangular-tables',
    'bedroom/beds/bed-frames',
    'office/desks/writing-desks',
  ];
  const sorts = ['sort', 'new', 'nasc', 'ndsc', 'pasc', 'pdsc'];
  const bodies: object[] = [];
  // Every room, page 1, each with a different sort.
  rooms.forEach((pageStr, i) => {
    bodies.push({ routeType: 'category', pageStr, sort: sorts[i % sorts.length] });
  });
  // Types and variants.
  for (const pageStr of types) bodies.push({ routeType: 'type', pageStr });
  for (const pageStr of variants) bodies.push({ routeType: 'variant', pageStr });
  // Pages 2 to 5 of rooms and types.
  for (const pageNum of [2, 3, 4, 5]) {
    bodies.push({ routeType: 'category', pageStr: rooms[pageNum]!, pageNum });
    bodies.push({ routeType: 'type', pageStr: types[pageNum]!, pageNum, sort: 'pasc' });
  }
  // Flags, price bands, and categories ticked in the filter panel.
  bodies.push(
    { routeType: 'category', pageStr: 'living', sale: true },
    { routeType: 'category', pageStr: 'bedroom', new: true, sort: 'new' },
    { routeType: 'category', pageStr: 'dining', clearance: true },
    { routeType: 'category', pageStr: 'office', ready: true, sort: 'pdsc' },
    { routeType: 'category', pageStr: 'living', over: 200, under: 1500 },
    { routeType: 'category', pageStr: 'bedroom', over: 1000, sort: 'pasc' },
    { routeType: 'category', pageStr: 'dining', under: 500, sort: 'nasc' },
    { routeType: 'category', pageStr: 'outdoor', sale: true, over: 500, under: 3000, pageNum: 2 },
    { routeType: 'category', pageStr: 'living', cat2Arr: ['sofas', 'armchairs'] },
    { routeType: 'category', pageStr: 'bedroom', cat2Arr: ['beds'], sort: 'ndsc' },
    { routeType: 'type', pageStr: 'living/sofas', cat3Arr: ['3-seater', 'corner-sofas'], sort: 'pdsc' },
    { routeType: 'hot-deals' },
    { routeType: 'clearance', sort: 'pasc' },
  );
  return bodies;
}

/** Twenty searches, five of them with typos, over the seven sorts and a few pages. */
export function searchMix(): object[] {
  const words = [
    'sofa',
    'oak dining table',
    'queen bed',
    'chair',
    'walnut',
    'leather',
    'bookcase',
    'desk',
    'mattress',
    'coffee table',
    'tv unit',
    'outdoor sofa',
    'bar stool',
    'sideboard',
    'dresser',
    // typos
    'sofe bed',
    'diniing table',
    'matress',
    'bokcase',
    'wallnut',
  ];
  const sorts = ['relevant', 'sort', 'new', 'nasc', 'ndsc', 'pasc', 'pdsc'];
  return words.map((search, i) => ({
    routeType: 'search',
    pageStr: search,
    search,
    sort: sorts[i % sorts.length],
    ...(i % 4 === 3 ? { pageNum: 2 } : {}),
  }));
}

/** Server-rendered listing pages: rooms, types, filters, sorts and a search. */
export function listingPages(): string[] {
  return [
    '/living',
    '/dining?sort=pasc',
    '/bedroom',
    '/office?type=desks',
    '/outdoor?sort=new',
    '/mattresses',
    '/living?type=sofas&sale=1',
    '/dining?type=dining-tables&sort=pdsc',
    '/bedroom?type=beds&variant=bed-frames',
    '/search?q=oak',
    '/search?q=sofe',
    '/living?over=200&under=1500',
  ];
}
