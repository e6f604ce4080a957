// The icons every product card shows, drawn once per page as symbols that each card points at
// (<use href>), rather than repeated inline in every card: a listing carries 24 cards in its page and
// in POST /v1/getItems's `html`, and the icons' paths would be much of each card's bytes.
import { Heart, Truck } from 'lucide-react';

export const CARD_ICON_IDS = { heart: 'card-icon-heart', truck: 'card-icon-truck' } as const;

/** The symbols, once in the storefront's page (root.tsx): present before any card, whoever draws it. */
export function CardIconSymbols() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      {/* fill="inherit": the heart fills when its button is pressed (.card-heart in app.css). */}
      <symbol id={CARD_ICON_IDS.heart} viewBox="0 0 24 24">
        <Heart fill="inherit" />
      </symbol>
      <symbol id={CARD_ICON_IDS.truck} viewBox="0 0 24 24">
        <Truck />
      </symbol>
    </svg>
  );
}

/** One card icon, sized and coloured by its class like an inline icon. */
export function CardIcon({ name, className }: { name: keyof typeof CARD_ICON_IDS; className: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${CARD_ICON_IDS[name]}`} />
    </svg>
  );
}
