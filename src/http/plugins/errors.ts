// The failure envelope (docs/architecture.md): 4xx with { success: false, msg }. Bad input never
// yields a 500, and a 500 never shows the shopper a stack trace (the log has it, with the request id).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { Refusal } from '../../domain/refusal.ts';

export function firstIssueMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/**
 * The message of a request the route table's schema refused (src/http/route.ts): like
 * firstIssueMessage, the first problem with its field path; a bad path parameter says only the problem
 * ('Customer not found', 'Unknown branch'), as the address is not a field the person typed.
 */
export function validationMessage(err: FastifyError | Error): string {
  const { validation, validationContext } = err as FastifyError;
  const first = validation?.[0];
  if (!first) return 'Invalid request';
  const path = first.instancePath.split('/').filter(Boolean).join('.');
  const message = first.message ?? 'Invalid request';
  return path && validationContext !== 'params' ? `${path}: ${message}` : message;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof Refusal) {
      // A refusal for a failure of ours (a mail server down) carries its cause: the developer needs it.
      if (err.cause) req.log.error({ err: err.cause }, err.message);
      return reply.status(err.status).send({ success: false, msg: err.message, ...err.extra });
    }
    if ((err as FastifyError).validation) {
      return reply.status(422).send({ success: false, msg: validationMessage(err) });
    }
    if (err instanceof ZodError) {
      return reply.status(422).send({ success: false, msg: firstIssueMessage(err) });
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own 4xx: bad JSON, unsupported media type, body too large, rate limits…
      return reply.status(status).send({ success: false, msg: clientMessage(err as FastifyError) });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({ success: false, msg: 'Something went wrong. Please try again.' });
  });
});

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request too large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Invalid JSON body';
    default:
      return err.message.length < 200 ? err.message : 'Bad request';
  }
}
