// GET /v1/address with Google Places configured (ADDRESS_PROVIDER=google) against the local stand-in
// speaking Google's protocol: the suggestions come through, and when Google fails the shopper gets none
// (and types on) rather than an error.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CartTestApp, openCartTestApp } from '../../../testing/cart-app.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { type PlacesStandIn, startPlacesStandIn } from '../../../testing/places-stand-in.ts';

describe.each(testDatabases())('street addresses from Google on $name', (target) => {
  let t: CartTestApp;
  let google: PlacesStandIn;
  beforeAll(async () => {
    google = await startPlacesStandIn();
    vi.stubEnv('ADDRESS_PROVIDER', 'google');
    vi.stubEnv('GOOGLE_PLACES_KEY', 'test-key');
    vi.stubEnv('GOOGLE_PLACES_URL', google.url);
    t = await openCartTestApp(target);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t?.close();
    await google?.close();
  });

  const get = async (url: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };

  it('answers Google’s suggestions, and the picked place’s postcode, through our own calls', async () => {
    const found = await get('/v1/address?term=5%20Cuba&session=9d1c0a4e-0000-4000-8000-000000000001');
    expect(found).toMatchObject({
      provider: 'google',
      addresses: [{ main: '5 Cuba Street', secondary: 'Te Aro, Wellington' }],
    });
    expect(google.seen.at(-1)!.headers['x-goog-api-key']).toBe('test-key');
    const picked = await get(
      `/v1/address/place?id=${found.addresses[0].id}&session=9d1c0a4e-0000-4000-8000-000000000001`,
    );
    expect(picked.address).toMatchObject({ label: '5 Cuba Street, Te Aro, Wellington 6011', postcode: '6011' });
  });

  it('answers no suggestions when Google fails, and a refusal for the place', async () => {
    google.failWith = 503;
    try {
      expect(await get('/v1/address?term=5%20Cuba')).toEqual({ success: true, provider: 'google', addresses: [] });
      expect(await get('/v1/address/place?id=sim8-5', 404)).toEqual({
        success: false,
        msg: 'We could not find that address: please type it in',
      });
    } finally {
      google.failWith = 0;
    }
  });
});
