// The contact page's and the newsletter's pure parts: the spec's checks in order, the outcome codes of
// the plain form, the sign-up address with the email, and the store map's projection and tiles.
import { describe, expect, it } from 'vitest';
import { contactProblem, digitsOnly, outcomeOf } from './contact.ts';
import { newsletterHref, newsletterProblem } from './newsletter.ts';
import { NZ_BOUNDS, islandPaths, mapView, placeIn, tileSrc, tilesFor, worldPixel } from './store-map.ts';

const FIELDS = { name: 'Hine', email: 'hine@example.co.nz', mobile: '', subject: '', message: 'Kia ora' };

describe('the contact form’s checks', () => {
  it('marks every empty required field with the spec’s words first', () => {
    expect(contactProblem({ ...FIELDS, name: ' ', message: '', email: 'bad' })).toEqual({
      message: 'Name, Email and Message cannot be empty',
      fields: ['name', 'message'],
    });
    expect(contactProblem({ ...FIELDS, email: 'bad' })).toEqual({
      message: 'Please enter a valid email',
      fields: ['email'],
    });
    expect(contactProblem(FIELDS)).toBeNull();
  });
  it('keeps the mobile’s digits and knows the plain form’s outcomes', () => {
    expect(digitsOnly('021 123-4567a')).toBe('0211234567');
    expect(outcomeOf('ok')).toBe('ok');
    expect(outcomeOf('captcha')).toBe('captcha');
    expect(outcomeOf('toString')).toBeNull();
    expect(outcomeOf(null)).toBeNull();
  });
});

describe('the newsletter', () => {
  it('adds the email to the sign-up address', () => {
    expect(newsletterHref('/newsletter/sign-up', ' a+b@example.co.nz ')).toBe(
      '/newsletter/sign-up?email=a%2Bb%40example.co.nz',
    );
    expect(newsletterHref('https://list.example/s?u=1&id=2', 'a@b.nz')).toBe(
      'https://list.example/s?u=1&id=2&email=a%40b.nz',
    );
    expect(newsletterHref('https://list.example/s?', 'a@b.nz')).toBe('https://list.example/s?email=a%40b.nz');
    expect(newsletterHref('https://list.example/s#form', 'a@b.nz')).toBe('https://list.example/s?email=a%40b.nz#form');
  });
  it('says the spec’s words for a bad address', () => {
    expect(newsletterProblem('a@b.nz')).toBe('');
    for (const bad of ['', 'ab', '@b.nz', 'a@b'])
      expect(newsletterProblem(bad)).toBe('Please enter a valid email address');
  });
});

describe('the store map', () => {
  const view = mapView(NZ_BOUNDS, 640);
  it('fits New Zealand at the largest zoom not wider than the panel', () => {
    expect(view.zoom).toBe(6);
    expect(view.width).toBeLessThanOrEqual(640);
    expect(view.height).toBeGreaterThan(view.width);
    expect(mapView(NZ_BOUNDS, 300).zoom).toBe(5);
  });
  it('projects as the tile servers do', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    const akl = placeIn(view, -36.9177, 174.8356);
    const dud = placeIn(view, -45.8714, 170.5119);
    expect(akl.left).toBeGreaterThan(dud.left);
    expect(akl.top).toBeLessThan(dud.top);
    for (const v of [akl.left, akl.top, dud.left, dud.top]) {
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(100);
    }
  });
  it('covers the view with tiles from the template', () => {
    expect(tileSrc('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 6, 61, 39)).toBe(
      'https://a.tile.example/6/61/39.png',
    );
    const tiles = tilesFor(view, 'https://tile.example/{z}/{x}/{y}.png');
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    expect(tiles[0]!.left).toBeLessThanOrEqual(0);
    expect(tiles[0]!.top).toBeLessThanOrEqual(0);
    const last = tiles.at(-1)!;
    expect(last.left + last.width).toBeGreaterThanOrEqual(100);
    expect(last.top + last.height).toBeGreaterThanOrEqual(100);
    expect(new Set(tiles.map((t) => t.key)).size).toBe(tiles.length);
  });
  it('draws the islands inside the view', () => {
    const d = islandPaths(view);
    expect(d.match(/M/g)).toHaveLength(3);
    const numbers = d.match(/-?\d+\.\d/g)!.map(Number);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
  });
});
