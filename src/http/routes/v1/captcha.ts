// GET /v1/captcha/challenge: what the browser needs to prove a human (src/web/shop/lib/altcha.ts uses it).
// Limited per address: a script stocking up on challenges to solve ahead of a flood of form posts gets
// no more than a shopper could use.
import type { FastifyInstance } from 'fastify';
import type { HumanCheck } from '../../../services/index.ts';
import { LIMITED } from '../../plugins/rate-limit.ts';
import { route } from '../../route.ts';

export function registerCaptchaRoutes(api: FastifyInstance, humanCheck: HumanCheck) {
  route(
    api,
    'captcha.challenge',
    async (_input, _req, reply) => {
      // Each challenge is good once; a cached one would be refused as a replay.
      reply.header('cache-control', 'no-store');
      return { success: true, kind: humanCheck.kind, challenge: await humanCheck.challenge() };
    },
    { config: { ...LIMITED.captcha } },
  );
}
