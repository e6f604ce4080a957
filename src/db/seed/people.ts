// Staff and customers of the demo shop. The README's four demo accounts come first and exactly as
// written there (the browser journeys sign in with them); the other customers give the POS customer
// search something to find.
import { hashSecret } from '../../domain/passwords.ts';
import type * as schema from '../schema.ts';
import type { Random } from './random.ts';

type StaffRow = (typeof schema.staff)['$inferInsert'];
type UserRow = (typeof schema.users)['$inferInsert'];

export const DEMO_STAFF_PASSWORD = 'Kauri!2026';
export const DEMO_SHOPPER = { email: 'shopper@kauri.test', password: 'Shopper#2026' } as const;

/** The README's demo staff, then a few at other branches (same demo password). */
export const DEMO_STAFF = [
  { firstname: 'Aroha', lastname: 'Admin', email: 'admin@kauri.test', pin: '1111', role: 'admin', locationCode: 'WEB' },
  {
    firstname: 'Mere',
    lastname: 'Manager',
    email: 'manager@kauri.test',
    pin: '2222',
    role: 'manager',
    locationCode: 'AKL',
  },
  { firstname: 'Sam', lastname: 'Staff', email: 'staff@kauri.test', pin: '3333', role: 'staff', locationCode: 'AKL' },
  {
    firstname: 'Tane',
    lastname: 'Walker',
    email: 'tane.walker@kauri.test',
    pin: '4444',
    role: 'manager',
    locationCode: 'WLG',
  },
  {
    firstname: 'Lucy',
    lastname: 'Chen',
    email: 'lucy.chen@kauri.test',
    pin: '5555',
    role: 'staff',
    locationCode: 'CHC',
  },
  {
    firstname: 'Hemi',
    lastname: 'Parata',
    email: 'hemi.parata@kauri.test',
    pin: '6666',
    role: 'staff',
    locationCode: 'HLZ',
  },
  {
    firstname: 'Priya',
    lastname: 'Sharma',
    email: 'priya.sharma@kauri.test',
    pin: '7777',
    role: 'manager',
    locationCode: 'CHC',
  },
] as const;

const FIRST_NAMES = [
  'Aroha',
  'Wiremu',
  'Ngaio',
  'Rangi',
  'Kiri',
  'Tama',
  'Anahera',
  'Manaia',
  'Olivia',
  'Jack',
  'Charlotte',
  'Oliver',
  'Isla',
  'Noah',
  'Amelia',
  'Leo',
  'Mia',
  'Hugo',
  'Grace',
  'Lucas',
  'Sione',
  'Mele',
  'Ana',
  'Tevita',
  'Wei',
  'Mei',
  'Arjun',
  'Ananya',
  'Sophie',
  'George',
];
const LAST_NAMES = [
  'Ngata',
  'Tipene',
  'Walker',
  'Smith',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Te Whata',
  'Henare',
  'Tuhiwai',
  'Fifita',
  'Tupou',
  'Li',
  'Wang',
  'Patel',
  'Singh',
  'Kumar',
  'Anderson',
  'Thompson',
  'Campbell',
  "O'Connor",
  'MacDonald',
  'Harris',
  'Martin',
  'Kelly',
  'Reid',
  'Murray',
];
/** Street, suburb, city and postcode (postcodes as in nz-postcodes.csv). */
const ADDRESSES: readonly [string, string, string, string][] = [
  ['Jervois Road', 'Herne Bay', 'Auckland', '1011'],
  ['Williamson Avenue', 'Grey Lynn', 'Auckland', '1021'],
  ['Remuera Road', 'Remuera', 'Auckland', '1050'],
  ['Onehunga Mall', 'Onehunga', 'Auckland', '1061'],
  ['Hurstmere Road', 'Takapuna', 'Auckland', '0622'],
  ['Picton Street', 'Howick', 'Auckland', '2014'],
  ['Hibiscus Coast Highway', 'Orewa', 'Auckland', '0932'],
  ['Clyde Road', 'Browns Bay', 'Auckland', '0753'],
  ['Thomas Road', 'Rototuna', 'Hamilton', '3210'],
  ['Victoria Street', 'Cambridge', 'Cambridge', '3434'],
  ['Papamoa Beach Road', 'Papamoa', 'Tauranga', '3187'],
  ['Fenton Street', 'Rotorua', 'Rotorua', '3010'],
  ['Te Mata Road', 'Havelock North', 'Havelock North', '4130'],
  ['Broadway Avenue', 'Palmerston North', 'Palmerston North', '4410'],
  ['Devon Street East', 'New Plymouth', 'New Plymouth', '4342'],
  ['Karori Road', 'Karori', 'Wellington', '6012'],
  ['Onslow Road', 'Khandallah', 'Wellington', '6035'],
  ['The Parade', 'Island Bay', 'Wellington', '6023'],
  ['Jackson Street', 'Petone', 'Lower Hutt', '5012'],
  ['Salisbury Road', 'Richmond', 'Nelson', '7020'],
  ['Main Road', 'Stoke', 'Nelson', '7011'],
  ['Clyde Road', 'Fendalton', 'Christchurch', '8014'],
  ['Papanui Road', 'Merivale', 'Christchurch', '8014'],
  ['Colombo Street', 'Cashmere', 'Christchurch', '8022'],
  ['Nayland Street', 'Sumner', 'Christchurch', '8081'],
  ['Stafford Street', 'Timaru', 'Timaru', '7940'],
  ['Highgate', 'Maori Hill', 'Dunedin', '9010'],
  ['Gordon Road', 'Mosgiel', 'Dunedin', '9024'],
  ['Shotover Street', 'Queenstown', 'Queenstown', '9300'],
  ['Ardmore Street', 'Wanaka', 'Wanaka', '9305'],
];
const ORGANISATIONS = ['Harbour Dental', 'Totara Property Management', 'Kea Design Studio', 'Piha Surf Lodge'];
const ACQUISITION = ['Google', 'Facebook', 'Instagram', 'Friend', 'Walk-in', 'TV'];
const CUSTOMERS = 30;

