// Daily banking calls. (Issue 13, to build.)
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';

export async function registerBankingRoutes(_pos: FastifyInstance, _services: Services) {}
