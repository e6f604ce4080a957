// A refused form's problems by field (the purchase orders' calls answer 422 or 409 with `errors`), and
// the words to show when the answer carries none.
import { ApiError } from '../../../common/lib/api.ts';

export interface FormErrors {
  msg: string;
  fields: Record<string, string>;
}

export const NO_ERRORS: FormErrors = { msg: '', fields: {} };

export function formErrorsOf(err: unknown): FormErrors {
  const msg = err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';
  const fields: Record<string, string> = {};
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { errors?: { field: string; message: string }[] };
      for (const e of body.errors ?? []) fields[e.field] ??= e.message;
    } catch {
      // Not JSON: the message alone.
    }
  }
  return { msg, fields };
}

/** Today in New Zealand as the date input wants it. */
export const nzDateInput = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(now);
