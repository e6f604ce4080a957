// A request the system will not do: the status and words the person sees, and any extra fields the
// call's answer carries (check-pin adds `error`). Services throw it; the errors plugin
// (src/http/plugins/errors.ts) turns it into the failure envelope `{ success: false, msg, ...extra }`
// in one place. Nothing has been written when one is thrown: throw it before writing, or inside the
// transaction that it rolls back.
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 419 | 422 | 429 | 502 | 503;

export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }

  /** The envelope's `msg`: the message itself. */
  get msg(): string {
    return this.message;
  }
}
