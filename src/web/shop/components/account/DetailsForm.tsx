// My Details: first and last name, organisation, mobile, the delivery address with the cart's suburb
// picker (which gives the zip), billing same as delivery or its own address, and the newsletter.
// Saved by POST /v1/account/details, which checks the checkout's rules and answers their words.
import { useState } from 'react';
import type { AccountDetails } from '../../../../contract/account.ts';
import { CHECKOUT_RULES } from '../../../../domain/checkout-rules.ts';
import { api } from '../../../common/lib/api.ts';
import { notify } from '../../../common/lib/notices.ts';
import { AddressField } from '../cart/AddressField.tsx';
import { FIELD, LABEL, PRIMARY, SECTION_TITLE } from '../cart/styles.ts';

type Form = Omit<AccountDetails, 'email'>;
type Field = keyof Form;

export const DETAILS_SAVED = 'Your details are saved';

function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  invalid?: boolean;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  maxLength: number;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className={LABEL}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.id}
        className={FIELD}
        value={props.value}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        aria-invalid={props.invalid || undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** Which field each rule's words belong to, so the failing field is marked (domain/checkout-rules.ts). */
const fieldWords = Object.fromEntries(
  (['firstname', 'lastname', 'mobile', 'address', 'zip', 'baddress'] as const).map((f) => [
    f,
    CHECKOUT_RULES.filter((r) => r.field === f).map((r) => r.message),
  ]),
) as Record<'firstname' | 'lastname' | 'mobile' | 'address' | 'zip' | 'baddress', string[]>;

export function DetailsForm({ initial }: { initial: AccountDetails }) {
  const { email, ...start } = initial;
  const [form, setForm] = useState<Form>(start);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ msg: string; field?: Field } | null>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const invalid = (field: Field) => error?.field === field;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const res = await api('account.saveDetails', form);
      const { email: _same, ...saved } = res.details;
      setForm(saved);
      notify(DETAILS_SAVED, 'success');
    } catch (err) {
      const msg = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
      const field = (['firstname', 'lastname', 'mobile', 'address', 'zip', 'baddress'] as const).find((f) =>
        fieldWords[f].includes(msg),
      );
      setError({ msg, field });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="grid max-w-3xl gap-6" data-testid="details-form" noValidate>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={`${SECTION_TITLE} mb-3`}>Customer Details</legend>
        <TextField
          id="firstname"
          label="First name"
          value={form.firstname}
          onChange={(v) => set({ firstname: v })}
          invalid={invalid('firstname')}
          autoComplete="given-name"
          maxLength={60}
        />
        <TextField
          id="lastname"
          label="Last name"
          value={form.lastname}
          onChange={(v) => set({ lastname: v })}
          invalid={invalid('lastname')}
          autoComplete="family-name"
          maxLength={60}
        />
        <TextField
          id="organisation"
          label="Organisation (optional)"
          value={form.organisation}
          onChange={(v) => set({ organisation: v })}
          autoComplete="organization"
          maxLength={100}
        />
        <TextField
          id="mobile"
          label="Mobile"
          value={form.mobile}
          onChange={(v) => set({ mobile: v.replace(/\D/g, '') })}
          invalid={invalid('mobile')}
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
        />
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <span className={LABEL}>Email</span>
          <p className="min-h-11 rounded-lg bg-sand/40 px-3 py-2 text-ink/80" data-testid="details-email">
            {email}
          </p>
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className={`${SECTION_TITLE} mb-3`}>Delivery Details</legend>
        <AddressField
          id="details-address"
          label="Address"
          value={form.address}
          onChange={(v) => set({ address: v.slice(0, 300) })}
          onPostcode={(zip) => set({ zip })}
          isInvalid={invalid('address')}
          testId="details-address"
        />
        <div className="sm:max-w-40">
          <TextField
            id="zip"
            label="Postcode"
            value={form.zip}
            onChange={(v) => set({ zip: v.replace(/\D/g, '').slice(0, 4) })}
            invalid={invalid('zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            className="size-5 accent-kauri"
            checked={form.useSameAddress === 1}
            onChange={(e) => set({ useSameAddress: e.target.checked ? 1 : 0 })}
          />
          Billing Address Same as Delivery Address?
        </label>
        {form.useSameAddress === 0 && (
          <AddressField
            id="details-baddress"
            label="Billing address"
            value={form.baddress}
            onChange={(v) => set({ baddress: v.slice(0, 300) })}
            onPostcode={() => undefined}
            isInvalid={invalid('baddress')}
            testId="details-baddress"
          />
        )}
      </fieldset>

      <label className="flex min-h-11 items-center gap-3 text-ink">
        <input
          type="checkbox"
          name="newsletter"
          className="size-5 accent-kauri"
          checked={form.newsletter === 1}
          onChange={(e) => set({ newsletter: e.target.checked ? 1 : 0 })}
        />
        Send me news and offers by email
      </label>

      {error && (
        <p
          role="alert"
          className="rounded-lg border-l-4 border-sale bg-sale/5 p-3 font-medium text-sale"
          data-testid="details-error"
        >
          {error.msg}
        </p>
      )}
      <div className="sm:max-w-xs">
        <button type="submit" className={PRIMARY} disabled={saving} data-testid="details-save">
          {saving ? 'Updating...' : 'SAVE MY DETAILS'}
        </button>
      </div>
    </form>
  );
}
