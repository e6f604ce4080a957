// The POS's shared pop-up dialog (pos spec §2 "Shared pop-up dialog", §4 PIN dialog, §5 PIN):
// alert, confirm, pin and manager-pin over a backdrop. Each call returns a promise that resolves with
// the form's values and rejects (PopDialogCancelled) on Cancel, Escape or a backdrop click.
import { X } from 'lucide-react';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ApprovalType, StaffSummary } from '../../../contract/pos.ts';
import { api, ApiError } from '../../lib/api.ts';

export class PopDialogCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

export interface PopOptions {
  title?: ReactNode;
  message?: ReactNode;
}
export interface AlertOptions extends PopOptions {
  okText?: string;
}
export interface ConfirmOptions extends PopOptions {
  cancelText?: string;
  confirmText?: string;
}
export interface PinOptions extends PopOptions {
  /** What the approval is for (check-pin's type). */
  type: ApprovalType;
}
export interface PinResult {
  approval: string;
  managerId: number;
}

export interface PopDialogApi {
  alert(opts: AlertOptions | string): Promise<void>;
  confirm(opts: ConfirmOptions | string): Promise<void>;
  pin(opts: PinOptions): Promise<PinResult>;
  managerPin(opts: PinOptions): Promise<PinResult>;
}

type Ask =
  | {
      kind: 'alert';
      opts: AlertOptions;
      resolve: (v: void) => void;
      reject: (e: Error) => void;
    }
  | {
      kind: 'confirm';
      opts: ConfirmOptions;
      resolve: (v: void) => void;
      reject: (e: Error) => void;
    }
  | {
      kind: 'pin' | 'manager-pin';
      opts: PinOptions;
      resolve: (v: PinResult) => void;
      reject: (e: Error) => void;
    };

const PopDialogContext = createContext<PopDialogApi | null>(null);

export function usePopDialog(): PopDialogApi {
  const api = useContext(PopDialogContext);
  if (!api) throw new Error('usePopDialog needs a PopDialogProvider');
  return api;
}

const asOptions = <T extends PopOptions>(opts: T | string): T => (typeof opts === 'string' ? ({ message: opts } as T) : opts);

export function PopDialogProvider({ children }: { children: ReactNode }) {
  const [ask, setAsk] = useState<Ask | null>(null);
  // A new call while one is open cancels the one before.
  const current = useRef<Ask | null>(null);
  const open = useCallback((next: Ask) => {
    current.current?.reject(new PopDialogCancelled());
    current.current = next;
    setAsk(next);
  }, []);
  const api = useMemo<PopDialogApi>(
    () => ({
      alert: (opts) => new Promise<void>((resolve, reject) => open({ kind: 'alert', opts: asOptions(opts), resolve, reject })),
      confirm: (opts) => new Promise<void>((resolve, reject) => open({ kind: 'confirm', opts: asOptions(opts), resolve, reject })),
      pin: (opts) => new Promise<PinResult>((resolve, reject) => open({ kind: 'pin', opts, resolve, reject })),
      managerPin: (opts) => new Promise<PinResult>((resolve, reject) => open({ kind: 'manager-pin', opts, resolve, reject })),
    }),
    [open],
  );
  const close = () => {
    current.current = null;
    setAsk(null);
  };
  const cancel = () => {
    ask?.reject(new PopDialogCancelled());
    close();
  };
  return (
    <PopDialogContext.Provider value={api}>
      {children}
      <ModalOverlay
        isOpen={ask !== null}
        isDismissable
        onOpenChange={(isOpen) => !isOpen && cancel()}
        className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[12vh] pb-6 data-entering:animate-fade-in"
      >
        <Modal className="w-full max-w-md rounded-xl bg-white shadow-2xl">
          <Dialog data-testid="pop-dialog" data-kind={ask?.kind} className="relative p-5 outline-none sm:p-6">
            {ask && (
              <>
                <button
                  type="button"
                  aria-label="Close"
                  onClick={cancel}
                  className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-ink/60 hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
                >
                  <X aria-hidden className="size-5" />
                </button>
                <Heading slot="title" className="pr-10 text-lg font-semibold text-timber-dark">
                  {ask.opts.title ?? defaultTitle(ask.kind)}
                </Heading>
                {ask.opts.message && <div className="mt-2 text-ink/80">{ask.opts.message}</div>}
                {ask.kind === 'alert' && (
                  <Buttons>
                    <PrimaryButton
                      autoFocus
                      onClick={() => {
                        ask.resolve();
                        close();
                      }}
                    >
                      {ask.opts.okText ?? 'I got it'}
                    </PrimaryButton>
                  </Buttons>
                )}
                {ask.kind === 'confirm' && (
                  <Buttons>
                    <SecondaryButton onClick={cancel}>{ask.opts.cancelText ?? 'Cancel'}</SecondaryButton>
                    <PrimaryButton
                      autoFocus
                      onClick={() => {
                        ask.resolve();
                        close();
                      }}
                    >
                      {ask.opts.confirmText ?? 'Confirm'}
                    </PrimaryButton>
                  </Buttons>
                )}
                {(ask.kind === 'pin' || ask.kind === 'manager-pin') && (
                  <PinForm
                    manager={ask.kind === 'manager-pin'}
                    type={ask.opts.type}
                    onCancel={cancel}
                    onApproved={(result) => {
                      ask.resolve(result);
                      close();
                    }}
                  />
                )}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </PopDialogContext.Provider>
  );
}

function defaultTitle(kind: Ask['kind']): string {
  if (kind === 'alert') return 'Notice';
  if (kind === 'confirm') return 'Please confirm';
  if (kind === 'pin') return 'Enter your PIN';
  return "Manager's PIN";
}

function Buttons({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex justify-end gap-2">{children}</div>;
}

function PrimaryButton(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className="inline-flex min-h-11 min-w-24 items-center justify-center rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60"
    />
  );
}

function SecondaryButton(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className="inline-flex min-h-11 min-w-24 items-center justify-center rounded-lg border border-sand-dark bg-white px-5 font-semibold text-timber-dark hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
    />
  );
}

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

function PinForm(props: { manager: boolean; type: ApprovalType; onCancel(): void; onApproved(result: PinResult): void }) {
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
    focusBox(0);
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
        {busy ? <span className="text-ink/60">Checking…</span> : error}
      </p>
      <Buttons>
        <SecondaryButton onClick={onCancel}>Cancel</SecondaryButton>
      </Buttons>
    </form>
  );
}

const SELECT_A_MANAGER_MESSAGE = 'Please select a manager';
