// What the delivery address suggests as the shopper types: street addresses from the shop's provider
// (GET /v1/address, Google Places or its simulator, from 3 characters of the whole address) first, then
// New Zealand suburbs (GET /v1/suburb, from 2 characters of the part after the last comma). Each answer
// is kept per term for the page. One session token runs from the first key to the pick, as the
// provider bills it; a pick starts the next. A shop without a provider answers null once and is not
// asked again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddressSuggestion } from '../../../contract/cart.ts';
import { api } from '../../common/lib/api.ts';
import { STREET_MIN_CHARS, SUBURB_MIN_CHARS, type Suburb, suburbTerm } from '../lib/suburbs.ts';

export type AddressOption = ({ kind: 'street' } & AddressSuggestion) | ({ kind: 'suburb' } & Suburb);

export const STREET_LIMIT = 5;
const WAIT_MS = 120;

const keyOf = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function newSession(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function useAddressSuggestions(value: string, typing: boolean) {
  const streets = useRef(new Map<string, AddressSuggestion[]>());
  const suburbs = useRef(new Map<string, Suburb[]>());
  const noProvider = useRef(false);
  const session = useRef('');
  const [options, setOptions] = useState<AddressOption[]>([]);
  const [looking, setLooking] = useState(false);
  const streetKey = keyOf(value);
  const suburbKey = keyOf(suburbTerm(value));
  const wanted = typing && (streetKey.length >= STREET_MIN_CHARS || suburbKey.length >= SUBURB_MIN_CHARS);

  useEffect(() => {
    if (!wanted) {
      setOptions([]);
      return;
    }
    const askStreets = !noProvider.current && streetKey.length >= STREET_MIN_CHARS;
    const askSuburbs = suburbKey.length >= SUBURB_MIN_CHARS;
    const show = () =>
      setOptions([
        ...(askStreets ? (streets.current.get(streetKey) ?? []) : [])
          .slice(0, STREET_LIMIT)
          .map((s) => ({ kind: 'street' as const, ...s })),
        ...(askSuburbs ? (suburbs.current.get(suburbKey) ?? []) : []).map((s) => ({ kind: 'suburb' as const, ...s })),
      ]);
    const needStreets = askStreets && !streets.current.has(streetKey);
    const needSuburbs = askSuburbs && !suburbs.current.has(suburbKey);
    if (!needStreets && !needSuburbs) {
      show();
      setLooking(false);
      return;
    }
    setLooking(true);
    const abort = new AbortController();
    const timer = setTimeout(() => {
      if (!session.current) session.current = newSession();
      const signal = abort.signal;
      void Promise.all([
        needStreets
          ? api('store.addresses', { term: streetKey, session: session.current }, { signal }).then((a) => {
              if (a.addresses === null) noProvider.current = true;
              streets.current.set(streetKey, a.addresses ?? []);
            })
          : null,
        needSuburbs
          ? api('store.suburbs', { term: suburbKey }, { signal }).then((a) => suburbs.current.set(suburbKey, a.suburbs))
          : null,
      ]).then(
        () => {
          show();
          setLooking(false);
        },
        () => undefined,
      );
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [streetKey, suburbKey, wanted]);

  /** The picked street address, whole, with its postcode; the session ends with it. */
  const placeOf = useCallback(async (id: string) => {
    const answer = await api('store.addressPlace', { id, session: session.current || undefined });
    session.current = '';
    return answer.address;
  }, []);

  const clear = useCallback(() => setOptions([]), []);

  return { options, looking, wanted, placeOf, clear };
}
