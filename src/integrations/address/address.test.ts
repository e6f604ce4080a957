// The address lookup: which provider ADDRESS_PROVIDER names, and the Google Places (New) adapter talking
// over HTTP to the simulator, which speaks Google's protocol (src/testing/places-stand-in.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlacesStandIn, startPlacesStandIn } from '../../testing/places-stand-in.ts';
import { addressOfPlace, createGooglePlaces } from './google-places.ts';
import { createAddressLookup } from './index.ts';

describe('choosing the address provider', () => {
  it('has no provider in production unless one is named: the address stays free text', async () => {
    const lookup = createAddressLookup({ NODE_ENV: 'production' });
    expect(lookup.kind).toBe('none');
    expect(await lookup.suggest('12 Ponsonby Road')).toBeNull();
    expect(createAddressLookup({ ADDRESS_PROVIDER: 'none' }).kind).toBe('none');
  });

  it('runs the simulator by default outside production, through the Google adapter', async () => {
    const lookup = createAddressLookup({ NODE_ENV: 'test' });
    expect(lookup.kind).toBe('simulator');
    const [first] = (await lookup.suggest('1 Lambton', 'abcdefgh-1234'))!;
    expect(first).toMatchObject({ label: '1 Lambton Quay, Wellington Central, Wellington, New Zealand' });
    expect(await lookup.place(first!.id, 'abcdefgh-1234')).toEqual({
      label: '1 Lambton Quay, Wellington Central, Wellington 6011',
      street: '1 Lambton Quay',
      suburb: 'Wellington Central',
      city: 'Wellington',
      postcode: '6011',
    });
  });

  it('needs a key for Google, and refuses an unknown provider at start-up', () => {
    expect(() => createAddressLookup({ ADDRESS_PROVIDER: 'google' })).toThrow(/GOOGLE_PLACES_KEY/);
    expect(createAddressLookup({ ADDRESS_PROVIDER: 'google', GOOGLE_PLACES_KEY: 'k' }).kind).toBe('google');
    expect(() => createAddressLookup({ ADDRESS_PROVIDER: 'nzpost' })).toThrow(/ADDRESS_PROVIDER/);
  });
});

describe('the Google Places (New) adapter against the simulator over HTTP', () => {
  let google: PlacesStandIn;
  beforeAll(async () => {
    google = await startPlacesStandIn();
  });
  afterAll(async () => {
    await google?.close();
  });
  const lookup = () => createGooglePlaces({ key: 'test-key', baseUrl: google.url });

  it('asks for New Zealand street addresses with the key, a field mask and the session token', async () => {
    google.seen.length = 0;
    const found = (await lookup().suggest('12 Ponsonby', 'f3b0c1e2-aaaa-4bbb-8ccc-1234567890ab')) ?? [];
    expect(found.map((s) => s.label)).toEqual([
      '12 Ponsonby Road, Ponsonby, Auckland, New Zealand',
      '12 Richmond Road, Ponsonby, Auckland, New Zealand',
    ]);
    expect(found[0]).toMatchObject({ main: '12 Ponsonby Road', secondary: 'Ponsonby, Auckland' });
    const [sent] = google.seen;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete' });
    expect(sent!.headers['x-goog-api-key']).toBe('test-key');
    expect(sent!.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.placeId');
    expect(sent!.body).toMatchObject({
      input: '12 Ponsonby',
      includedRegionCodes: ['nz'],
      sessionToken: 'f3b0c1e2-aaaa-4bbb-8ccc-1234567890ab',
    });
  });

  it('fills the postcode from the picked place, in the same session', async () => {
    google.seen.length = 0;
    const [richmond] = (await lookup().suggest('2/30 Richmond', 'session-0001')) ?? [];
    const place = await lookup().place(richmond!.id, 'session-0001');
    expect(place).toEqual({
      label: '2/30 Richmond Road, Ponsonby, Auckland 1021',
      street: '2/30 Richmond Road',
      suburb: 'Ponsonby',
      city: 'Auckland',
      postcode: '1021',
    });
    const details = google.seen[1]!;
    expect(details.method).toBe('GET');
    expect(details.path).toMatch(/^\/v1\/places\/sim1-2_30\?/);
    expect(new URL(details.path, google.url).searchParams.get('sessionToken')).toBe('session-0001');
    expect(details.headers['x-goog-fieldmask']).toBe('formattedAddress,addressComponents');
  });

  it('answers no place for an id Google does not know, and throws when Google refuses', async () => {
    expect(await lookup().place('sim999-1')).toBeNull();
    await expect(createGooglePlaces({ key: '', baseUrl: google.url }).suggest('12 Ponsonby')).rejects.toThrow(
      /403 PERMISSION_DENIED/,
    );
    google.failWith = 429;
    try {
      await expect(lookup().suggest('12 Ponsonby')).rejects.toThrow(/429 RESOURCE_EXHAUSTED/);
    } finally {
      google.failWith = 0;
    }
  });

  it("writes a place's parts as the shop writes an address, the city standing for a missing suburb", () => {
    expect(
      addressOfPlace({
        addressComponents: [
          { longText: '7', types: ['street_number'] },
          { longText: 'George Street', types: ['route'] },
          { longText: 'Dunedin', types: ['locality', 'political'] },
          { longText: '9016', types: ['postal_code'] },
        ],
      }),
    ).toEqual({
      label: '7 George Street, Dunedin 9016',
      street: '7 George Street',
      suburb: 'Dunedin',
      city: 'Dunedin',
      postcode: '9016',
    });
    expect(addressOfPlace({})).toBeNull();
  });
});
