// The item tab's add-item search: by collection, name or SKU, looked up 300 ms after the typing stops,
// at most ten results with picture, collection, description, SKU, units available and price, or 'No
// results'. Arrow keys move, Enter adds the highlighted result, Escape closes the list. The box takes
// focus when the tab opens (DESIGN "The POS").
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components/ComboBox';
import type { PosSearchItem } from '../../../../contract/pos-cart.ts';
import { api } from '../../../common/lib/api.ts';
import { money } from '../../../common/lib/format.ts';
import type { PosCheckoutTabProps } from './types.ts';

const SEARCH_DELAY_MS = 300;
const MAX_RESULTS = 10;

type Props = Pick<PosCheckoutTabProps, 'orderNo' | 'busy' | 'run'>;

export function AddItemSearch({ orderNo, busy, run }: Props) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<PosSearchItem[]>([]);
  // The words the results answer ('' before any answer), so 'No results' never shows for older words.
  const [answered, setAnswered] = useState('');
  const [error, setError] = useState('');
  const words = text.trim();

  useEffect(() => {
    if (!words) {
      setResults([]);
      setAnswered('');
      setError('');
      return;
    }
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      api('pos.cart.searchItems', { str: words }, { signal: ctl.signal })
        .then((res) => {
          setResults(res.items.slice(0, MAX_RESULTS));
          setAnswered(words);
          setError('');
        })
        .catch((err: unknown) => {
          if (ctl.signal.aborted) return;
          setResults([]);
          setAnswered(words);
          setError(err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.');
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [words]);

  const add = (sku: string) => {
    setText('');
    setResults([]);
    setAnswered('');
    void run(() => api('pos.cart.addItem', { orderNo, sku }));
  };

  const searching = words !== '' && answered !== words;

  return (
    <ComboBox
      aria-label="Add item"
      className="flex flex-col gap-1"
      items={results}
      inputValue={text}
      onInputChange={setText}
      value={null}
      onChange={(key) => {
        if (busy || key === null) return;
        add(String(key));
      }}
      // The results are the server's: no filtering of them here.
      defaultFilter={() => true}
      menuTrigger="input"
      allowsCustomValue
      allowsEmptyCollection={words !== ''}
      isReadOnly={busy}
      data-testid="pos-add-item"
    >
      <Label className="text-sm font-semibold text-timber-dark">Add item</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink/50"
        />
        <Input
          // The add-item search takes focus when the item tab opens, so the salesperson can type at once.
          autoFocus
          placeholder="Search by collection, name or SKU"
          data-testid="pos-add-item-input"
          className="min-h-11 w-full rounded-lg border border-sand-dark bg-white py-2 pr-3 pl-10 text-base read-only:bg-sand/40 focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri"
        />
      </div>
      <Popover
        placement="bottom start"
        offset={4}
        className="w-(--trigger-width) overflow-y-auto rounded-xl border border-sand-dark bg-white shadow-xl data-entering:animate-fade-in"
      >
        <ListBox<PosSearchItem>
          className="max-h-[28rem] p-1 outline-none"
          data-testid="pos-add-item-results"
          renderEmptyState={() => (
            <p className="px-3 py-3 text-ink/70" data-testid="pos-add-item-none">
              {searching ? 'Searching…' : error || 'No results'}
            </p>
          )}
        >
          {(r) => (
            <ListBoxItem
              id={r.sku}
              textValue={`${r.name} ${r.sku}`}
              data-testid="pos-add-item-option"
              data-sku={r.sku}
              className="grid min-h-14 cursor-pointer grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-3 rounded-lg px-2 py-1.5 outline-none data-disabled:opacity-60 data-focused:bg-kauri-light"
            >
              <img
                src={r.thumb}
                alt=""
                width={48}
                height={36}
                loading="lazy"
                className="h-9 w-12 rounded bg-sand object-cover"
              />
              <span className="min-w-0">
                <span className="block truncate text-xs font-medium tracking-wider text-timber uppercase">
                  {r.collection}
                </span>
                <span className="block truncate font-semibold text-ink">{r.name}</span>
                <span className="block truncate text-sm text-ink/70">
                  <span className="font-mono text-xs text-ink/80">{r.sku}</span>
                  {r.description && <> · {r.description}</>}
                </span>
              </span>
              <span className="text-right">
                <span className="block font-semibold tabular-nums">{money(r.price)}</span>
                <span className={`block text-xs ${r.available > 0 ? 'text-kauri' : 'text-sale'}`}>
                  {r.available} available
                </span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
