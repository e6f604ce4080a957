// The checkout's Delivery Details: the address, which suggests NZ street addresses and suburbs, and
// the postcode, filled in by a pick or by four digits typed at the end of the address, or typed here.
// Four digits are the delivery zip (saved, priced, remembered); the server refuses a postcode we do not know.
import { AddressField } from './AddressField.tsx';
import { FIELD, LABEL, SECTION_TITLE } from './styles.ts';

interface Props {
  address: string;
  zip: string;
  onAddress(address: string): void;
  onZip(zip: string): void;
  /** The zip box's digits before there are four (shown, not saved). */
  onZipTyping(zip: string): void;
  addressInvalid: boolean;
  zipInvalid: boolean;
  message?: string;
  warm: boolean;
}

export function DeliveryDetails({
  address,
  zip,
  onAddress,
  onZip,
  onZipTyping,
  addressInvalid,
  zipInvalid,
  message,
  warm,
}: Props) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={`${SECTION_TITLE} mb-3`}>Delivery Details</legend>
      <AddressField
        id="cart-address"
        label="Address"
        value={address}
        onChange={onAddress}
        onPostcode={onZip}
        isInvalid={addressInvalid || zipInvalid}
        message={message}
        testId="address"
        warm={warm}
      />
      <div className="flex flex-col gap-1.5 sm:max-w-40">
        <label htmlFor="cart-zip" className={LABEL}>
          Postcode
        </label>
        <input
          id="cart-zip"
          value={zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '').slice(0, 4);
            if (digits.length === 4) onZip(digits);
            else onZipTyping(digits);
          }}
          aria-invalid={zipInvalid || undefined}
          aria-describedby="cart-zip-hint"
          data-testid="zip"
          className={FIELD}
        />
        <p id="cart-zip-hint" className="text-xs text-ink/70">
          Filled in from your address, or type it.
        </p>
      </div>
    </fieldset>
  );
}
