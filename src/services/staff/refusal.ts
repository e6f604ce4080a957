// The words of the staff side's refusals (thrown as a Refusal, src/domain/refusal.ts).
import { Refusal } from '../../domain/refusal.ts';

export const WRONG_CREDENTIALS = 'These credentials do not match our records.';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Try again in 15 minutes.';
export const WRONG_PIN = 'Wrong PIN, please try again';
export const PIN_LOCKED = 'Too many wrong PINs. Try again in 15 minutes.';
export const SELECT_A_MANAGER = 'Please select a manager';
export const MANAGER_PIN_NEEDED = "This needs a manager's PIN";
export const APPROVAL_REQUIRED = 'PIN approval required';
export const PLEASE_SIGN_IN = 'Please sign in';
export const NOT_ALLOWED = 'Not allowed';
export const STAFF_NOT_FOUND = 'Staff member not found';
export const CANNOT_UNLOCK_SELF = 'Another manager needs to unlock you';

/** What a lockout log line says (never the password or PIN tried). */
export interface LockoutEvent {
  event: 'sign_in_locked' | 'pin_locked';
  /** The email tried (sign-in) or the staff member whose PIN was tried. */
  email?: string;
  staffId?: number;
  /** 'address': locked for the address that tried; 'everywhere': for every address. */
  scope: 'address' | 'everywhere';
}

/** The try that locked a sign-in or a PIN: refused like any other, and the route logs `lockout`. */
export class Lockout extends Refusal {
  constructor(
    refusal: Refusal,
    readonly lockout: LockoutEvent,
  ) {
    super(refusal.status, refusal.message, refusal.extra);
  }
}

/** check-pin's failures: the PIN dialog shows `error` under its boxes; `msg` keeps the contract envelope. */
export const pinRefusal = (status: 422 | 429, message: string) => new Refusal(status, message, { error: message });
