// The delivery address with New Zealand suburb suggestions: from 2 characters the part of the address
// being typed (after the last comma) is looked up in GET /v1/suburb, each term once per page. No
// street-level provider is configured (docs/decisions/0005-shopper-cart.md), so the street stays free
// text; picking a suburb adds 'Suburb, City' to the address and gives the zip. AddressField.tsx loads it
// on the shopper's first reach for the form (the default export), in place of its plain box.
import { useEffect, useRef, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components/ComboBox';
import { api } from '../../lib/api.ts';
import { SUBURB_MIN_CHARS, type Suburb, suburbTerm, withSuburb } from '../../lib/suburbs.ts';
import { AddressIcon, type AddressFieldProps, AddressNotes, addressInputProps } from './AddressField.tsx';
import { LABEL } from './styles.ts';

export default function AddressCombobox(props: AddressFieldProps) {
  const { id, label, value, onChange, onPick, isInvalid, message, testId } = props;
  const cache = useRef(new Map<string, Suburb[]>());
  const [suggestions, setSuggestions] = useState<Suburb[]>([]);
  const [typing, setTyping] = useState(false);
  const [looking, setLooking] = useState(false);
  // The input text set by a pick, which the combobox may try to replace with the item's label.
  const picked = useRef<string | null>(null);
  const term = suburbTerm(value);

  useEffect(() => {
    if (!typing) return;
    const key = term.toLowerCase().replace(/\s+/g, ' ');
    if (key.length < SUBURB_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const known = cache.current.get(key);
    if (known) {
      setSuggestions(known);
      setLooking(false);
      return;
    }
    setLooking(true);
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api('store.suburbs', { term: key }, { signal: abort.signal })
        .then((answer) => {
          cache.current.set(key, answer.suburbs);
          setSuggestions(answer.suburbs);
          setLooking(false);
        })
        .catch(() => undefined);
    }, 120);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [term, typing]);

  return (
    <ComboBox
      className="flex flex-col gap-1.5"
      items={suggestions}
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
      onChange={(key) => {
        const s = suggestions.find((x) => x.label === key);
        if (!s) return;
        const next = withSuburb(value, s);
        picked.current = next;
        setTyping(false);
        setSuggestions([]);
        onChange(next);
        onPick(s);
      }}
      allowsCustomValue
      // Suggestions arrive after the typing: the list opens at once and fills in when they come.
      allowsEmptyCollection={typing && term.length >= SUBURB_MIN_CHARS}
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
          className="max-h-72 p-1 outline-none"
          data-testid="suburb-options"
          renderEmptyState={() => (
            <p className="px-3 py-2.5 text-sm text-ink/70">
              {looking ? 'Looking up suburbs…' : 'No matching suburb: keep typing, or check the spelling.'}
            </p>
          )}
        >
          {(s: Suburb) => (
            <ListBoxItem
              id={s.label}
              textValue={s.label}
              data-testid="suburb-option"
              className="flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-1.5 outline-none data-focused:bg-kauri-light data-selected:font-semibold"
            >
              <span className="font-medium text-ink">
                {s.locality === s.city ? s.city : `${s.locality}, ${s.city}`}{' '}
                <span className="text-ink/70">{s.postcode}</span>
              </span>
              <span className="text-xs text-ink/70">{s.region}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
