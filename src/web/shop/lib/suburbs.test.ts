import { describe, expect, it } from 'vitest';
import { postcodeAtEnd, suburbTerm, withSuburb } from './suburbs.ts';

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

describe('a postcode typed in the address', () => {
  it('is the four digits after the words of the address', () => {
    expect(postcodeAtEnd('1 Lambton Quay, Wellington Central, Wellington 6011')).toBe('6011');
    expect(postcodeAtEnd('1 Lambton Quay, Wellington 6011 ')).toBe('6011');
    expect(postcodeAtEnd('12 Ponsonby Road, Ponsonby, 1011')).toBe('1011');
  });

  it('is not a house number, a part of a longer number, or digits on their own', () => {
    expect(postcodeAtEnd('1234')).toBeNull();
    expect(postcodeAtEnd('1234 Great North Road')).toBeNull();
    expect(postcodeAtEnd('PO Box 12345')).toBeNull();
    expect(postcodeAtEnd('Wellington 601')).toBeNull();
    expect(postcodeAtEnd('Unit 2/1234')).toBeNull();
  });

  it('is left out of the suburb looked up, and written after a picked suburb', () => {
    expect(suburbTerm('1 Lambton Quay, Wellington 6011')).toBe('Wellington');
    expect(withSuburb('12 Ponsonby Road, Ponso', { ...ponsonby, postcode: '1021' })).toBe(
      '12 Ponsonby Road, Ponsonby, Auckland 1021',
    );
  });
});
