import { describe, expect, it } from 'vitest';
import { buildTsQuery, isCorrectable, searchTerms } from './search.ts';

describe('searchTerms', () => {
  it('keeps letters and digits only, in lower case', () => {
    expect(searchTerms("Sofa-Bed & 'oak':* | !pine (3)")).toEqual(['sofa', 'bed', 'oak', 'pine', '3']);
    expect(searchTerms('  Rimu  Café  rimu ')).toEqual(['rimu', 'cafe']);
    expect(searchTerms('Tōtara')).toEqual(['totara']);
    expect(searchTerms('!!! ---')).toEqual([]);
  });

  it('bounds the number and length of words', () => {
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(8);
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(32);
  });
});

describe('buildTsQuery', () => {
  it('matches each word as a prefix, all words required', () => {
    expect(buildTsQuery(['sof'])).toBe('sof:*');
    expect(buildTsQuery(['oak', 'bed'])).toBe('oak:* & bed:*');
  });

  it('adds corrections as alternatives', () => {
    const corrections = new Map([['sofe', ['sofa', 'sofas', 'sofe']]]);
    expect(buildTsQuery(['sofe', 'bed'], corrections)).toBe('(sofe:* | sofa:* | sofas:*) & bed:*');
  });

  it('never lets tsquery syntax through', () => {
    const corrections = new Map([['oak', ["oak' | !x", 'oaks']]]);
    expect(buildTsQuery(['oak', 'a&b', '(x)'], corrections)).toBe('(oak:* | oaks:*)');
  });
});

describe('isCorrectable', () => {
  it('leaves short words and numbers alone', () => {
    expect(isCorrectable('so')).toBe(false);
    expect(isCorrectable('120')).toBe(false);
    expect(isCorrectable('sofe')).toBe(true);
  });
});
