// The POS checkout's Customer Details tab: the customer card with its selector, the customer's details
// (saved 300 ms after typing stops), the hidden branch, a quote's dates and expiry, and the acquisition
// channel (every order needs one: 'Please enter acquisition channel').
import { FileText, UserRound, UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { PosCheckoutState } from '../../hooks/usePosCheckout.ts';
import { ACQUISITION } from '../../../../domain/pos-validation.ts';
import { ACQUISITION_CHANNELS, WEBSITE_BRANCH, zipTyped } from '../../lib/pos-checkout.ts';
import { ContactLine } from '../ContactLine.tsx';
import { quotesText } from '../CustomerSearch.tsx';
import { CustomerSelector } from './CustomerSelector.tsx';
import { QuoteDates } from './QuoteDates.tsx';
import { CheckboxRow } from '../../../common/components/ui/CheckboxRow.tsx';
import { TextField } from '../../../common/components/ui/TextField.tsx';
import { INPUT, LABEL, LINK_BUTTON, PANEL, PANEL_TITLE, SECONDARY_BUTTON } from './fields.tsx';

export function CustomerTab({ checkout }: { checkout: PosCheckoutState }) {
  const { form, setForm, data, orderNo } = checkout;
  const bound = data.customer !== null;
  // A refusal sent the salesperson here for the channel: the group says so until one is chosen.
  const missingChannel = checkout.flagged === 'pos-acquisition' && !form.acquisition;
  return (
    <section aria-labelledby="pos-customer-tab-heading" data-testid="pos-customer-tab" className="flex flex-col gap-4">
      <h2 id="pos-customer-tab-heading" className="sr-only">
        Customer Details
      </h2>
      <CustomerCard checkout={checkout} />

      <div className={PANEL}>
        <h3 className={`${PANEL_TITLE} mb-3`}>Contact and delivery</h3>
        <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
          <TextField
            look="pos"
            label="First name"
            value={form.firstname}
            onChange={(v) => setForm({ firstname: v })}
            maxLength={60}
            autoComplete="off"
            testId="pos-firstname"
          />
          <TextField
            look="pos"
            label="Last name"
            value={form.lastname}
            onChange={(v) => setForm({ lastname: v })}
            maxLength={60}
            autoComplete="off"
            testId="pos-lastname"
          />
          <TextField
            look="pos"
            label="Company"
            value={form.company}
            onChange={(v) => setForm({ company: v })}
            maxLength={120}
            autoComplete="off"
            testId="pos-company"
          />
          <TextField
            look="pos"
            label="Email"
            type="email"
            value={form.email}
            onChange={(v) => setForm({ email: v })}
            maxLength={254}
            autoComplete="off"
            readOnly={bound}
            note={bound ? "The bound customer's email" : undefined}
            testId="pos-email"
          />
          <TextField
            look="pos"
            label="Mobile"
            type="tel"
            inputMode="numeric"
            value={form.mobile}
            onChange={(v) => setForm({ mobile: v })}
            maxLength={30}
            autoComplete="off"
            testId="pos-mobile"
          />
          <TextField
            look="pos"
            label="Zip"
            inputMode="numeric"
            value={form.zip}
            onChange={(v) => setForm({ zip: zipTyped(v) })}
            maxLength={4}
            autoComplete="off"
            placeholder="4 digits"
            testId="pos-zip"
          />
          <TextField
            look="pos"
            label="Delivery address"
            className="sm:col-span-2"
            value={form.address}
            onChange={(v) => setForm({ address: v })}
            maxLength={300}
            autoComplete="off"
            testId="pos-address"
          />
          <div className="sm:col-span-2">
            <CheckboxRow
              look="pos"
              isSelected={form.useSameAddress}
              onChange={(v) => setForm({ useSameAddress: v })}
              testId="pos-same-address"
            >
              Billing same as delivery
            </CheckboxRow>
          </div>
          {!form.useSameAddress && (
            <TextField
              look="pos"
              label="Billing address"
              className="sm:col-span-2"
              value={form.baddress}
              onChange={(v) => setForm({ baddress: v })}
              maxLength={300}
              autoComplete="off"
              testId="pos-baddress"
            />
          )}
          <CheckboxRow
            look="pos"
            isSelected={form.newsletter}
            onChange={(v) => setForm({ newsletter: v })}
            testId="pos-newsletter"
          >
            Newsletter
          </CheckboxRow>
          <BranchField checkout={checkout} />
        </div>
      </div>

      {orderNo && <QuoteDates checkout={checkout} />}

      <div className={missingChannel ? `${PANEL} border-sale ring-2 ring-sale/30` : PANEL}>
        <RadioGroup
          value={form.acquisition || null}
          onChange={(v) => setForm({ acquisition: v })}
          isInvalid={missingChannel}
          orientation="horizontal"
          data-testid="pos-acquisition"
          className="flex flex-col gap-2"
        >
          <span className={PANEL_TITLE}>Acquisition channel</span>
          {missingChannel && (
            <span className="text-sm font-medium text-sale" data-testid="pos-acquisition-missing">
              {ACQUISITION}
            </span>
          )}
          <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
            {ACQUISITION_CHANNELS.map((channel) => (
              <Radio
                key={channel}
                value={channel}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-sand-dark bg-white px-3 text-center text-sm font-medium text-ink hover:bg-sand data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-kauri data-selected:border-kauri data-selected:bg-kauri-light data-selected:font-semibold data-selected:text-kauri-dark"
              >
                {channel}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      </div>
    </section>
  );
}

function CustomerCard({ checkout }: { checkout: PosCheckoutState }) {
  const { data, busy } = checkout;
  const [open, setOpen] = useState(false);
  const customer = data.customer;
  // Selecting and clearing work on the cart on screen: the salesperson's open cart, or the quote's.
  return (
    <div className={`${PANEL} flex flex-wrap items-center gap-3`} data-testid="pos-customer-card">
      <UserRound aria-hidden className="size-8 shrink-0 rounded-full bg-kauri-light p-1.5 text-kauri" />
      <div className="mr-auto min-w-0">
        {customer ? (
          <>
            <p className="font-semibold text-timber-dark" data-testid="pos-customer-name">
              {customer.firstname} {customer.lastname}
              {customer.organisation && <span className="font-normal text-ink/70"> · {customer.organisation}</span>}
            </p>
            <p className="text-sm break-words text-ink/75">
              <ContactLine parts={[customer.email, customer.mobile]} email={customer.email} />
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold text-timber-dark">No customer selected</p>
            <p className="text-sm text-ink/70">Select a customer, or type the details below for a new one.</p>
          </>
        )}
      </div>
      {customer?.email && (
        <a
          href={`/pos/quote?s=${encodeURIComponent(customer.email)}`}
          className={LINK_BUTTON}
          data-testid="pos-customer-quotes"
        >
          <FileText aria-hidden className="size-4" />
          {quotesText(customer.numQuotes)}
        </a>
      )}
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={busy}
        className={SECONDARY_BUTTON}
        data-testid="pos-select-customer"
      >
        <UserRoundSearch aria-hidden className="size-5" />
        {customer ? 'Change customer' : 'Select customer'}
      </button>
      <CustomerSelector
        isOpen={open}
        onClose={() => setOpen(false)}
        busy={busy}
        selectedId={customer?.id ?? 0}
        onSelect={(id) => {
          setOpen(false);
          void checkout.selectCustomer(id);
        }}
        onClear={() => {
          setOpen(false);
          void checkout.clearCustomer();
        }}
      />
    </div>
  );
}

/**
 * Website or a store: the branch the sale belongs to. Hidden, as the spec has it: the branch is the one
 * chosen on the POS menu (change-branch), and the select only carries it.
 */
function BranchField({ checkout }: { checkout: PosCheckoutState }) {
  const { form, setForm, locations } = checkout;
  const stores = locations.filter((l) => l.collect !== false && l.code !== WEBSITE_BRANCH);
  const known = form.branch === WEBSITE_BRANCH || stores.some((l) => l.code === form.branch);
  return (
    <label hidden>
      <span className={LABEL}>Branch</span>
      <select
        value={form.branch}
        onChange={(e) => setForm({ branch: e.target.value })}
        className={INPUT}
        data-testid="pos-branch-select"
      >
        <option value={WEBSITE_BRANCH}>Website</option>
        {!known && <option value={form.branch}>{form.branch}</option>}
        {stores.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
