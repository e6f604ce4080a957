// The stores as cards beside the map: name, address, phone. Hovering or focusing into a card
// highlights its marker; its marker's link lands here (the card is the link's target).
import { MapPin, Phone } from 'lucide-react';
import type { StoreLocation } from '../../../../contract/contact-words.ts';

export interface StoreListProps {
  stores: StoreLocation[];
  active: string | null;
  onActive(code: string | null): void;
}

const telOf = (phone: string) => `tel:+64${phone.replace(/\D+/g, '').replace(/^0/, '')}`;

export function StoreList({ stores, active, onActive }: StoreListProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="store-list">
      {stores.map((s) => {
        const on = active === s.code;
        return (
          <li
            key={s.code}
            id={`store-${s.code}`}
            tabIndex={-1}
            data-testid={`store-card-${s.code}`}
            data-active={on || undefined}
            onMouseEnter={() => onActive(s.code)}
            onMouseLeave={() => onActive(null)}
            onFocus={() => onActive(s.code)}
            onBlur={() => onActive(null)}
            className={`scroll-mt-24 rounded-xl border bg-white p-4 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-kauri ${
              on ? 'border-kauri ring-2 ring-kauri' : 'border-sand-dark'
            }`}
          >
            <h3 className="flex items-center gap-2 font-semibold text-timber-dark">
              <MapPin aria-hidden="true" className={`size-4 shrink-0 ${on ? 'text-kauri' : 'text-timber'}`} />
              {s.name}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-ink/80">{s.address}</p>
            {s.phone && (
              <p className="mt-2 text-sm">
                <a
                  href={telOf(s.phone)}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-kauri underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-kauri"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  <span>
                    <span className="sr-only">Phone {s.shortname}: </span>
                    {s.phone}
                  </span>
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
