// A signed-in shopper's checkout is filled in from My Details, and what a visitor typed in a browser
// before the account signed in there does not become the account's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartContentResponse } from '../../contract/cart.ts';
import { type CartTestApp, type Shopper, openCartTestApp } from '../../testing/cart-app.ts';
import { testDatabases } from '../../testing/databases.ts';

const ARO = {
  firstname: 'Aro',
  lastname: 'Ngata',
  organisation: 'Ngata Whānau Trust',
  email: 'aro@kauri.test',
  mobile: '0211234567',
  shipping_address: '1 Lambton Quay, Wellington Central, Wellington 6011',
  shipping_zip: '6011',
};

describe.each(testDatabases())('the checkout from My Details on $name', (target) => {
  let t: CartTestApp;
  let userId = 100;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function account(details: Partial<typeof ARO> & { billing_address?: string } = {}) {
    userId += 1;
    const u = { ...ARO, email: `aro${userId}@kauri.test`, ...details };
    await t.handle.db.execute(sql`insert into users (id, email, firstname, lastname, organisation, mobile,
      shipping_address, shipping_zip, billing_address) values (${userId}, ${u.email}, ${u.firstname}, ${u.lastname},
      ${u.organisation}, ${u.mobile}, ${u.shipping_address}, ${u.shipping_zip}, ${u.billing_address ?? ''})`);
    return { id: userId, email: u.email };
  }
  const content = async (s: Shopper) => ((await s.get('/v1/cart/content')).json() as CartContentResponse).cart;
  const add = async (s: Shopper, sku = 'LAMP-1') =>
    expect((await s.post('/v1/cart/add', { sku, qty: 1 })).statusCode).toBe(200);
  // Signing in marks the session; the next call joins the carts (cart.service's current, mergeOnSignIn).
  async function signIn(s: Shopper, id: number): Promise<Shopper> {
    await s.signIn(id);
    return s;
  }

  it("fills a signed-in shopper's new cart from My Details, the browser's remembered postcode giving way", async () => {
    const { id, email } = await account();
    const s = await t.shopper();
    await s.signIn(id);
    // A previous guest of this browser left their postcode in the cookie.
    const res = await s.post('/v1/cart/add', { sku: 'LAMP-1', qty: 1 }, { cookie: `${s.cookie}; uzip=1011` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await content(s)).toMatchObject({
      firstname: 'Aro',
      lastname: 'Ngata',
      company: 'Ngata Whānau Trust',
      email,
      mobile: '0211234567',
      address: ARO.shipping_address,
      zip: '6011',
      useSameAddress: 1,
    });
  });

  it("a guest's cart in another browser takes the account's details on sign-in, not the guest's postcode", async () => {
    const { id } = await account({ billing_address: 'PO Box 5, Wellington 6140' });
    const guest = await t.shopper();
    await add(guest);
    await guest.post('/v1/cart/zip', { zip: '1011' });
    await guest.post('/v1/cart/updateBasic', { cart: { firstname: 'Someone', address: '12 Ponsonby Road' } });

    const signedIn = await signIn(guest, id);
    expect(await content(signedIn)).toMatchObject({
      firstname: 'Aro',
      address: ARO.shipping_address,
      zip: '6011',
      baddress: 'PO Box 5, Wellington 6140',
      useSameAddress: 0,
    });
    // The same account in a third browser sees its own postcode.
    const elsewhere = await t.shopper();
    await elsewhere.signIn(id);
    expect((await content(elsewhere)).zip).toBe('6011');
  });

  it("keeps what the shopper typed on the account's own cart, filling only its blanks", async () => {
    const { id } = await account();
    const own = await t.shopper();
    await own.signIn(id);
    await add(own);
    await own.post('/v1/cart/updateBasic', { cart: { address: '5 Cuba Street, Te Aro, Wellington 6011', mobile: '' } });
    await own.post('/v1/cart/zip', { zip: '6011' });

    const guest = await t.shopper();
    await add(guest, 'SOFA-CHA');
    await guest.post('/v1/cart/zip', { zip: '1011' });
    const signedIn = await signIn(guest, id);
    expect(await content(signedIn)).toMatchObject({
      address: '5 Cuba Street, Te Aro, Wellington 6011',
      zip: '6011',
      mobile: '0211234567',
    });
  });

  it('a shopper whose My Details has no postcode keeps the one given in this browser', async () => {
    const { id } = await account({ shipping_address: '', shipping_zip: '' });
    const guest = await t.shopper();
    await add(guest);
    await guest.post('/v1/cart/zip', { zip: '1011' });
    const signedIn = await signIn(guest, id);
    expect(await content(signedIn)).toMatchObject({ zip: '1011', firstname: 'Aro' });
  });
});
