// The adjust modal's form (AdjustStockModal.tsx): its fields, the plain problems shown before a manager
// is asked for a PIN (the server checks them all again), and the server's refusal read back by field.
import {
  type AdjustReason,
  BIN_REQUIRED,
  CHANGE_FORMAT,
  MAX_ADJUST_UNITS,
  NOTE_REQUIRED,
  REASON_REQUIRED,
} from '../../../../contract/stock-words.ts';
import { ApiError } from '../../../common/lib/api.ts';

export interface Problem {
  field: string;
  message: string;
}

export interface AdjustForm {
  sku: string;
  location: string;
  bin: string;
  change: string;
  reason: AdjustReason | '';
  note: string;
}

/** The problems the form shows before asking for a PIN (the server checks them all again). */
export function formProblems(form: AdjustForm): Problem[] {
  const out: Problem[] = [];
  const units = form.change.trim();
  if (!/^[+-]?\d{1,6}$/.test(units) || Number(units) === 0 || Math.abs(Number(units)) > MAX_ADJUST_UNITS)
    out.push({ field: 'change', message: CHANGE_FORMAT });
  if (form.bin.trim() === '') out.push({ field: 'bin', message: BIN_REQUIRED });
  if (form.reason === '') out.push({ field: 'reason', message: REASON_REQUIRED });
  if (form.reason === 'other' && form.note.trim() === '') out.push({ field: 'note', message: NOTE_REQUIRED });
  return out;
}

export function problemsOf(err: unknown): { status: number; problems: Problem[] } {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { msg?: string; errors?: Problem[] };
      const problems = body.errors?.length ? body.errors : [{ field: 'form', message: body.msg ?? err.message }];
      return { status: err.status, problems };
    } catch {
      // not JSON: the message below
    }
  }
  return { status: 0, problems: [{ field: 'form', message: 'Something went wrong. Please try again.' }] };
}
