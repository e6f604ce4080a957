// /pos/pop-ups: the storefront's welcome pop-up and bottom bar. Every staff member sees
// them; managers and admins change them (POST /pos/popups/save). The newest active row of each kind
// is the one shoppers see; a bottom bar with a new code shows again to everyone.
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { redirect } from 'react-router';
import type { PopupRow, PopupSaveRequest } from '../../../contract/popups.ts';
import { api } from '../../common/lib/api.ts';
import { notify } from '../../common/lib/notices.ts';
import type { Route } from './+types/pos.pop-ups';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  return {
    popups: await context.services.popups.list(),
    mayChange: staff.role === 'manager' || staff.role === 'admin',
  };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Pop-ups | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

const EMPTY: PopupSaveRequest = {
  kind: 'bottom-bar',
  code: '',
  title: '',
  body: '',
  linkUrl: '',
  linkLabel: '',
  active: true,
};
const FIELD =
  'min-h-11 w-full rounded-lg border border-sand-dark bg-white px-3 focus-visible:outline-2 focus-visible:outline-kauri';

export default function PosPopups({ loaderData }: Route.ComponentProps) {
  const [rows, setRows] = useState<PopupRow[]>(loaderData.popups);
  const [form, setForm] = useState<PopupSaveRequest>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const set = (patch: Partial<PopupSaveRequest>) => setForm((f) => ({ ...f, ...patch }));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await api('pos.popups.save', form);
      setRows((await api('pos.popups.list')).popups);
      notify('Pop-up saved', 'success');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-popups">
      <header className="border-b border-sand-dark bg-kauri text-white">
        <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-2">
          <a
            href="/pos"
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-lg font-semibold hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-white"
          >
            Kauri POS
          </a>
          <p className="text-white/85">Pop-ups</p>
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
          <Megaphone aria-hidden className="size-6 text-kauri" />
          Pop-ups
        </h1>
        <p className="mt-1 text-sm text-ink/75">
          The newest active welcome pop-up and bottom bar are shown on the shop. A bottom bar with a new code shows
          again to shoppers who closed the last one.
        </p>
        <table className="mt-5 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-sand-dark">
              <th className="py-2 pr-3">Kind</th>
              <th className="py-2 pr-3">Code</th>
              <th className="py-2 pr-3">Title</th>
              <th className="py-2 pr-3">Active</th>
              {loaderData.mayChange && <th className="py-2">Change</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-sand" data-testid="popup-row">
                <td className="py-2 pr-3">{r.kind === 'welcome' ? 'Welcome' : 'Bottom bar'}</td>
                <td className="py-2 pr-3 font-mono">{r.code}</td>
                <td className="py-2 pr-3">{r.title}</td>
                <td className="py-2 pr-3">{r.active ? 'Yes' : 'No'}</td>
                {loaderData.mayChange && (
                  <td className="py-2">
                    <button
                      type="button"
                      onClick={() => setForm({ ...r })}
                      className="min-h-11 rounded-lg px-3 font-medium text-kauri underline hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
                    >
                      Edit<span className="sr-only"> {r.code}</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>

        {loaderData.mayChange ? (
          <form onSubmit={save} className="mt-8 grid max-w-xl gap-3" noValidate data-testid="popup-form">
            <h2 className="text-xl font-semibold text-timber-dark">Save a pop-up</h2>
            <label className="grid gap-1 font-medium">
              Kind
              <select
                value={form.kind}
                onChange={(e) => set({ kind: e.target.value as PopupSaveRequest['kind'] })}
                className={FIELD}
              >
                <option value="welcome">Welcome pop-up</option>
                <option value="bottom-bar">Bottom bar</option>
              </select>
            </label>
            {(
              [
                ['code', 'Code (a coupon code gives the welcome pop-up its countdown)'],
                ['title', 'Title'],
                ['body', 'Words'],
                ['linkUrl', 'Link (/path or https://…)'],
                ['linkLabel', 'Link words'],
              ] as const
            ).map(([name, label]) => (
              <label key={name} className="grid gap-1 font-medium">
                {label}
                <input
                  value={form[name]}
                  onChange={(e) => set({ [name]: e.target.value })}
                  className={FIELD}
                  data-testid={`popup-${name}`}
                />
              </label>
            ))}
            <label className="flex min-h-11 items-center gap-2 font-medium">
              <input type="checkbox" checked={form.active} onChange={(e) => set({ active: e.target.checked })} />
              Shown on the shop
            </label>
            {error && (
              <p role="alert" className="text-sale">
                {error}
              </p>
            )}
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 justify-self-start rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-70"
            >
              {busy ? 'Saving…' : 'Save'}
            </button>
          </form>
        ) : (
          <p className="mt-6 text-ink/75">Only a manager can change pop-ups.</p>
        )}
      </div>
    </div>
  );
}
