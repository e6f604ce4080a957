// GET /v1/store/getLocations, /v1/suburb and /v1/address over the cart fixture (the whole postcode list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestApp, openCartTestApp } from '../../../testing/cart-app.ts';
import { testDatabases } from '../../../testing/databases.ts';

describe.each(testDatabases())('store calls on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const codes = async (query: string) =>
    (await get(`/v1/store/getLocations${query}`)).locations.map((l: { code: string }) => l.code);

  it('lists the cart page’s places: collection points and the website', async () => {
    const body = await get('/v1/store/getLocations?physical=1&collect=1&website=1');
    expect(body).toMatchObject({ success: true, location: 'WEB' });
    expect(body.locations).toEqual([
      { code: 'WEB', name: 'Website', shortname: 'Online', address: 'Online store', collect: false },
      {
        code: 'AKL',
        name: 'Auckland – Mt Wellington',
        shortname: 'Auckland',
        address: '20 Sylvia Park Road, Mt Wellington, Auckland 1060',
        collect: true,
      },
      {
        code: 'CHC',
        name: 'Christchurch – Addington',
        shortname: 'Christchurch',
        address: '39 Whiteleigh Avenue, Addington, Christchurch 8024',
        collect: true,
      },
    ]);
  });

  it('narrows by each flag that is set', async () => {
    expect(await codes('?physical=1')).toEqual(['AKL', 'CHC', 'DC1', 'NSN']);
    expect(await codes('?physical=1&third_party=0')).toEqual(['AKL', 'CHC', 'DC1']);
    expect(await codes('?third_party=1')).toEqual(['NSN']);
    expect(await codes('?collect=1')).toEqual(['AKL', 'CHC']);
    expect(await codes('?website=1')).toEqual(['WEB']);
    expect(await codes('?physical=0&collect=false')).toEqual(['WEB', 'AKL', 'CHC', 'DC1', 'NSN']);
    expect(await codes('')).toEqual(['WEB', 'AKL', 'CHC', 'DC1', 'NSN']);
    expect((await get('/v1/store/getLocations?physical=maybe', 422)).success).toBe(false);
    expect((await get('/v1/store/getLocations?collect=1&collect=1', 422)).success).toBe(false);
  });

  it('finds suburbs by the start of their name first, with city and postcode', async () => {
    const body = await get('/v1/suburb?term=pons');
    expect(body.success).toBe(true);
    expect(body.suburbs[0]).toEqual({
      label: 'Ponsonby, Auckland 1011',
      locality: 'Ponsonby',
      city: 'Auckland',
      postcode: '1011',
      region: 'Auckland',
    });
    expect(body.suburbs.map((s: { label: string }) => s.label)).toContain('Ponsonby, Auckland 1021');
    expect((await get('/v1/suburb?term=PONSONBY')).suburbs[0].label).toBe('Ponsonby, Auckland 1011');
  });

  it('finds near spellings, postcodes, and at most ten', async () => {
    expect((await get('/v1/suburb?term=ponsonbee')).suburbs.map((s: { locality: string }) => s.locality)).toContain(
      'Ponsonby',
    );
    expect((await get('/v1/suburb?term=1011')).suburbs.map((s: { label: string }) => s.label)).toContain(
      'Ponsonby, Auckland 1011',
    );
    const many = (await get('/v1/suburb?term=ma')).suburbs as { locality: string }[];
    expect(many).toHaveLength(10);
    expect(many.every((s) => s.locality.toLowerCase().startsWith('ma'))).toBe(true);
    // Christchurch's localities name the city without 'City'.
    expect((await get('/v1/suburb?term=addington')).suburbs.map((s: { label: string }) => s.label)).toContain(
      'Addington, Christchurch 8011',
    );
  });

  it('refuses a term under two characters, and survives wildcards and odd input', async () => {
    for (const url of [
      '/v1/suburb?term=p',
      '/v1/suburb?term=%20p%20',
      '/v1/suburb',
      `/v1/suburb?term=${'a'.repeat(61)}`,
      '/v1/suburb?term=ab&term=cd',
    ]) {
      expect((await get(url, 422)).success).toBe(false);
    }
    expect((await get('/v1/suburb?term=%25%25')).suburbs).toEqual([]);
    expect((await get("/v1/suburb?term=o'brien")).success).toBe(true);
    expect((await get('/v1/suburb?term=__')).suburbs).toEqual([]);
  });

  it('suggests street addresses from the simulator outside production, and the picked one with its postcode', async () => {
    const found = await get('/v1/address?term=12%20Ponsonby%20Road&session=0b5e2c6a-3c1d-4d8e-9f00-aa11bb22cc33');
    expect(found).toMatchObject({ success: true, provider: 'simulator' });
    expect(found.addresses[0]).toMatchObject({ label: '12 Ponsonby Road, Ponsonby, Auckland, New Zealand' });
    const picked = await get(
      `/v1/address/place?id=${found.addresses[0].id}&session=0b5e2c6a-3c1d-4d8e-9f00-aa11bb22cc33`,
    );
    expect(picked).toEqual({
      success: true,
      address: {
        label: '12 Ponsonby Road, Ponsonby, Auckland 1011',
        street: '12 Ponsonby Road',
        suburb: 'Ponsonby',
        city: 'Auckland',
        postcode: '1011',
      },
    });
  });

  it('refuses bad address input with the 4xx envelope', async () => {
    for (const url of [
      '/v1/address?term=a',
      '/v1/address?term=12%20Ponsonby&session=short',
      `/v1/address?term=12%20Ponsonby&session=${'a'.repeat(37)}`,
      '/v1/address?term=12%20Ponsonby&session=has%20spaces!!',
      '/v1/address/place',
      '/v1/address/place?id=',
      '/v1/address/place?id=..%2F..%2Fsecret',
      `/v1/address/place?id=${'a'.repeat(401)}`,
    ]) {
      expect(await get(url, 422), url).toMatchObject({ success: false });
    }
    expect(await get('/v1/address/place?id=sim999-4', 404)).toEqual({
      success: false,
      msg: 'We could not find that address: please type it in',
    });
  });
});
