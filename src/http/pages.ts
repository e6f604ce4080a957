// The React Router pages, served by the same Fastify process as the API.
// Development: Vite in middleware mode with hot reload on the same port. Production: build/.
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { SiteSettings } from '../contract/site.ts';
import type { CardHtml, CardMarkup, KeepMarkup, ShopServerEntry } from '../web/context.ts';
import type { Services } from '../services/index.ts';
import { keptMarkup as keptParts } from './kept-markup.ts';
import { acceptsBrotli, compressedPage, compressiblePage } from './compress.ts';
import { CSRF_PLACEHOLDER, NONCE_PLACEHOLDER, PageCache, personalisedResponse } from './page-cache.ts';

export interface PagesOptions {
  services: Services;
  dev: boolean;
  root: string;
  /** How long a page that looks the same to everyone may be served again (0 = never). */
  pageCacheMs: number;
  /** The shop's own origin for absolute addresses in pages (config.publicUrl). */
  publicUrl: string;
  /** The outside services the pages may load or link to (config.site). */
  site: SiteSettings;
  /** Filled in here with the pages' card markup, for the API's lists. */
  cardHandOff: CardHandOff;
}

/**
 * The cards' markup for the API's lists (http/routes/v1/catalog.tsx). It is the pages' own
 * (web/card-html.server.tsx, in their server build), so it is there once the pages are loaded; an app
 * without pages (tests) may be handed one, or its lists go without the cards' html.
 */
export interface CardHandOff {
  cards: (() => CardHtml | Promise<CardHtml>) | null;
}

/** The pages' server build with what web/entry.server.tsx exports beyond React Router's own. */
type ShopServerBuild = ServerBuild & { entry: { module: ServerBuild['entry']['module'] & ShopServerEntry } };

