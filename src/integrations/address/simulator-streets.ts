// The places simulator's small street list: a few streets in each of the shop's cities, each with the
// suburb and postcode the shipped postcode list (src/db/data/nz-postcodes.csv) gives it.

export interface SimulatorStreet {
  road: string;
  suburb: string;
  city: string;
  postcode: string;
}

export const SIMULATOR_STREETS: readonly SimulatorStreet[] = [
  { road: 'Ponsonby Road', suburb: 'Ponsonby', city: 'Auckland', postcode: '1011' },
  { road: 'Richmond Road', suburb: 'Ponsonby', city: 'Auckland', postcode: '1021' },
  { road: 'Great North Road', suburb: 'Grey Lynn', city: 'Auckland', postcode: '1021' },
  { road: 'Broadway', suburb: 'Newmarket', city: 'Auckland', postcode: '1023' },
  { road: 'Parnell Road', suburb: 'Parnell', city: 'Auckland', postcode: '1010' },
  { road: 'Victoria Street', suburb: 'Hamilton Central', city: 'Hamilton', postcode: '3204' },
  { road: 'Devonport Road', suburb: 'Tauranga', city: 'Tauranga', postcode: '3110' },
  { road: 'Lambton Quay', suburb: 'Wellington Central', city: 'Wellington', postcode: '6011' },
  { road: 'Cuba Street', suburb: 'Te Aro', city: 'Wellington', postcode: '6011' },
  { road: 'Tinakori Road', suburb: 'Thorndon', city: 'Wellington', postcode: '6011' },
  { road: 'Colombo Street', suburb: 'Christchurch Central', city: 'Christchurch', postcode: '8011' },
  { road: 'Lincoln Road', suburb: 'Addington', city: 'Christchurch', postcode: '8024' },
  { road: 'George Street', suburb: 'Dunedin Central', city: 'Dunedin', postcode: '9016' },
];
