// What page loaders receive from the Fastify process (http/pages.ts builds it), what the pages' server
// build gives that process besides pages (entry.server.tsx's exports, read from the build), and the types
// of the markup stores the server hands the pages: http names these, never a component's file.
import type { PageLoadContext } from '../http/pages.ts';
import type { keptCards } from './card-html.server.tsx';

export type { KeepMarkup } from './shop/components/Kept.tsx';
export type { CardMarkup } from './shop/components/ProductGrid.tsx';

/** The exports of entry.server.tsx beyond React Router's own, as http/pages.ts reads them off the build. */
export interface ShopServerEntry {
  keptCards: typeof keptCards;
}

/** A page of cards' and trails' markup (web/card-html.server.tsx), which the API's lists are handed. */
export type CardHtml = ShopServerEntry['keptCards'];

declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