/** Renders a request with the React Router pages (the /pos scope hands signed-in staff page requests here). */
export type PageServer = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export async function registerPages(app: FastifyInstance, opts: PagesOptions): Promise<PageServer> {
  // Development hands React Router a function (the build changes under hot reload); production the
  // build itself, which React Router then prepares once (its route table and static handler) rather
  // than on every request, as it does for a function.
  let build: ShopServerBuild | (() => Promise<ShopServerBuild>);
  // Grids of product cards from markup rendered once per card version (web/card-html.server.tsx). Not
  // under Vite's hot reload, where a changed card component must show at once.
  let cardMarkup: CardMarkup | undefined;

  if (opts.dev) {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    const vite = await createServer({
      root: opts.root,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ShopServerBuild>;
    // The module as it stands after the last edit, as the pages render it.
    const loaded = build;
    opts.cardHandOff.cards = async () => (await loaded()).entry.module.keptCards;
  } else {
    const fastifyStatic = (await import('@fastify/static')).default;
    const buildDir = path.join(opts.root, 'build');
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    const built = (await import(path.join(buildDir, 'server', 'index.js'))) as ShopServerBuild;
    const { keptCards } = built.entry.module;
    opts.cardHandOff.cards = () => keptCards;
    cardMarkup = keptCards.cards;
    build = built;
  }

  const handle = createRequestHandler(build, opts.dev ? 'development' : 'production');
  const pageCache = new PageCache(opts.dev ? 0 : opts.pageCacheMs, 500);
  // The footer's html, kept per rooms and settings (web/shop/components/Kept.tsx); in development every
  // page renders it afresh, so an edited footer shows at once.
  const keptMarkup = opts.dev ? undefined : keptParts;
  // A saved catalogue change shows at once: the pages kept from before it go (services/catalogue/watch.ts).
  const unwatch = opts.services.catalogueWatch.onChange(() => {
    pageCache.clear();
    keptParts.clear();
  });
  app.addHook('onClose', async () => {
    unwatch();
  });

  // Own encapsulated scope: no body parsing here, React Router actions read the raw body themselves.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all('/*', servePage);
  });
  return servePage;

  async function servePage(req: FastifyRequest, reply: FastifyReply) {
    const request = createRequest(req.raw, reply.raw);
    const context = {
      services: opts.services,
      csrfToken: req.csrfToken(),
      cspNonce: req.cspNonce,
      sessionId: req.sessionId(),
      requestId: req.id,
      publicUrl: opts.publicUrl,
      site: opts.site,
      cardMarkup,
      keptMarkup,
    };
    // The zip cookie changes ETAs on the page, so it is part of what makes two views the same.
    // Staff pages (/pos) are personal: never shared.
    const shareable = pageCache.enabled && req.method === 'GET' && !req.url.startsWith('/pos');
    const cacheKey = shareable ? `${req.url}\n${req.cookies.uzip ?? ''}` : null;
    let response: Response | undefined;
    if (cacheKey) {
      const hit = pageCache.get(cacheKey);
      if (hit) response = personalisedResponse(hit, context.csrfToken, context.cspNonce);
      else {
        const since = pageCache.generation;
        const rendered = await handle(request, {
          ...context,
          csrfToken: CSRF_PLACEHOLDER,
          cspNonce: NONCE_PLACEHOLDER,
        });
        const kept = await pageCache.remember(cacheKey, rendered.clone(), Date.now(), since);
        response = kept
          ? personalisedResponse(kept, context.csrfToken, context.cspNonce)
          : await handle(createRequest(req.raw, reply.raw), context);
      }
    } else {
      response = await handle(request, context);
    }
    const setCookie = req.takeNewSessionCookie();
    if (setCookie) response.headers.append('set-cookie', setCookie);
    // Fastify's own headers (security, request id) are copied onto the hijacked response.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !response.headers.has(name)) response.headers.set(name, String(value));
    }
    // Pages go out as brotli at quality 1 to browsers that take it (src/http/compress.ts).
    const page = req.method !== 'HEAD' && compressiblePage(response);
    if (page && acceptsBrotli(req.headers['accept-encoding'])) response = await compressedPage(response);
    // A body no page read (a POST to a page without a form action is answered 405 unread) would hold
    // the keep-alive connection until its timeout: one within the API's size limit is read and
    // dropped, a bigger one (or one of unknown size) ends the connection instead.
    const unread = !req.raw.complete;
    if (unread && !drainable(req)) response.headers.set('connection', 'close');
    reply.hijack();
    if (page) await sendWhole(reply.raw, response);
    else await sendResponse(reply.raw, response);
    if (unread && drainable(req)) drain(req);
  }
}

/**
 * A page, rendered whole before it is sent (web/entry.server.tsx), goes out with its length in one
 * write. React Router's adapter (sendResponse) streams every answer in chunks: a write for the head and
 * the body, then another for the chunked encoding's end, each a system call.
 */
async function sendWhole(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  // Headers iterate a repeated Set-Cookie as separate entries: each is kept.
  for (const [name, value] of response.headers) {
    const had = headers[name];
    headers[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

function drainable(req: FastifyRequest): boolean {
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length <= (req.server.initialConfig.bodyLimit ?? 1024 * 1024);
}

/** Reads what is left of the body into nothing (the page's own reader paused it once its queue was full). */
function drain(req: FastifyRequest) {
  req.raw.removeAllListeners('data');
  req.raw.resume();
}

export type PageLoadContext = {
  services: Services;
  csrfToken: string;
  cspNonce: string;
  sessionId: string;
  requestId: string;
  /**
   * The shop's origin (PUBLIC_URL) for og:url, canonical links and JSON-LD: never the request's Host,
   * which any client can write and which the page cache does not tell apart.
   */
  publicUrl: string;
  /** The outside services the pages may load or link to (contract/site.ts). */
  site: SiteSettings;
  /** A page of cards' markup, kept per card version (production only; components/ProductGrid.tsx). */
  cardMarkup?: CardMarkup;
  /** Parts of the page frame kept per key (production only; components/Kept.tsx). */
  keptMarkup?: KeepMarkup;
};
