// Card terminal calls (integrations A and B). (Issue 13, to build.)
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';

export async function registerTerminalRoutes(_pos: FastifyInstance, _services: Services) {}
