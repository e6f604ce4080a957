// Page routes (flat, named by URL). See the URL scheme in docs/decisions/0001-urls.md.
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
