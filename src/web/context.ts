// What page loaders receive from the Fastify process (http/pages.ts builds it), and the types of the
// markup stores the server hands the pages through it: http names these, never a component's file.
import type { PageLoadContext } from '../http/pages.ts';

export type { KeepMarkup } from './components/Kept.tsx';
export type { CardMarkup } from './components/ProductGrid.tsx';

declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
