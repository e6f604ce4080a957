// The Fastify application: plugins, the JSON API and the pages, in one process.
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { type Services, errorForLog } from '../services/index.ts';
import { closeConnectionsWhenClosing } from './closing.ts';
import { parseForm } from './form-body.ts';
import { route } from './route.ts';
import { type CardHandOff, registerPages } from './pages.ts';
import type { PageHandOff } from './routes/pos/guard.ts';
import type { CardHtml } from '../web/context.ts';
import { badInputPlugin, unreadableAddress } from './plugins/bad-input.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { cspExtras, securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { registerGatewaySimulator } from './routes/gateway-sim.ts';
import { registerImageRoutes } from './routes/images.ts';
import { registerUploadedPictureRoutes } from './routes/uploaded-pictures.ts';
import { registerSentCartRoute } from './routes/sent-cart.ts';
import { registerSitemapRoutes } from './routes/sitemap.ts';
import { registerDocumentFileRoutes } from './routes/documents.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerPosRoutes } from './routes/pos/index.ts';
import { registerV1Routes } from './routes/v1/index.ts';

export interface AppOptions {
  config: Config;
  services: Services;
  sessionSecret: string;
  /** Serve pages: 'dev' (Vite), 'build' (build/), or false for an API-only app in tests. */
  pages: 'dev' | 'build' | false;
  /** false: only the plugins, for tests that register the routes under test with their own parts. */
  routes?: boolean;
  root?: string;
  /**
   * The cards' markup for the API's lists when there are no pages to take it from (tests hand in
   * web/card-html.server.tsx's); with pages, theirs.
   */
  cards?: CardHtml;
  /** Where the JSON log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    frameworkErrors: unreadableAddress,
    // An error is logged without the values its query was given (src/services/log.ts).
    logger: { level: opts.config.logLevel, stream: opts.logStream, serializers: { err: errorForLog } },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 256 * 1024,
    // X-Forwarded-* is believed only from the proxies named in TRUST_PROXY: from anyone else it would
    // set the client's address (limits, logs) to whatever the client wrote. Absolute addresses never
    // come from the request at all (config.publicUrl).
    trustProxy: opts.config.trustProxy.length > 0 ? opts.config.trustProxy : false,
  });
  closeConnectionsWhenClosing(app);
  // Live at once on every process: the catalogue's counter is watched while the app runs, and the
  // watch has stopped before whoever built the app closes the database.
  app.addHook('onReady', async () =>
    opts.services.catalogueWatch.start(opts.config.catalogueWatchMs, (err) =>
      app.log.error({ err }, 'looking whether the catalogue changed failed'),
    ),
  );
  app.addHook('onClose', async () => opts.services.catalogueWatch.stop());
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // Requests are checked against the route table's Zod schemas (src/http/route.ts); answers are plain JSON.
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorsPlugin);
  await app.register(badInputPlugin);
  // Before the routes: a route's `config.rateLimit` is read as it is added.
  await app.register(rateLimitPlugin, { limits: opts.services.addressLimits });
  await app.register(securityPlugin, {
    dev: opts.pages === 'dev',
    https: opts.config.secureCookies,
    frameSrc: [opts.services.terminals.b.frameOrigin],
    // GTM, Klaviyo, the chat and the map's tiles, each only when configured.
    extras: cspExtras({ ...opts.config.site, instagram: opts.config.instagramToken !== '' }),
  });
  await app.register(sessionPlugin, { secret: opts.sessionSecret, secureCookies: opts.config.secureCookies });
  // POST bodies come as JSON or as form fields (docs/architecture.md), nested fields named `cart[firstname]`
  // (src/http/form-body.ts); the pages' scope reads its own bodies.
  await app.register(formbody, { parser: parseForm });
  await registerUploads(app);

  // The API's lists carry the pages' card markup, which the pages fill in below once loaded.
  const given = opts.cards;
  const cardHandOff: CardHandOff = { cards: given ? () => given : null };
  await app.register(
    async (api) => {
      route(api, 'session.csrf', async (_input, req) => ({ token: req.csrfToken() }));
      if (opts.routes !== false) await registerV1Routes(api, opts.services, opts.config, cardHandOff);
      // An unknown API path answers JSON, never the pages' catch-all (which would match it otherwise).
      const apiNotFound = async (_req: unknown, reply: FastifyReply) =>
        reply.status(404).send({ success: false, msg: 'Not found' });
      api.all('/*', apiNotFound);
      api.setNotFoundHandler(apiNotFound);
    },
    { prefix: '/v1' },
  );

  // For a load balancer: the process answers and its database does (503 when it does not). Not
  // cached, no session, no body to read.
  app.get('/healthz', async (req, reply) => {
    try {
      await opts.services.databaseReachable();
      return reply.header('cache-control', 'no-store').send({ ok: true });
    } catch (err) {
      req.log.error({ err }, 'health check: the database did not answer');
      return reply.status(503).header('cache-control', 'no-store').send({ ok: false });
    }
  });

  // The /pos scope hands a signed-in staff member's page requests to the pages, once they exist.
  const pageHandOff: PageHandOff = { serve: null };
  if (opts.routes !== false) {
    await registerImageRoutes(app);
    // Uploaded product pictures, served from the database.
    await registerUploadedPictureRoutes(app, opts.services);
    await registerSentCartRoute(app, opts.services, opts.config);
    await registerDocumentFileRoutes(app, opts.services);
    await registerSitemapRoutes(app, opts.services, opts.config);
    if (opts.config.paymentGateway === 'simulator')
      await registerGatewaySimulator(app, { signer: opts.services.paymentSimulator });
    // The staff side's calls, before the pages: its guard answers every /pos address without a staff session.
    await app.register(async (pos) => registerPosRoutes(pos, opts.services, opts.config, pageHandOff, cardHandOff), {
      prefix: '/pos',
    });
  }
  if (opts.pages) {
    pageHandOff.serve = await registerPages(app, {
      services: opts.services,
      dev: opts.pages === 'dev',
      root: opts.root ?? process.cwd(),
      pageCacheMs: opts.config.pageCacheMs,
      publicUrl: opts.config.publicUrl,
      site: opts.config.site,
      cardHandOff,
    });
  }
  return app;
}
