// The PIN step of the POS's pop-up dialog (PopDialog.tsx; POST /pos/check-pin): four
// boxes that take one typed digit each and check the PIN with the server once the fourth is in; for a
// manager's PIN, first the manager from the staff list. A failed check clears the boxes for a new try.
import { useEffect, useRef, useState } from 'react';
import type { ApprovalType, StaffSummary } from '../../../contract/pos.ts';
import { ApiError, api } from '../../common/lib/api.ts';
import { buttonClass } from '../../common/components/ui/buttons.ts';
import { ModalActions } from '../../common/components/ui/Modal.tsx';
import type { PinResult } from './PopDialog.tsx';

const SELECT_A_MANAGER = '--- SELECT A MANGER ---';

/** check-pin's failure words: its `error`, else the envelope's `msg`. */
function pinErrorOf(err: unknown): string {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // not JSON: the message below
    }
    return err.message;
  }
  return 'Something went wrong. Please try again.';
}

export function PinForm(props: {
  manager: boolean;
  type: ApprovalType;
  onCancel(): void;
  onApproved(result: PinResult): void;
}) {
  const { manager, type, onCancel, onApproved } = props;
  const [digits, setDigits] = useState(['', '', '', '']);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [managers, setManagers] = useState<StaffSummary[]>([]);
  const [managerId, setManagerId] = useState(0);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (!manager) return;
    const ctl = new AbortController();
    api('pos.staffs', { roles: ['admin', 'manager'] }, { signal: ctl.signal })
      .then((res) => setManagers(res.staffs))
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) setError(pinErrorOf(err));
      });
    return () => ctl.abort();
  }, [manager]);

  const focusBox = (i: number) => boxes.current[i]?.focus();
  // After a failed check the boxes are enabled again: the first takes the next try.
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    boxes.current[0]?.focus();
  }, [busy]);

  const submit = async (pin: string) => {
    setDigits(['', '', '', '']);
    if (manager && managerId === 0) {
      setError(SELECT_A_MANAGER_MESSAGE);
      return;
    }
    setBusy(true);
    setError('');
    try {
      const res = await api('pos.checkPin', { pin, type, managerId: manager ? managerId : 0 });
      onApproved({ approval: res.approval, managerId: manager ? managerId : 0 });
    } catch (err) {
      setError(pinErrorOf(err));
      refocus.current = true;
      setBusy(false);
    }
  };

  const enter = (i: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    if (!digit) return;
    const next = digits.map((d, j) => (j === i ? digit : d));
    if (next.every((d) => d !== '')) {
      void submit(next.join(''));
      focusBox(0);
      return;
    }
    setDigits(next);
    if (i < 3) focusBox(i + 1);
  };

  const keyDown = (i: number, e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Backspace') return;
    if (digits[i] !== '') {
      e.preventDefault();
      setDigits(digits.map((d, j) => (j === i ? '' : d)));
    } else if (i > 0) {
      e.preventDefault();
      setDigits(digits.map((d, j) => (j === i - 1 ? '' : d)));
      focusBox(i - 1);
    }
  };

  return (
    <form
      className="mt-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (digits.every((d) => d !== '')) void submit(digits.join(''));
      }}
    >
      {manager && (
        <label className="mb-4 block">
          <span className="mb-1 block text-sm font-medium text-timber-dark">Manager</span>
          <select
            data-testid="pin-manager"
            // The manager comes first: their PIN goes in the boxes once one is picked.
            autoFocus
            value={managerId}
            onChange={(e) => {
              setManagerId(Number(e.target.value));
              setError('');
              focusBox(0);
            }}
            className="min-h-11 w-full rounded-lg border border-sand-dark bg-white px-3 focus-visible:outline-2 focus-visible:outline-kauri"
          >
            <option value={0}>{SELECT_A_MANAGER}</option>
            {managers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.firstname} {m.lastname}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset disabled={busy} aria-busy={busy}>
        <legend className="sr-only">PIN, four digits</legend>
        <div className="flex justify-center gap-3">
          {digits.map((d, i) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the four boxes are the PIN's positions.
              key={i}
              ref={(el) => {
                boxes.current[i] = el;
              }}
              data-testid="pin-box"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              autoFocus={i === 0 && !manager}
              aria-label={`PIN digit ${i + 1}`}
              value={d}
              onChange={(e) => enter(i, e.target.value)}
              onKeyDown={(e) => keyDown(i, e)}
              onFocus={(e) => e.target.select()}
              className="size-14 rounded-lg border-2 border-sand-dark bg-paper text-center text-2xl font-semibold text-ink focus:border-kauri focus:outline-none disabled:opacity-60"
            />
          ))}
        </div>
      </fieldset>
      <p role="alert" data-testid="pin-error" className="mt-3 min-h-6 text-center font-medium text-sale">
        {busy ? <span className="text-ink/70">Checking…</span> : error}
      </p>
      <ModalActions>
        <button type="button" onClick={onCancel} className={buttonClass('secondary', 'wide')}>
          Cancel
        </button>
      </ModalActions>
    </form>
  );
}

const SELECT_A_MANAGER_MESSAGE = 'Please select a manager';
