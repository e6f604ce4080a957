// What the services log, and how an error is written to a log. A service call that has something to
// report (a payment refused, a refund needed) takes the request's logger from its route (`req.log`,
// Fastify's: one JSON line per event, carrying the request's id); without one (a timer, a test) it
// writes the same JSON line to stderr. Each event names itself in `event`.
//
// An error is logged without the values a query was given: a failed query's parameters hold
// sessions' ids, emails and addresses, and the database echoes a refused value in its message
// (`invalid input syntax for type integer: "…"`). What stays is what a developer needs: the
// statement with its placeholders, the database's error code, the constraint, the stack.

export interface ServiceLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Fields of a query error (drizzle's, PGlite's, pg's) that hold the values the statement was given. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'queryOptions', 'detail', 'where', 'internalQuery', 'cause']);

/** A database error: PostgreSQL's five-character SQLSTATE and a severity (pg and PGlite alike). */
function fromDatabase(err: Error): boolean {
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** A failed query as drizzle reports it: "Failed query: <sql>\nparams: <values>", the values in `params`. */
function failedQuery(err: Error): boolean {
  return 'params' in err && 'query' in err && err.message.startsWith('Failed query:');
}

function messageOf(err: Error): string {
  if (failedQuery(err)) return `Failed query: ${String((err as unknown as { query: unknown }).query)}`;
  // Quoted text in a database message is a value (or a name, which `constraint`, `table` and `column` give).
  if (fromDatabase(err)) return err.message.replace(/"(?:[^"]|"")*"/g, '"…"');
  return err.message;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as a log line holds it: type, message and stack as the usual serializer gives them, its
 * own fields (code, constraint, query text…) and its cause, minus every value a query was given.
 * Fastify's logger uses it for `err` (src/http/app.ts); the stderr fallback below does too.
 */
export function errorForLog(err: Error, depth = 0): LoggedError {
  const message = messageOf(err);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = {
    type: err.constructor?.name || err.name,
    message,
    stack: [`${err.name}: ${message}`, ...frames].join('\n'),
  };
  for (const [key, value] of Object.entries(err)) {
    if (VALUE_FIELDS.has(key) || key === 'message' || key === 'stack') continue;
    if (value === undefined || typeof value === 'function') continue;
    out[key] = value instanceof Error && depth < 5 ? errorForLog(value, depth + 1) : value;
  }
  if (err.cause instanceof Error && depth < 5) out.cause = errorForLog(err.cause, depth + 1);
  return out;
}

/** pino's level numbers; the fallback honours LOG_LEVEL as the app's logger does (src/config.ts). */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 99 };
const threshold = LEVELS[process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')] ?? 30;

function line(level: number, obj: object, msg: string): void {
  if (level < threshold) return;
  const { err, ...rest } = obj as { err?: unknown };
  const entry = {
    level,
    time: Date.now(),
    pid: process.pid,
    ...rest,
    ...(err === undefined ? {} : { err: err instanceof Error ? errorForLog(err) : err }),
    msg,
  };
  process.stderr.write(`${JSON.stringify(entry)}\n`);
}

/** The log of a service called outside a request: the same JSON line (pino's levels) on stderr. */
export const processLog: ServiceLog = {
  info: (obj, msg) => line(30, obj, msg),
  warn: (obj, msg) => line(40, obj, msg),
  error: (obj, msg) => line(50, obj, msg),
};
