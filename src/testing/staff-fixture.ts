// The cart tests' small shop plus the demo staff (the README's demo accounts and four more) and a dozen
// customers with known names, for the staff and customer tests. Staff ids follow DEMO_STAFF's order.
import type { SignedInStaff } from '../contract/pos.ts';
import type { Database } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { buildStaff } from '../db/seed/people.ts';
import { insertCartFixture } from './cart-fixture.ts';

export const STAFF = { admin: 1, manager: 2, staff: 3, tane: 4, lucy: 5, hemi: 6, priya: 7 } as const;
export const PINS = { admin: '1111', manager: '2222', staff: '3333', tane: '4444', lucy: '5555' } as const;
export const EMAILS = {
  admin: 'admin@kauri.test',
  manager: 'manager@kauri.test',
  staff: 'staff@kauri.test',
  lucy: 'lucy.chen@kauri.test',
} as const;

/** Sam and Mere at AKL as their sessions hand them to the services, for tests that call a service without HTTP. */
export const SIGNED_IN = {
  sam: {
    id: STAFF.staff,
    firstname: 'Sam',
    lastname: 'Staff',
    email: EMAILS.staff,
    role: 'staff',
    locationCode: 'AKL',
    branch: 'AKL',
    miniMenu: false,
  },
  mere: {
    id: STAFF.manager,
    firstname: 'Mere',
    lastname: 'Manager',
    email: EMAILS.manager,
    role: 'manager',
    locationCode: 'AKL',
    branch: 'AKL',
    miniMenu: false,
  },
} as const satisfies Record<string, SignedInStaff>;

/** Twelve customers at example.co.nz (ids 3–14), so a search for "example" has more than ten answers. */
export const CUSTOMERS = [
  ['Aroha', 'Ngata', 'Harbour Dental', '021 555 0101'],
  ['Wiremu', 'Tipene', '', '021 555 0102'],
  ['Ngaio', 'Walker', '', '022 555 0103'],
  ['Rangi', 'Smith', '', '027 555 0104'],
  ['Kiri', 'Williams', '', '021 555 0105'],
  ['Tama', 'Brown', 'Kea Design Studio', '021 555 0106'],
  ['Olivia', 'Wilson', '', '022 555 0107'],
  ['Jack', 'Taylor', '', '027 555 0108'],
  ['Isla', 'Henare', '', '021 555 0109'],
  ['Noah', 'Fifita', '', '021 555 0110'],
  ['Amelia', 'Tupou', '', '022 555 0111'],
  ['Leo', "O'Connor", '', '027 555 0112'],
] as const;

export async function insertStaffFixture(db: Database): Promise<void> {
  await insertCartFixture(db);
  await db.insert(s.staff).values((await buildStaff()).map((row, i) => ({ ...row, id: i + 1 })));
  await db.insert(s.users).values(
    CUSTOMERS.map(([firstname, lastname, organisation, mobile], i) => ({
      id: i + 3,
      firstname,
      lastname,
      organisation,
      mobile,
      email: `${`${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '')}@example.co.nz`,
      shippingAddress: `${i + 1} Jervois Road, Herne Bay, Auckland 1011`,
      shippingZip: '1011',
      billingAddress: i === 0 ? '1 Queen Street, Auckland 1010' : '',
      newsletter: i % 2 === 0,
    })),
  );
}
