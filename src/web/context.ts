// What page loaders receive from the Fastify process (http/pages.ts builds it).
import type { PageLoadContext } from '../http/pages.ts';

declare module 'react-router' {
  interface AppLoadContext extends PageLoadContext {}
}
