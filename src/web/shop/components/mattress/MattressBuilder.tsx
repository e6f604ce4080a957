// The mattress builder: a bed size, then a comfort (a GET form: ?size=&comfort=, so it works without
// JavaScript), then a mattress, a base and accessories made for that size with a running total, and
// Add to cart. With JavaScript the size and comfort fetch GET /v1/mattressbuilder/{size} and the page
// updates in place; Add to cart adds the chosen SKUs in one POST /v1/cart/addSet and opens the side cart.
// Without it, the second form posts the chosen mattress to /v1/cart/add like the product page does.
import { Check, Truck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { centsOf } from '../../../../domain/money.ts';
import {
  COMFORT_NAMES,
  MATTRESS_COMFORTS,
  type MattressBuilderResponse,
  type MattressComfort,
  type MattressItem,
  type MattressSize,
} from '../../../../contract/mattress.ts';
import { api } from '../../../common/lib/api.ts';
import { addSetToCart } from '../../lib/cart.ts';
import { ETA_TONE_CLASS, etaTone, price } from '../../../common/lib/format.ts';
import { notify } from '../../../common/lib/notices.ts';

export interface BuilderProps {
  sizes: MattressSize[];
  /** The builder's content for the chosen size; null before a size is chosen. */
  answer: MattressBuilderResponse | null;
}

/** The mattress chosen to start with: the first in stock (the list leads with the most popular). */
const firstSku = (a: MattressBuilderResponse | null) => {
  const items = a?.steps[0]?.items ?? [];
  return (items.find((i) => i.inStock) ?? items[0])?.sku ?? '';
};

/** The builder's address for a size and comfort (what the GET form would make). */
export function builderHref(size: string, comfort: string): string {
  const q = new URLSearchParams();
  if (size) q.set('size', size);
  if (comfort) q.set('comfort', comfort);
  const query = q.toString();
  return `/mattress-builder${query ? `?${query}` : ''}`;
}

export function MattressBuilder({ sizes, answer: initial }: BuilderProps) {
  const root = useRouteLoaderData('root') as { csrfToken?: string } | undefined;
  const [answer, setAnswer] = useState(initial);
  const [size, setSize] = useState(initial?.size.code ?? '');
  const [comfort, setComfort] = useState<MattressComfort | ''>(initial?.comfort ?? '');
  const [mattress, setMattress] = useState(firstSku(initial));
  const [base, setBase] = useState('');
  const [extras, setExtras] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [adding, setAdding] = useState(false);
  const seq = useRef(0);

  const load = async (nextSize: string, nextComfort: MattressComfort | '') => {
    setSize(nextSize);
    setComfort(nextComfort);
    if (!nextSize) return;
    const mine = ++seq.current;
    setPending(true);
    try {
      const res = await api('mattress.builder', { size: nextSize, comfort: nextComfort });
      if (mine !== seq.current) return;
      setAnswer(res);
      setMattress(firstSku(res));
      const bases = res.steps[1]?.items ?? [];
      setBase((b) => (bases.some((i) => i.sku === b) ? b : ''));
      const accessories = res.steps[2]?.items ?? [];
      setExtras((list) => list.filter((sku) => accessories.some((i) => i.sku === sku)));
      window.history.replaceState(window.history.state, '', builderHref(nextSize, nextComfort));
    } catch (err) {
      if (mine === seq.current) notify(err instanceof Error ? err.message : String(err), 'danger');
    } finally {
      if (mine === seq.current) setPending(false);
    }
  };

  const all = answer ? answer.steps.flatMap((s) => s.items) : [];
  const find = (sku: string) => all.find((i) => i.sku === sku);
  const chosen = [find(mattress), find(base), ...extras.map(find)].filter((i): i is MattressItem => Boolean(i));
  const totalCents = chosen.reduce((n, i) => n + centsOf(i.price), 0);

  const onAdd = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (adding || chosen.length === 0) return;
    setAdding(true);
    try {
      // One call for the whole bed: a part that cannot be had adds none of it.
      await addSetToCart(chosen.map((item) => ({ sku: item.sku, qty: 1 })));
    } finally {
      setAdding(false);
    }
  };

  const sizeName = answer?.size.name ?? '';
  const [mattressStep, baseStep, accessoryStep] = answer?.steps ?? [];

  return (
    <div className="flex min-w-0 flex-col gap-10">
      <form
        method="get"
        action="/mattress-builder"
        className="flex flex-col gap-8"
        data-testid="builder-choice"
        onSubmit={(e) => {
          e.preventDefault();
          void load(size, comfort);
        }}
      >
        <fieldset>
          <legend className="mb-3 text-xl font-semibold text-timber-dark">
            <h2>1. Choose your bed size</h2>
          </legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {sizes.map((s) => (
              <label key={s.code} className="relative block cursor-pointer">
                <input
                  type="radio"
                  name="size"
                  value={s.code}
                  checked={size === s.code}
                  onChange={() => void load(s.code, comfort)}
                  className="peer sr-only"
                />
                <span className="flex min-h-20 flex-col justify-center rounded-xl border-2 border-sand-dark bg-white px-4 py-3 transition-colors peer-checked:border-kauri peer-checked:bg-kauri-light peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-kauri hover:border-kauri">
                  <span className="font-semibold text-ink">{s.name}</span>
                  <span className="text-sm text-ink/75">{s.dimensions}</span>
                </span>
                <Check
                  aria-hidden="true"
                  className="absolute top-2 right-2 hidden size-5 text-kauri peer-checked:block"
                />
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-3 text-xl font-semibold text-timber-dark">
            <h2>2. Choose your comfort</h2>
          </legend>
          <div className="flex flex-wrap gap-2">
            {(['', ...MATTRESS_COMFORTS] as const).map((c) => {
              const count = c ? answer?.comforts.find((x) => x.code === c)?.count : undefined;
              return (
                <label key={c || 'any'} className="cursor-pointer">
                  <input
                    type="radio"
                    name="comfort"
                    value={c}
                    checked={comfort === c}
                    onChange={() => void load(size, c)}
                    className="peer sr-only"
                  />
                  <span className="inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-sand-dark bg-white px-4 font-medium text-ink transition-colors peer-checked:border-kauri peer-checked:bg-kauri peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-kauri hover:border-kauri">
                    {c ? COMFORT_NAMES[c] : 'Any comfort'}
                    {count !== undefined && <span className="text-sm">({count})</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg border-2 border-kauri px-5 font-semibold text-kauri hover:bg-kauri hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
          >
            Show my mattresses
          </button>
        </div>
      </form>

      <form
        method="post"
        action="/v1/cart/add"
        onSubmit={onAdd}
        aria-busy={pending}
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
        data-testid="builder-items"
      >
        <input type="hidden" name="_csrf" value={root?.csrfToken ?? ''} />
        <div className={`flex min-w-0 flex-col gap-8 transition-opacity ${pending ? 'opacity-60' : ''}`}>
          {!answer ? (
            <p className="rounded-2xl bg-sand/60 px-6 py-10 text-center text-lg text-ink">
              Choose a bed size to see the mattresses, bases and pillows made for it.
            </p>
          ) : (
            <>
              <section aria-labelledby="step-mattress">
                <h2 id="step-mattress" className="mb-3 text-xl font-semibold text-timber-dark">
                  3. {mattressStep?.title} <span className="font-normal text-ink/75">({sizeName})</span>
                </h2>
                {mattressStep && mattressStep.items.length > 0 ? (
                  <ItemList
                    items={mattressStep.items}
                    type="radio"
                    name="sku"
                    isChosen={(sku) => sku === mattress}
                    onChoose={(sku) => setMattress(sku)}
                  />
                ) : (
                  <p className="rounded-xl bg-sand/60 px-4 py-6 text-ink">
                    We have no {comfort ? `${COMFORT_NAMES[comfort].toLowerCase()} ` : ''}mattresses in {sizeName} just
                    now. Try another comfort.
                  </p>
                )}
              </section>

              <section aria-labelledby="step-base">
                <h2 id="step-base" className="mb-3 text-xl font-semibold text-timber-dark">
                  4. {baseStep?.title}
                </h2>
                <ItemList
                  items={baseStep?.items ?? []}
                  type="radio"
                  name="base"
                  none="No base, thanks"
                  isChosen={(sku) => sku === base}
                  onChoose={(sku) => setBase(sku)}
                />
              </section>

              <section aria-labelledby="step-accessory">
                <h2 id="step-accessory" className="mb-3 text-xl font-semibold text-timber-dark">
                  5. {accessoryStep?.title}
                </h2>
                <ItemList
                  items={accessoryStep?.items ?? []}
                  type="checkbox"
                  name="accessory"
                  isChosen={(sku) => extras.includes(sku)}
                  onChoose={(sku, on) => setExtras((list) => (on ? [...list, sku] : list.filter((s) => s !== sku)))}
                />
              </section>
              {/* On phones the total and the button stay in reach while the shopper scrolls the steps. */}
              <div
                className="sticky bottom-0 z-10 -mx-3 flex items-center justify-between gap-3 border-t border-sand-dark bg-white px-3 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] sm:-mx-6 sm:px-6 lg:hidden"
                data-testid="builder-bar"
              >
                <p className="flex flex-col leading-tight">
                  <span className="text-sm text-ink/75">Total (incl. GST)</span>
                  <span className="text-lg font-bold text-ink">{price((totalCents / 100).toFixed(2))}</span>
                </p>
                <button
                  type="submit"
                  disabled={!find(mattress) || adding}
                  className="inline-flex min-h-11 items-center rounded-lg bg-kauri px-5 font-semibold tracking-wide text-white uppercase hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60"
                >
                  {adding ? 'Adding…' : 'Add to cart'}
                </button>
              </div>
            </>
          )}
        </div>
        <Summary chosen={chosen} totalCents={totalCents} adding={adding} disabled={!answer || !find(mattress)} />
      </form>
    </div>
  );
}

function Summary({
  chosen,
  totalCents,
  adding,
  disabled,
}: {
  chosen: MattressItem[];
  totalCents: number;
  adding: boolean;
  disabled: boolean;
}) {
  return (
    <section
      aria-labelledby="builder-summary"
      className="rounded-2xl border border-sand-dark bg-white p-5 shadow-sm lg:sticky lg:top-6"
      data-testid="builder-summary"
    >
      <h2 id="builder-summary" className="text-lg font-semibold text-timber-dark">
        Your bed
      </h2>
      {chosen.length === 0 ? (
        <p className="mt-2 text-ink/75">Nothing chosen yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {chosen.map((i) => (
            <li key={i.sku} className="flex justify-between gap-3 text-sm">
              <span className="min-w-0 text-ink">{i.name}</span>
              <span className="shrink-0 font-semibold text-ink">{price(i.price)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex items-baseline justify-between border-t border-sand pt-3">
        <span className="font-semibold text-ink">Total (incl. GST)</span>
        <output className="text-xl font-bold text-ink" data-testid="builder-total" aria-live="polite">
          {price((totalCents / 100).toFixed(2))}
        </output>
      </p>
      <button
        type="submit"
        disabled={disabled || adding}
        data-testid="builder-add"
        className="mt-4 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-kauri px-6 font-semibold tracking-wide text-white uppercase hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:opacity-60"
      >
        {adding ? 'Adding…' : 'Add to cart'}
      </button>
    </section>
  );
}

function ItemList({
  items,
  type,
  name,
  none,
  isChosen,
  onChoose,
}: {
  items: MattressItem[];
  type: 'radio' | 'checkbox';
  name: string;
  /** A first choice of nothing (a radio list the shopper may skip). */
  none?: string;
  isChosen: (sku: string) => boolean;
  onChoose: (sku: string, on: boolean) => void;
}) {
  const card =
    'flex min-h-20 items-center gap-3 rounded-xl border-2 border-sand-dark bg-white p-3 transition-colors peer-checked:border-kauri peer-checked:bg-kauri-light peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-kauri hover:border-kauri';
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {none !== undefined && (
        <li>
          <label className="block cursor-pointer">
            <input
              type="radio"
              name={name}
              value=""
              checked={isChosen('')}
              onChange={() => onChoose('', true)}
              className="peer sr-only"
            />
            <span className={card}>
              <span className="font-medium text-ink">{none}</span>
            </span>
          </label>
        </li>
      )}
      {items.map((item) => (
        <li key={item.sku} data-testid="builder-item" data-sku={item.sku}>
          <label className="block cursor-pointer">
            <input
              type={type}
              name={name}
              value={item.sku}
              checked={isChosen(item.sku)}
              onChange={(e) => onChoose(item.sku, e.target.checked)}
              className="peer sr-only"
            />
            <span className={card}>
              <img
                src={item.image}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                decoding="async"
                className="h-[72px] w-24 shrink-0 rounded-lg bg-sand object-cover"
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold leading-snug text-ink">{item.name}</span>
                {item.colour && <span className="text-sm text-ink/75">{item.colour}</span>}
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className={`font-bold ${item.onSale ? 'text-sale' : 'text-ink'}`}>
                    {item.onSale && <span className="sr-only">Sale price </span>}
                    {price(item.price)}
                  </span>
                  {item.onSale && (
                    <s className="text-sm text-ink/75">
                      <span className="sr-only">Was </span>
                      {price(item.retail)}
                    </s>
                  )}
                </span>
                {item.eta && (
                  <span className={`flex items-start gap-1 text-sm ${ETA_TONE_CLASS[etaTone(item.eta)]}`}>
                    <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {item.eta}
                  </span>
                )}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
