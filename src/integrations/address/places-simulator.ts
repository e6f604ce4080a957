// A stand-in for Google Places Autocomplete (New) speaking its protocol (the requests google-places.ts
// sends, the answers Google gives), from the small shipped street list: the default outside production,
// so the checkout's street addresses work, and are tested end to end, with no key and no network. A
// typed street number is kept, as Google suggests the number typed. It is a fetch function: the real
// adapter calls it in place of the network (index.ts), and tests serve it over HTTP.
import { SIMULATOR_STREETS, type SimulatorStreet } from './simulator-streets.ts';

const SESSION_TOKEN = /^[A-Za-z0-9_-]{1,36}$/;
const LIMIT = 5;

interface Found {
  id: string;
  number: string;
  street: SimulatorStreet;
}

const googleError = (code: number, status: string, message: string) =>
  Response.json({ error: { code, message, status } }, { status: code });

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

/** '12 Ponsonby Ro' → number '12' and the words after it; '2/12' is a unit and a number. */
function parseInput(input: string): { number: string; rest: string[] } {
  const m = /^\s*(\d+[a-z]?(?:\/\d+[a-z]?)?)\s+(.*)$/i.exec(input);
  return m ? { number: m[1]!, rest: words(m[2]!) } : { number: '', rest: words(input) };
}

function placeId(index: number, number: string): string {
  return `sim${index}${number ? `-${number.replace('/', '_')}` : ''}`;
}

function fromPlaceId(id: string, streets: readonly SimulatorStreet[]): Found | null {
  const m = /^sim(\d+)(?:-(\d+[a-z]?(?:_\d+[a-z]?)?))?$/i.exec(id);
  const street = m ? streets[Number(m[1])] : undefined;
  return street ? { id, number: (m![2] ?? '').replace('_', '/'), street } : null;
}

function find(input: string, streets: readonly SimulatorStreet[]): Found[] {
  const { number, rest } = parseInput(input);
  if (rest.length === 0) return [];
  return streets
    .map((street, index) => ({ street, index, known: words(`${street.road} ${street.suburb} ${street.city}`) }))
    .filter(({ known }) => rest.every((w) => known.some((k) => k.startsWith(w))))
    .slice(0, LIMIT)
    .map(({ street, index }) => ({ id: placeId(index, number), number, street }));
}

function prediction({ id, number, street }: Found) {
  const main = number ? `${number} ${street.road}` : street.road;
  const secondary = `${street.suburb === street.city ? '' : `${street.suburb}, `}${street.city}, New Zealand`;
  return {
    placePrediction: {
      place: `places/${id}`,
      placeId: id,
      text: { text: `${main}, ${secondary}`, matches: [] },
      structuredFormat: { mainText: { text: main }, secondaryText: { text: secondary } },
      types: [number ? 'street_address' : 'route', 'geocode'],
    },
  };
}

function details({ number, street }: Found) {
  const [unit, streetNumber] = number.includes('/') ? number.split('/') : ['', number];
  const part = (longText: string, types: string[]) => ({ longText, shortText: longText, types, languageCode: 'en' });
  return {
    formattedAddress: `${number ? `${number} ` : ''}${street.road}, ${street.suburb}, ${street.city} ${street.postcode}, New Zealand`,
    addressComponents: [
      ...(unit ? [part(unit, ['subpremise'])] : []),
      ...(streetNumber ? [part(streetNumber, ['street_number'])] : []),
      part(street.road, ['route']),
      part(street.suburb, ['sublocality_level_1', 'sublocality', 'political']),
      part(street.city, ['locality', 'political']),
      { longText: 'New Zealand', shortText: 'NZ', types: ['country', 'political'], languageCode: 'en' },
      part(street.postcode, ['postal_code']),
    ],
  };
}

export function createPlacesSimulator(streets: readonly SimulatorStreet[] = SIMULATOR_STREETS): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!request.headers.get('x-goog-api-key'))
      return googleError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');

    if (url.pathname === '/v1/places:autocomplete' && request.method === 'POST') {
      const body = (await request.json().catch(() => null)) as {
        input?: unknown;
        sessionToken?: unknown;
        includedRegionCodes?: unknown;
      } | null;
      if (typeof body?.input !== 'string') return googleError(400, 'INVALID_ARGUMENT', 'input is required.');
      if (body.sessionToken !== undefined && !SESSION_TOKEN.test(String(body.sessionToken)))
        return googleError(400, 'INVALID_ARGUMENT', 'Invalid session token.');
      const regions = Array.isArray(body.includedRegionCodes) ? body.includedRegionCodes : [];
      // The list is New Zealand's: a search restricted elsewhere finds nothing, as Google's would here.
      if (regions.length > 0 && !regions.some((r) => String(r).toLowerCase() === 'nz')) return Response.json({});
      const found = find(body.input, streets);
      return Response.json(found.length ? { suggestions: found.map(prediction) } : {});
    }

    const place = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    if (place && request.method === 'GET') {
      if (!request.headers.get('x-goog-fieldmask'))
        return googleError(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
      const token = url.searchParams.get('sessionToken');
      if (token !== null && !SESSION_TOKEN.test(token))
        return googleError(400, 'INVALID_ARGUMENT', 'Invalid session token.');
      const found = fromPlaceId(decodeURIComponent(place[1]!), streets);
      return found ? Response.json(details(found)) : googleError(404, 'NOT_FOUND', 'Place not found.');
    }
    return googleError(404, 'NOT_FOUND', 'Not found.');
  };
}
