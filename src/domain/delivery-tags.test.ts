import { describe, expect, it } from 'vitest';
import { DELIVERY_TAG_CODES } from '../contract/pos-words.ts';
import { DELIVERY_NOTES_MAX, DELIVERY_TAGS, deliveryTagsRefusal, inTagOrder } from './delivery-tags.ts';

describe('delivery tags', () => {
  it('are a handful of distinct codes, each with words and an icon', () => {
    const codes = DELIVERY_TAGS.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    // The codes the POS cart calls accept, in the same order: every tag the item tab offers can be saved.
    expect(codes).toEqual([...DELIVERY_TAG_CODES]);
    expect(codes.length).toBeGreaterThanOrEqual(5);
    for (const t of DELIVERY_TAGS) {
      expect(t.code).toMatch(/^[a-z-]+$/);
      expect(t.text.length).toBeGreaterThan(0);
      expect(t.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*>.+<\/svg>$/);
      expect(t.svg).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('accept known codes once each and notes up to the limit', () => {
    expect(deliveryTagsRefusal({})).toBeNull();
    expect(deliveryTagsRefusal({ delTags: ['stairs', 'fragile'], notes: 'x'.repeat(DELIVERY_NOTES_MAX) })).toBeNull();
    expect(deliveryTagsRefusal({ delTags: ['stairs', 'lift'] })).toBe('Unknown delivery tag');
    expect(deliveryTagsRefusal({ delTags: ['fragile', 'fragile'] })).toBe('Each delivery tag can be chosen once');
    expect(deliveryTagsRefusal({ notes: 'x'.repeat(DELIVERY_NOTES_MAX + 1) })).toBe(
      'Delivery notes can be at most 500 characters',
    );
  });

  it("are kept in the shop's order", () => {
    expect(inTagOrder(['fragile', 'call-ahead', 'stairs'])).toEqual(['stairs', 'call-ahead', 'fragile']);
    expect(inTagOrder(['nope'])).toEqual([]);
  });
});
