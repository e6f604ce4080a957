// The delivery address with New Zealand suggestions (shop/hooks/useAddressSuggestions.ts): street addresses
// from the shop's provider first, each filling the whole address and its postcode when picked, then
// suburbs, each with its postcode beside it (Ponsonby 1011 and Ponsonby 1021 are two places), adding
// 'Suburb, City 1011' to the street typed. AddressField.tsx loads it on the shopper's first reach for
// the form (the default export), in place of its plain box.
import { Home, MapPin } from 'lucide-react';
import { useRef, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components/ComboBox';
import { type AddressOption, useAddressSuggestions } from '../../hooks/useAddressSuggestions.ts';
import { withSuburb } from '../../lib/suburbs.ts';
import { AddressIcon, type AddressFieldProps, AddressNotes, addressInputProps } from './AddressField.tsx';
import { LABEL } from './styles.ts';

const optionId = (o: AddressOption) => (o.kind === 'street' ? `street:${o.id}` : `suburb:${o.label}`);

export default function AddressCombobox(props: AddressFieldProps) {
  const { id, label, value, onChange, onPostcode, isInvalid, message, testId } = props;
  const [typing, setTyping] = useState(false);
  const { options, looking, wanted, placeOf, clear } = useAddressSuggestions(value, typing);
  // The input text set by a pick, which the combobox may try to replace with the item's label.
  const picked = useRef<string | null>(null);

  const settle = (next: string, postcode: string) => {
    picked.current = next;
    setTyping(false);
    clear();
    onChange(next);
    if (postcode) onPostcode(postcode);
  };

  const pick = (key: string) => {
    const o = options.find((x) => optionId(x) === key);
    if (!o) return;
    if (o.kind === 'suburb') {
      settle(withSuburb(value, { locality: o.locality, city: o.city, postcode: o.postcode }), o.postcode);
      return;
    }
    // The street as suggested shows at once; the provider's whole address and postcode follow.
    settle(o.label.replace(/,\s*New Zealand$/i, ''), '');
    placeOf(o.id).then(
      (place) => settle(place.label, place.postcode),
      () => undefined,
    );
  };

  return (
    <ComboBox
      className="flex flex-col gap-1.5"
      items={options}
      inputValue={value}
      onInputChange={(text) => {
        if (picked.current !== null) {
          const keep = picked.current;
          picked.current = null;
          if (text !== keep) {
            onChange(keep);
            return;
          }
        }
        setTyping(true);
        onChange(text);
      }}
      value={null}
      onChange={(key) => key !== null && pick(String(key))}
      allowsCustomValue
      // Suggestions arrive after the typing: the list opens at once and fills in when they come.
      allowsEmptyCollection={wanted}
      menuTrigger="input"
      defaultFilter={() => true}
      isInvalid={isInvalid}
      data-testid={testId}
    >
      <Label className={LABEL}>{label}</Label>
      <div className="relative">
        <AddressIcon />
        <Input {...addressInputProps(id, isInvalid)} />
      </div>
      <AddressNotes id={id} isInvalid={isInvalid} message={message} />
      <Popover
        placement="bottom start"
        offset={4}
        className="w-(--trigger-width) min-w-64 overflow-y-auto rounded-xl border border-sand-dark bg-white shadow-xl data-entering:animate-fade-in"
      >
        <ListBox
          className="max-h-80 p-1 outline-none"
          data-testid="suburb-options"
          renderEmptyState={() => (
            <p className="px-3 py-2.5 text-sm text-ink/70">
              {looking ? 'Looking up addresses…' : 'No matching address or suburb: keep typing, or check the spelling.'}
            </p>
          )}
        >
          {(o: AddressOption) => (
            <ListBoxItem
              id={optionId(o)}
              textValue={o.label}
              data-testid={o.kind === 'street' ? 'street-option' : 'suburb-option'}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 py-1.5 outline-none data-focused:bg-kauri-light data-selected:font-semibold"
            >
              {o.kind === 'street' ? (
                <>
                  <Home aria-hidden="true" className="size-4 shrink-0 text-timber" />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium text-ink">{o.main}</span>
                    <span className="text-xs text-ink/70">{o.secondary}</span>
                  </span>
                </>
              ) : (
                <>
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-timber" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium text-ink">
                      {o.locality === o.city ? o.city : `${o.locality}, ${o.city}`}
                    </span>
                    <span className="text-xs text-ink/70">{o.region}</span>
                  </span>
                  <span className="shrink-0 rounded-md bg-sand px-2 py-0.5 text-sm font-semibold tabular-nums text-timber-dark">
                    {o.postcode}
                  </span>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
