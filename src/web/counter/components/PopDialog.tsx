// The POS's shared pop-up dialog, used by the POS menu, the checkout and the storefront's staff bar:
// alert, confirm, pin and manager-pin over a backdrop. Each call returns a promise that resolves with
// the form's values and rejects (PopDialogCancelled) on Cancel, Escape or a backdrop click.
import { type ReactNode, createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ApprovalType } from '../../../contract/pos.ts';
import { buttonClass } from '../../common/components/ui/buttons.ts';
import { CloseButton, ModalActions, ModalFrame, ModalTitle } from '../../common/components/ui/Modal.tsx';
import { PinForm } from './PinForm.tsx';

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
      resolve: () => void;
      reject: (e: Error) => void;
    }
  | {
      kind: 'confirm';
      opts: ConfirmOptions;
      resolve: () => void;
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

const asOptions = <T extends PopOptions>(opts: T | string): T =>
  typeof opts === 'string' ? ({ message: opts } as T) : opts;

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
      alert: (opts) =>
        new Promise<void>((resolve, reject) => open({ kind: 'alert', opts: asOptions(opts), resolve, reject })),
      confirm: (opts) =>
        new Promise<void>((resolve, reject) => open({ kind: 'confirm', opts: asOptions(opts), resolve, reject })),
      pin: (opts) => new Promise<PinResult>((resolve, reject) => open({ kind: 'pin', opts, resolve, reject })),
      managerPin: (opts) =>
        new Promise<PinResult>((resolve, reject) => open({ kind: 'manager-pin', opts, resolve, reject })),
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
      <ModalFrame
        isOpen={ask !== null}
        onClose={cancel}
        overlayClassName="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[12vh] pb-6 data-entering:animate-fade-in"
        modalClassName="w-full max-w-md rounded-xl bg-white shadow-2xl"
        data-testid="pop-dialog"
        data-kind={ask?.kind}
        className="relative p-5 outline-none sm:p-6"
      >
        {ask && (
          <>
            <CloseButton onClose={cancel} placement="corner" look="pos" />
            <ModalTitle className="pr-10">{ask.opts.title ?? defaultTitle(ask.kind)}</ModalTitle>
            {ask.opts.message && <div className="mt-2 text-ink/80">{ask.opts.message}</div>}
            {ask.kind === 'alert' && (
              <ModalActions>
                <button
                  type="button"
                  autoFocus
                  className={buttonClass('primary', 'wide')}
                  onClick={() => {
                    ask.resolve();
                    close();
                  }}
                >
                  {ask.opts.okText ?? 'I got it'}
                </button>
              </ModalActions>
            )}
            {ask.kind === 'confirm' && (
              <ModalActions>
                <button type="button" onClick={cancel} className={buttonClass('secondary', 'wide')}>
                  {ask.opts.cancelText ?? 'Cancel'}
                </button>
                <button
                  type="button"
                  autoFocus
                  className={buttonClass('primary', 'wide')}
                  onClick={() => {
                    ask.resolve();
                    close();
                  }}
                >
                  {ask.opts.confirmText ?? 'Confirm'}
                </button>
              </ModalActions>
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
      </ModalFrame>
    </PopDialogContext.Provider>
  );
}

function defaultTitle(kind: Ask['kind']): string {
  if (kind === 'alert') return 'Notice';
  if (kind === 'confirm') return 'Please confirm';
  if (kind === 'pin') return 'Enter your PIN';
  return "Manager's PIN";
}
