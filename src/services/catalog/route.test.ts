import { describe, expect, it } from 'vitest';
import { getItemsRequest, type GetItemsInput } from '../../contract/catalog.ts';
import { fixtureIndex } from '../../testing/catalog-index-fixture.ts';
import { EmptySearchError, categoryFilter, categoryUrl, resolveRoute } from './route.ts';
import { categoryNodes } from './tree.ts';

const index = fixtureIndex();
const req = (input: GetItemsInput) => getItemsRequest.parse(input);
const route = (input: GetItemsInput) => resolveRoute(req(input), index);

describe('category tree', () => {
  it('has three levels in shop order and leaves out orphans', () => {
    const nodes = categoryNodes(index.rooms);
    expect(nodes.map((n) => n.url)).toEqual(['living', 'office', 'dining']);
    expect(nodes[0]!.children.map((n) => n.url)).toEqual(['sofas', 'armchairs']);
    expect(nodes[0]!.children[0]!.children).toEqual([
      { name: '3 Seater', url: '3-seater', children: [] },
      { name: 'Corner Sofas', url: 'corner', children: [] },
    ]);
    expect(index.categoriesById.has(12)).toBe(false);
  });

  it('gives each category its storefront address', () => {
    expect(categoryUrl(index.categoriesById.get(1)!)).toBe('/living');
    expect(categoryUrl(index.categoriesById.get(2)!)).toBe('/living?type=sofas');
    expect(categoryUrl(index.categoriesById.get(8)!)).toBe('/office?type=desks&variant=corner');
  });
});

describe('resolveRoute', () => {
  it('follows room/type/variant down the tree', () => {
    const r = route({ routeType: 'variant', pageStr: 'office/desks/corner' });
    expect(r?.subject).toMatchObject({ kind: 'category', category: { id: 8 } });
    expect(r?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Office', url: '/office' },
      { name: 'Desks', url: '/office?type=desks' },
      { name: 'Corner Desks', url: '/office?type=desks&variant=corner' },
    ]);
    expect(r?.pageName).toBe('Corner Desks');
    expect(r?.listName).toBe('Office > Desks > Corner Desks');
  });

  it('is null when the subject does not exist or the path has the wrong depth', () => {
    expect(route({ routeType: 'category', pageStr: 'garage' })).toBeNull();
    expect(route({ routeType: 'type', pageStr: 'living/desks' })).toBeNull();
    expect(route({ routeType: 'type', pageStr: 'living' })).toBeNull();
    expect(route({ routeType: 'category', pageStr: 'living/sofas' })).toBeNull();
    expect(route({ routeType: 'collection', pageStr: 'nope' })).toBeNull();
  });

  it('names collections, searches and special lists', () => {
    expect(route({ routeType: 'collection', collection: 'aria' })?.pageName).toBe('Aria Collection');
    expect(route({ routeType: 'tag', pageStr: 'pet-friendly' })?.breadcrumbs.at(-1)).toEqual({
      name: 'Pet Friendly',
      url: '/tag/pet-friendly',
    });
    const search = route({ routeType: 'search', search: ' sofa  bed ' });
    expect(search?.subject).toEqual({ kind: 'search', text: 'sofa  bed' });
    expect(search?.breadcrumbs.at(-1)).toEqual({ name: 'Search results for "sofa  bed"', url: '/search?q=sofa++bed' });
    expect(route({ routeType: 'hot-deals', pageStr: 'hot-deals' })).toMatchObject({
      subject: { kind: 'special', flag: 'deals' },
      pageName: 'Hot Deals',
    });
  });

  it('refuses a search without text', () => {
    expect(() => route({ routeType: 'search', search: '   ', pageStr: '' })).toThrow(EmptySearchError);
  });
});

describe('categoryFilter', () => {
  const subjectOf = (input: GetItemsInput) => route(input)!.subject;
  const filter = (input: GetItemsInput) => categoryFilter(req(input), index, subjectOf(input));

  it('is no filter when nothing is chosen', () => {
    expect(filter({ routeType: 'new' })).toEqual({ cat1: null, cat2: null, cat3: null });
  });

  it('matches lower levels only under the chosen parents', () => {
    // 'corner' is a sofa under living and a desk under office
    expect(filter({ routeType: 'new', cat3Arr: ['corner'] }).cat3).toEqual([4, 8]);
    expect(filter({ routeType: 'new', cat1Arr: ['office'], cat3Arr: ['corner'] }).cat3).toEqual([8]);
    expect(filter({ routeType: 'new', cat2Arr: ['sofas'], cat3Arr: ['corner'] })).toEqual({
      cat1: null,
      cat2: [2],
      cat3: [4],
    });
  });

  it('matches under the page’s own category when no parent is chosen', () => {
    expect(filter({ routeType: 'category', pageStr: 'office', cat3Arr: ['corner'] }).cat3).toEqual([8]);
    expect(filter({ routeType: 'type', pageStr: 'living/sofas', cat3Arr: ['corner', '3-seater'] }).cat3).toEqual([
      3, 4,
    ]);
    expect(filter({ routeType: 'category', pageStr: 'dining', cat2Arr: ['sofas'] }).cat2).toEqual([]);
  });

  it('matches nothing for unknown urls rather than ignoring them', () => {
    expect(filter({ routeType: 'new', cat1Arr: ['garage'] })).toEqual({ cat1: [], cat2: null, cat3: null });
  });
});
