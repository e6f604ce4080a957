// "Not ready for an account?" (POST /v1/fakeRegister, specs/storefront.md): a visitor leaves their
// details and picks their nearest store, which gets in touch. The spec names no page for it; it sits
// on /account/details beside the login form for signed-out visitors (LoginPanel; docs/features.md).
import { useEffect, useId, useState } from 'react';
import type { CartLocation } from '../../../../contract/cart.ts';
import { humanToken } from '../../lib/altcha.ts';
import { api } from '../../../common/lib/api.ts';
import { loginFailureText } from '../../lib/signed-in.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { FIELD_CLASS, LABEL_CLASS } from '../../../common/components/ui/fields.ts';
import { TextField } from '../../../common/components/ui/TextField.tsx';
import { FormMessage, type Said } from './FormMessage.tsx';

const EMPTY = { firstname: '', lastname: '', email: '', mobile: '', address: '', nearest: '' };

export function LeadForm() {
  const [form, setForm] = useState(EMPTY);
  const [stores, setStores] = useState<CartLocation[] | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const edit = (patch: Partial<typeof EMPTY>) => setForm((f) => ({ ...f, ...patch }));

  useEffect(() => {
    const ctl = new AbortController();
    api('store.locations', { physical: 1, collect: 1 }, { signal: ctl.signal })
      .then((answer) => setStores(answer.locations))
      .catch(() => setStores([]));
    return () => ctl.abort();
  }, []);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setSaid(null);
    try {
      const answer = await api('shopper.fakeRegister', { ...form, type: 'account', token: await humanToken('lead') });
      setSaid({ tone: 'info', text: answer.message });
      setForm(EMPTY);
    } catch (err) {
      setSaid({ tone: 'error', text: loginFailureText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="lead-form">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          look="shop"
          label="First name"
          autoComplete="given-name"
          value={form.firstname}
          onChange={(v) => edit({ firstname: v })}
        />
        <TextField
          look="shop"
          label="Last name"
          autoComplete="family-name"
          value={form.lastname}
          onChange={(v) => edit({ lastname: v })}
        />
      </div>
      <TextField
        look="shop"
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(v) => edit({ email: v })}
        testId="lead-email"
      />
      <TextField
        look="shop"
        label="Mobile"
        type="tel"
        autoComplete="tel"
        value={form.mobile}
        onChange={(v) => edit({ mobile: v })}
      />
      <TextField
        look="shop"
        label="Address"
        autoComplete="street-address"
        value={form.address}
        onChange={(v) => edit({ address: v })}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-nearest`} className={LABEL_CLASS.shop}>
          Your nearest store
        </label>
        <select
          id={`${id}-nearest`}
          value={form.nearest}
          onChange={(e) => edit({ nearest: e.target.value })}
          className={FIELD_CLASS.shop}
          data-testid="lead-nearest"
        >
          <option value="">{stores ? 'Choose a store' : 'Loading the stores…'}</option>
          {stores?.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <FormMessage said={said} />
      <button type="submit" disabled={busy} className={buttonClass('secondary')} data-testid="lead-submit">
        {busy ? 'Sending…' : 'Send my details'}
      </button>
    </form>
  );
}
