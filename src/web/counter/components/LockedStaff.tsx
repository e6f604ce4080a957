// A manager's list of staff locked out of signing in or of their PIN (too many wrong tries), each with
// an Unlock button (POST /pos/staff/unlock). The POS menu's loader reads the list for managers and
// admins only; the server checks the role again on every call.
import { LockOpen } from 'lucide-react';
import { useState } from 'react';
import type { LockedStaff as Locked } from '../../../contract/pos.ts';
import { failureOf } from '../hooks/useStaffTools.ts';
import { api } from '../../common/lib/api.ts';

const whatIsLocked = (s: Locked) =>
  s.signInLocked && s.pinLocked ? 'sign-in and PIN' : s.signInLocked ? 'sign-in' : 'PIN';

export function LockedStaff({ initial }: { initial: Locked[] }) {
  const [locked, setLocked] = useState(initial);
  const [busy, setBusy] = useState(0);
  const [message, setMessage] = useState('');

  const unlock = async (s: Locked) => {
    setBusy(s.id);
    setMessage('');
    try {
      await api('pos.staff.unlock', { staffId: s.id });
      setLocked((list) => list.filter((x) => x.id !== s.id));
      setMessage(`${s.firstname} ${s.lastname} can sign in and use their PIN again.`);
    } catch (err) {
      setMessage(failureOf(err));
    } finally {
      setBusy(0);
    }
  };

  return (
    <section aria-labelledby="pos-locked-heading" className="mt-6" data-testid="pos-locked-staff">
      <h2 id="pos-locked-heading" className="mb-2 text-lg font-semibold text-timber-dark">
        Locked staff
      </h2>
      {locked.length === 0 ? (
        <p className="text-sm text-ink/70">Nobody is locked out.</p>
      ) : (
        <ul className="grid gap-2">
          {locked.map((s) => (
            <li key={s.id} className="flex items-center gap-3 rounded-lg border border-sand-dark px-3 py-2">
              <span className="mr-auto text-sm">
                <span className="font-medium">
                  {s.firstname} {s.lastname}
                </span>{' '}
                <span className="text-ink/70">({whatIsLocked(s)})</span>
              </span>
              <button
                type="button"
                disabled={busy !== 0}
                onClick={() => void unlock(s)}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-sand-dark px-3 text-sm font-medium hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-70"
              >
                <LockOpen aria-hidden className="size-4 text-kauri" />
                Unlock
                <span className="sr-only">
                  {' '}
                  {s.firstname} {s.lastname}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p role="status" className="mt-2 text-sm font-medium text-kauri">
          {message}
        </p>
      )}
    </section>
  );
}
