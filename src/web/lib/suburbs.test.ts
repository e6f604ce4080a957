import { describe, expect, it } from 'vitest';
import { suburbTerm, withSuburb } from './suburbs.ts';

const ponsonby = { locality: 'Ponsonby', city: 'Auckland' };
const christchurch = { locality: 'Christchurch', city: 'Christchurch' };

describe('suburb lookup in the address', () => {
  it('looks up the part after the last comma, without a street number', () => {
    expect(suburbTerm('12 Ponsonby Road, Ponso')).toBe('Ponso');
    expect(suburbTerm('12 Ponsonby Road')).toBe('Ponsonby Road');
    expect(suburbTerm('2/14a Queen Street')).toBe('Queen Street');
    expect(suburbTerm('Flat 3, 8 Karangahape Road, Newt')).toBe('Newt');
    expect(suburbTerm('1011')).toBe('1011');
    expect(suburbTerm('12 Ponsonby Road, ')).toBe('');
  });

  it('replaces the suburb being typed with suburb and city, or adds them after the street', () => {
    expect(withSuburb('12 Ponsonby Road, Ponso', ponsonby)).toBe('12 Ponsonby Road, Ponsonby, Auckland');
    expect(withSuburb('12 Ponsonby Road', ponsonby)).toBe('12 Ponsonby Road, Ponsonby, Auckland');
    expect(withSuburb('12 Ponsonby Road, ', ponsonby)).toBe('12 Ponsonby Road, Ponsonby, Auckland');
    expect(withSuburb('pons', ponsonby)).toBe('Ponsonby, Auckland');
    expect(withSuburb('', ponsonby)).toBe('Ponsonby, Auckland');
    // A city that is its own locality is named once.
    expect(withSuburb('3 Cashel Street, Christch', christchurch)).toBe('3 Cashel Street, Christchurch');
  });
});