export async function buildStaff(): Promise<StaffRow[]> {
  // Hashing is deliberately slow; do all of it at once, on libuv's thread pool.
  return Promise.all(
    DEMO_STAFF.map(async (s) => ({
      email: s.email,
      firstname: s.firstname,
      lastname: s.lastname,
      role: s.role,
      locationCode: s.locationCode,
      passwordHash: await hashSecret(DEMO_STAFF_PASSWORD),
      pinHash: await hashSecret(s.pin),
    })),
  );
}

export async function buildUsers(rng: Random, now: Date): Promise<UserRow[]> {
  const shopper: UserRow = {
    email: DEMO_SHOPPER.email,
    passwordHash: await hashSecret(DEMO_SHOPPER.password),
    firstname: 'Pita',
    lastname: 'Shopper',
    // Digits only: both checkouts refuse any other mobile ('Mobile number should be numbers only').
    mobile: '0215550187',
    shippingAddress: '14 Ponsonby Road, Ponsonby, Auckland 1011',
    shippingZip: '1011',
    billingAddress: '14 Ponsonby Road, Ponsonby, Auckland 1011',
    acquisition: 'Instagram',
    newsletter: true,
    createdAt: new Date(now.getTime() - 200 * 86_400_000),
  };
  const emails = new Set([shopper.email]);
  const customers: UserRow[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const firstname = rng.pick(FIRST_NAMES);
    const lastname = rng.pick(LAST_NAMES);
    const [street, suburb, city, zip] = ADDRESSES[i % ADDRESSES.length]!;
    const address = `${rng.int(1, 240)} ${street}, ${suburb}${city === suburb ? '' : `, ${city}`} ${zip}`;
    const base = `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${base}@example.co.nz`;
    for (let n = 2; emails.has(email); n++) email = `${base}${n}@example.co.nz`;
    emails.add(email);
    customers.push({
      email,
      firstname,
      lastname,
      organisation: rng.chance(0.12) ? rng.pick(ORGANISATIONS) : '',
      mobile: `02${rng.pick(['1', '2', '7'])}555${String(rng.int(100, 999)).padStart(4, '0')}`,
      shippingAddress: address,
      shippingZip: zip,
      billingAddress: address,
      acquisition: rng.pick(ACQUISITION),
      newsletter: rng.chance(0.4),
      createdAt: new Date(now.getTime() - rng.int(1, 700) * 86_400_000),
    });
  }
  return [shopper, ...customers];
}
