// The shop's places: six stores, two distribution centres, the website, and a third-party depot.
// Addresses are invented street numbers on real streets; postcode, region and island match
// src/db/data/nz-postcodes.csv, so delivery-zone rules see the stores where they are.
import type * as schema from '../schema.ts';

export type LocationRow = (typeof schema.locations)['$inferInsert'];

const store = (row: Omit<LocationRow, 'kind' | 'isPhysical' | 'isCollect'>): LocationRow => ({
  ...row,
  kind: 'store',
  isPhysical: true,
  isCollect: true,
});

export const LOCATIONS: readonly LocationRow[] = [
  {
    code: 'WEB',
    name: 'Website',
    shortname: 'Online',
    address: 'Online store, shipping from our distribution centres',
    kind: 'website',
    isWebsite: true,
    isPhysical: false,
    leadDays: 5,
    sortOrder: 0,
    phone: '0800 555 287',
  },
  store({
    code: 'AKL',
    name: 'Auckland – Mt Wellington',
    shortname: 'Auckland',
    address: '20 Sylvia Park Road, Mt Wellington, Auckland 1060',
    postcode: '1060',
    region: 'Auckland',
    island: 'North Island',
    lat: '-36.917700',
    lng: '174.835600',
    phone: '09 555 0140',
    leadDays: 3,
    sortOrder: 1,
  }),
  store({
    code: 'HLZ',
    name: 'Hamilton – Te Rapa',
    shortname: 'Hamilton',
    address: '45 Wairere Drive, Te Rapa, Hamilton 3200',
    postcode: '3200',
    region: 'Waikato',
    island: 'North Island',
    lat: '-37.761000',
    lng: '175.247400',
    phone: '07 555 0120',
    leadDays: 4,
    sortOrder: 2,
  }),
  store({
    code: 'TRG',
    name: 'Tauranga – Mount Maunganui',
    shortname: 'Tauranga',
    address: '12 Hewletts Road, Mount Maunganui, Tauranga 3150',
    postcode: '3150',
    region: 'Bay of Plenty',
    island: 'North Island',
    lat: '-37.638100',
    lng: '176.183600',
    phone: '07 555 0130',
    leadDays: 4,
    sortOrder: 3,
  }),
  store({
    code: 'WLG',
    name: 'Wellington – Te Aro',
    shortname: 'Wellington',
    address: '101 Taranaki Street, Te Aro, Wellington 6011',
    postcode: '6011',
    region: 'Wellington',
    island: 'North Island',
    lat: '-41.282900',
    lng: '174.784200',
    phone: '04 555 0160',
    leadDays: 4,
    sortOrder: 4,
  }),
  store({
    code: 'CHC',
    name: 'Christchurch – Addington',
    shortname: 'Christchurch',
    address: '39 Whiteleigh Avenue, Addington, Christchurch 8024',
    postcode: '8024',
    region: 'Canterbury',
    island: 'South Island',
    lat: '-43.556500',
    lng: '172.602400',
    phone: '03 555 0180',
    leadDays: 4,
    sortOrder: 5,
  }),
  store({
    code: 'DUD',
    name: 'Dunedin – Central',
    shortname: 'Dunedin',
    address: '180 Great King Street, Dunedin Central, Dunedin 9016',
    postcode: '9016',
    region: 'Otago',
    island: 'South Island',
    lat: '-45.871400',
    lng: '170.511900',
    phone: '03 555 0190',
    leadDays: 5,
    sortOrder: 6,
  }),
  {
    code: 'DC1',
    name: 'Auckland Distribution Centre',
    shortname: 'DC1',
    address: '45 Springs Road, East Tamaki, Auckland 2013',
    postcode: '2013',
    region: 'Auckland',
    island: 'North Island',
    lat: '-36.937300',
    lng: '174.893500',
    phone: '09 555 0100',
    kind: 'warehouse',
    isPhysical: true,
    leadDays: 3,
    sortOrder: 7,
  },
  {
    code: 'DC2',
    name: 'Christchurch Distribution Centre',
    shortname: 'DC2',
    address: '15 Foremans Road, Hornby, Christchurch 8042',
    postcode: '8042',
    region: 'Canterbury',
    island: 'South Island',
    lat: '-43.529400',
    lng: '172.517400',
    phone: '03 555 0101',
    kind: 'warehouse',
    isPhysical: true,
    leadDays: 3,
    sortOrder: 8,
  },
  {
    code: 'NSN',
    name: 'Nelson Freight Depot (third party)',
    shortname: 'Nelson 3PL',
    address: '8 Vickerman Street, Port Nelson, Nelson 7010',
    postcode: '7010',
    region: 'Nelson',
    island: 'South Island',
    lat: '-41.288100',
    lng: '173.335700',
    phone: '03 555 0170',
    kind: 'warehouse',
    isPhysical: true,
    isThirdParty: true,
    leadDays: 6,
    sortOrder: 9,
  },
];

export const PHYSICAL_LOCATIONS = LOCATIONS.filter((l) => l.isPhysical).map((l) => l.code);
export const STORE_CODES = LOCATIONS.filter((l) => l.kind === 'store').map((l) => l.code);

/** Bin codes of a location: aisle-bay-level in the warehouses, a shop floor and a back room in stores. */
export function binCodes(location: LocationRow): string[] {
  const aisles = location.kind === 'store' ? ['A'] : location.isThirdParty ? ['A', 'B'] : ['A', 'B', 'C', 'D'];
  const bays = location.kind === 'store' ? 3 : 5;
  const codes = location.kind === 'store' ? ['FLOOR'] : [];
  for (const aisle of aisles) {
    for (let bay = 1; bay <= bays; bay++) {
      for (let level = 1; level <= 2; level++) codes.push(`${aisle}-${String(bay).padStart(2, '0')}-${level}`);
    }
  }
  return codes;
}
