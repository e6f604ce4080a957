// Card terminals' popup (specs/pos.md "Card-terminal popups"). Integration A: a station picker,
// then the terminal's two display lines and its two buttons exactly as it sends them, and Close only
// while the terminal is idle (before the start, or once it has finished or stopped answering).
// Integration B (weftpos): the same picker and words, with the vendor's page in a frame once started.
import { CreditCard } from 'lucide-react';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { CloseButton, ModalFrame, ModalTitle } from '../../../common/components/ui/Modal.tsx';
import { IN_USE, type TerminalJob, useTerminalA } from './useTerminalA.ts';
import { useTerminalB } from './useTerminalB.ts';

export interface TerminalPopupProps {
  job: TerminalJob;
  /** The amount the line asks, as shown ('$120.00'). */
  amount: string;
  /** Closed once idle: the page reloads the order (the line may have been paid). */
  onClose(): void;
  /** How often the status is asked (5 s; the tests ask sooner). */
  pollMs?: number;
}

const TITLE = { purchase: 'EFTPOS payment', refund: 'EFTPOS refund', check: 'Check EFTPOS status' } as const;

/** Terminal B's page inside the popup (its frame), when it runs. */
type Frame = Pick<ReturnType<typeof useTerminalB>, 'frame' | 'frameRef'>;

export function TerminalPopup(props: TerminalPopupProps) {
  return props.job.integration === 'B' ? <PopupB {...props} /> : <PopupA {...props} />;
}

function PopupA(props: TerminalPopupProps) {
  return <PopupView {...props} t={useTerminalA(props.job, props.pollMs)} />;
}

function PopupB(props: TerminalPopupProps) {
  const t = useTerminalB(props.job);
  return <PopupView {...props} t={t} frame={t} />;
}

function PopupView({
  job,
  amount,
  onClose,
  t,
  frame,
}: TerminalPopupProps & { t: ReturnType<typeof useTerminalA>; frame?: Frame }) {
  const close = () => {
    if (!t.running) onClose();
  };
  return (
    <ModalFrame
      onClose={close}
      overlayClassName="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/50 px-3 pt-[10vh] pb-6"
      modalClassName={`w-full ${frame ? 'max-w-lg' : 'max-w-md'} rounded-xl bg-white shadow-2xl`}
      className="relative p-5 outline-none sm:p-6"
      data-testid="terminal-popup"
      data-phase={t.phase}
    >
      {!t.running && <CloseButton onClose={close} placement="corner" look="pos" />}
      <ModalTitle className="flex items-center gap-2 pr-10">
        <CreditCard aria-hidden className="size-5 text-kauri" />
        {TITLE[job.kind]} <span className="tabular-nums text-ink/70">{amount}</span>
      </ModalTitle>

      {t.phase === 'loading' && <p className="mt-4 text-sm text-ink/70">Looking for EFTPOS machines...</p>}

      {t.phase === 'pick' && t.stations.length > 0 && (
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold text-timber-dark">EFTPOS machine</legend>
          <div className="grid gap-2">
            {t.stations.map((s) => (
              <label
                key={s.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-dark px-3 has-checked:border-kauri has-checked:bg-kauri/5"
              >
                <input
                  type="radio"
                  name="terminal-station"
                  value={s.id}
                  checked={t.station === s.id}
                  onChange={() => t.setStation(s.id)}
                  className="size-4 accent-kauri"
                  data-testid="terminal-station"
                />
                <span className="font-medium">{s.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {frame?.frame && (
        <iframe
          ref={frame.frameRef}
          src={frame.frame.url}
          title="EFTPOS terminal"
          className="mt-4 h-52 w-full rounded-lg border border-sand-dark"
          data-testid="terminal-frame"
        />
      )}

      {!frame?.frame && (t.phase === 'running' || t.phase === 'done' || (t.phase === 'stopped' && t.status)) && (
        <div
          className="mt-4 rounded-lg bg-ink px-4 py-5 text-center font-mono text-white"
          aria-live="polite"
          data-testid="terminal-display"
        >
          <p className="min-h-6 text-lg font-semibold tracking-wide" data-testid="terminal-dl1">
            {t.status?.DL1 || (t.running ? 'CONNECTING...' : '')}
          </p>
          <p className="min-h-6 text-base text-white/80" data-testid="terminal-dl2">
            {t.status?.DL2 ?? ''}
          </p>
        </div>
      )}

      {t.running && (t.status?.B1 || t.status?.B2) && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          {(['B1', 'B2'] as const).map((b) =>
            t.status?.[b] ? (
              <button
                key={b}
                type="button"
                disabled={t.pressing}
                onClick={() => void t.press(b, t.status![b])}
                className={buttonClass(b === 'B1' ? 'primary' : 'secondary')}
                data-testid={`terminal-${b}`}
              >
                {t.status[b]}
              </button>
            ) : (
              <span key={b} />
            ),
          )}
        </div>
      )}

      {t.running && (
        <p className="mt-3 text-sm font-semibold text-sale" role="status" data-testid="terminal-in-use">
          {IN_USE}
        </p>
      )}
      {t.phase === 'done' && (
        <p
          className={`mt-3 text-sm font-semibold ${t.approved ? 'text-kauri' : 'text-sale'}`}
          role="status"
          data-testid="terminal-result"
        >
          {t.approved ? 'Approved' : 'Not approved: the payment can be tried again.'}
        </p>
      )}
      {t.message && (
        <p className="mt-3 text-sm text-sale" role="alert" data-testid="terminal-message">
          {t.message}
        </p>
      )}

      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {t.phase === 'pick' && t.stations.length > 0 && (
          <button
            type="button"
            onClick={() => void t.start()}
            className={buttonClass('primary')}
            data-testid="terminal-start"
          >
            {job.kind === 'refund' ? 'Start refund' : 'Start payment'}
          </button>
        )}
        <button
          type="button"
          onClick={close}
          disabled={t.running}
          className={buttonClass('secondary', 'wide')}
          data-testid="terminal-close"
        >
          Close
        </button>
      </div>
    </ModalFrame>
  );
}
