// A POS request the server will not do, with the status and words the staff member sees.
// The /pos routes turn it into the contract's envelope; nothing has been written when one is thrown.
// `extra` carries fields some calls add (check-pin answers `error` as well as `msg`).
export class PosRefusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 422 | 429,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const WRONG_CREDENTIALS = 'These credentials do not match our records.';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Try again in 15 minutes.';
export const WRONG_PIN = 'Wrong PIN, please try again';
export const PIN_LOCKED = 'Too many wrong PINs. Try again in 15 minutes.';
export const SELECT_A_MANAGER = 'Please select a manager';
export const MANAGER_PIN_NEEDED = "This needs a manager's PIN";
export const APPROVAL_REQUIRED = 'PIN approval required';
export const PLEASE_SIGN_IN = 'Please sign in';

/** check-pin's failures: the PIN dialog shows `error` under its boxes; `msg` keeps the contract envelope. */
export const pinRefusal = (status: 422 | 429, message: string) => new PosRefusal(status, message, { error: message });
