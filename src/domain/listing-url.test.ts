import { describe, expect, it } from 'vitest';
import { getItemsRequest, type GetItemsInput } from '../contract/catalog.ts';
import { listingFullUrl, listingInputFromUrl, searchText, subjectUrl } from './listing-url.ts';

const parse = (input: GetItemsInput) => getItemsRequest.parse(input);
const urlOf = (input: GetItemsInput) => listingFullUrl(parse(input));

function readBack(url: string) {
  const u = new URL(url, 'http://shop.test');
  const input = listingInputFromUrl(u.pathname, u.searchParams);
  expect(input).not.toBeNull();
  return parse(input!);
}

describe('listingFullUrl', () => {
  it('builds the route addresses of the URL scheme', () => {
    expect(urlOf({ routeType: 'category', pageStr: 'living' })).toBe('/living');
    expect(urlOf({ routeType: 'type', pageStr: 'living/sofas' })).toBe('/living?type=sofas');
    expect(urlOf({ routeType: 'variant', pageStr: 'living/sofas/3-seater' })).toBe(
      '/living?type=sofas&variant=3-seater',
    );
    expect(urlOf({ routeType: 'collection', pageStr: 'aria' })).toBe('/collection/aria');
    expect(urlOf({ routeType: 'collection', pageStr: '', collection: 'aria' })).toBe('/collection/aria');
    expect(urlOf({ routeType: 'style', style: 'scandi' })).toBe('/style/scandi');
    expect(urlOf({ routeType: 'tag', pageStr: 'pet-friendly' })).toBe('/tag/pet-friendly');
    expect(urlOf({ routeType: 'search', pageStr: 'sofa bed' })).toBe('/search?q=sofa+bed');
    expect(urlOf({ routeType: 'search', search: 'oak & pine?' })).toBe('/search?q=oak+%26+pine%3F');
    expect(urlOf({ routeType: 'hot-deals', pageStr: 'hot-deals' })).toBe('/hot-deals');
  });

  it('never throws on a lone UTF-16 surrogate: it becomes U+FFFD, a whole emoji stays', () => {
    expect(urlOf({ routeType: 'search', search: '\ud800' })).toBe('/search?q=%EF%BF%BD');
    expect(urlOf({ routeType: 'search', search: 'sofa \udc00' })).toBe('/search?q=sofa+%EF%BF%BD');
    expect(urlOf({ routeType: 'search', search: 'sofa 😀' })).toBe('/search?q=sofa+%F0%9F%98%80');
  });

  it('adds filters in the documented order and leaves defaults out', () => {
    const url = urlOf({
      routeType: 'category',
      pageStr: 'living',
      pageNum: 3,
      sort: 'pasc',
      under: 1500,
      over: 200,
      clearance: true,
      sale: '1',
      new: 'true',
      cat3Arr: ['3-seater'],
      cat2Arr: ['sofas', 'armchairs'],
      cat1Arr: 'living,dining',
    });
    expect(url).toBe(
      '/living?cat1=living,dining&cat2=sofas,armchairs&cat3=3-seater&new=1&sale=1&clearance=1&over=200&under=1500&sort=pasc&page=3',
    );
  });

  it('omits the default sort, page 1, Unlimited and the flag a special list implies', () => {
    expect(urlOf({ routeType: 'category', pageStr: 'living', sort: 'sort', pageNum: 1, under: 0, over: 0 })).toBe(
      '/living',
    );
    expect(urlOf({ routeType: 'search', pageStr: 'oak', sort: 'relevant' })).toBe('/search?q=oak');
    expect(urlOf({ routeType: 'search', pageStr: 'oak', sort: 'sort' })).toBe('/search?q=oak&sort=sort');
    // relevance means nothing outside search: it falls back to the default and is left out
    expect(urlOf({ routeType: 'category', pageStr: 'living', sort: 'relevant' })).toBe('/living');
    expect(urlOf({ routeType: 'hot-deals', pageStr: 'hot-deals', deals: true, sale: true })).toBe('/hot-deals?sale=1');
  });
});

describe('listingInputFromUrl', () => {
  it('is null for addresses that are not listings', () => {
    const none = new URLSearchParams();
    expect(listingInputFromUrl('/', none)).toBeNull();
    expect(listingInputFromUrl('/p/aria-sofa/extra', none)).toBeNull();
    expect(listingInputFromUrl('/p/aria-sofa', none)).toBeNull();
    expect(listingInputFromUrl('/blog/some-post', none)).toBeNull();
    expect(listingInputFromUrl('/Living Room', none)).toBeNull();
  });

  it('reads the route back', () => {
    expect(readBack('/living?type=sofas&variant=3-seater')).toMatchObject({
      routeType: 'variant',
      pageStr: 'living/sofas/3-seater',
    });
    expect(readBack('/living?variant=3-seater')).toMatchObject({ routeType: 'category', pageStr: 'living' });
    expect(readBack('/search?q=sofe%20bed')).toMatchObject({
      routeType: 'search',
      search: 'sofe bed',
      pageStr: 'sofe bed',
    });
    expect(readBack('/tag/pet-friendly')).toMatchObject({ routeType: 'tag', tag: 'pet-friendly' });
    expect(readBack('/clearance')).toMatchObject({ routeType: 'clearance' });
  });

  it('drops what a hand-edited address gets wrong, so the query always parses', () => {
    const req = readBack('/living?over=123&under=abc&sort=cheapest&page=0&cat1=living,Bad!,dining&sale=yes&new=1');
    expect(req).toMatchObject({
      over: 0,
      under: 0,
      sort: '',
      pageNum: 1,
      cat1Arr: ['living', 'dining'],
      sale: false,
      new: true,
    });
    expect(readBack(`/search?q=${'x'.repeat(500)}`).search).toHaveLength(200);
    expect(readBack('/living?page=99999').pageNum).toBe(1000);
  });
});

describe('round trips', () => {
  const cases: GetItemsInput[] = [
    { routeType: 'category', pageStr: 'living' },
    { routeType: 'type', pageStr: 'bedroom/beds', cat3Arr: ['queen', 'king'], pageNum: 2 },
    { routeType: 'variant', pageStr: 'living/sofas/3-seater', over: 500, under: 3000, sort: 'pdsc' },
    { routeType: 'collection', collection: 'aria', sale: true, ready: true, sort: 'new' },
    { routeType: 'style', pageStr: 'scandi', deals: true, bundle: true, under: 50 },
    { routeType: 'tag', tag: 'pet-friendly', sort: 'nasc' },
    { routeType: 'search', search: 'sofe bed & "oak"', sort: 'pasc', cat1Arr: ['living'], pageNum: 4 },
    { routeType: 'search', pageStr: 'ñandú 100% wool', sort: 'relevant' },
    { routeType: 'new', pageStr: 'new', clearance: true, cat2Arr: ['sofas'] },
    { routeType: 'bundle-and-save', pageStr: 'bundle-and-save', sort: 'ndsc', over: 3000 },
  ];

  it.each(cases.map((c) => [urlOf(c), c] as const))('%s', (url, input) => {
    const back = readBack(url);
    expect(listingFullUrl(back)).toBe(url);
    const original = parse(input);
    for (const key of [
      'routeType',
      'cat1Arr',
      'cat2Arr',
      'cat3Arr',
      'over',
      'under',
      'pageNum',
      'new',
      'sale',
      'ready',
      'clearance',
    ] as const) {
      expect(back[key]).toEqual(original[key]);
    }
    expect(searchText(back)).toBe(searchText(original));
    expect(subjectUrl(back)).toBe(subjectUrl(original));
  });
});
