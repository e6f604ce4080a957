// Security headers. Pages get a Content-Security-Policy with a per-request nonce for React Router's
// inline scripts; the nonce reaches the page through the load context (http/pages.ts).
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { dev: boolean; https: boolean; frameSrc: string[] }) => {
    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', async (req) => {
      req.cspNonce = randomBytes(16).toString('base64');
      // helmet's directive functions see the raw Node request.
      (req.raw as unknown as { cspNonce: string }).cspNonce = req.cspNonce;
    });
    await app.register(helmet, {
      // Vite's development client injects inline scripts and styles without a nonce.
      contentSecurityPolicy: opts.dev
        ? false
        : {
            useDefaults: true,
            directives: {
              'script-src': ["'self'", (req) => `'nonce-${(req as unknown as { cspNonce: string }).cspNonce}'`],
              'style-src': ["'self'", "'unsafe-inline'"],
              'img-src': ["'self'", 'data:'],
              'form-action': ["'self'"],
              // Card terminal B's page is a frame on the order's popup: its origin, and no other, may be framed.
              'frame-src': opts.frameSrc,
              'upgrade-insecure-requests': null,
            },
          },
      crossOriginEmbedderPolicy: false,
      // Behind HTTPS (SECURE_COOKIES=1) browsers are told to come back only over HTTPS, for a year; over
      // plain HTTP (development, the journeys) the header would lock the browser out of the shop.
      hsts: opts.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    });
  },
);
