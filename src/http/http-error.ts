// A failure the client should see: status and the message of the contract's envelope.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(msg);
  }
}

export const notFound = (msg = 'Not found') => new HttpError(404, msg);
export const unprocessable = (msg: string) => new HttpError(422, msg);
