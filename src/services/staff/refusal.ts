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

/** check-pin's failures: the PIN dialog shows `error` under its boxes; `msg` keeps the contract envelope. */
export const pinRefusal = (status: 422 | 429, message: string) => new Refusal(status, message, { error: message });
