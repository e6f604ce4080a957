// Comments, reminders and the logs: PUT /pos/activity/store, POST /pos/activity/getLogs, GET
// /pos/activity/reminders, POST /pos/activity/read. (Issue 12, to build.)
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../services/index.ts';

export async function registerActivityRoutes(_pos: FastifyInstance, _services: Services) {}
