// The grid of cells made from the product's options (OptionsEditor.tsx): each cell its SKU, price, sale price, MSRP, active and default, and a bundle's parts.
import { Plus, Trash2 } from 'lucide-react';
import type { EditorDraft, EditorVariant } from '../../hooks/useProductDraft.ts';
import { INPUT, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { FieldError } from './FieldError.tsx';

interface Props {
  draft: EditorDraft;
  setDraft: (d: EditorDraft) => void;
  canEdit: boolean;
  errorOf: (field: string) => string | undefined;
}

/** The cells the options make, keeping what the draft already has for a cell. */
export function cellsOf(draft: EditorDraft): EditorVariant[] {
  const xs = draft.options.x.values.length ? draft.options.x.values.map((v) => v.code) : [''];
  const ys = draft.options.y.values.length ? draft.options.y.values.map((v) => v.code) : [''];
  const base = draft.variants[0];
  const cells: EditorVariant[] = [];
  for (const x of xs)
    for (const y of ys) {
      const had = draft.variants.find((v) => v.xsel === x && v.ysel === y);
      cells.push(
        had ?? {
          sku: '',
          xsel: x,
          ysel: y,
          price: base?.price ?? '0.00',
          salePrice: base?.salePrice ?? '',
          msrp: base?.msrp ?? '0.00',
          active: true,
          isDefault: false,
          components: [],
        },
      );
    }
  return cells;
}

export function VariantGrid({ draft, setDraft, canEdit, errorOf }: Props) {
  const labelOf = (a: 'x' | 'y', c: string) => draft.options[a].values.find((v) => v.code === c)?.label ?? c;
  const put = (i: number, v: EditorVariant) => {
    const variants = [...draft.variants];
    variants[i] = v;
    setDraft({ ...draft, variants });
  };
  const money = (i: number, v: EditorVariant, key: 'price' | 'salePrice' | 'msrp', label: string) => (
    <td className="px-2 py-1 align-top">
      <input
        aria-label={`${label} of ${v.sku || `cell ${i + 1}`}`}
        className={`${INPUT} min-w-28 text-right tabular-nums`}
        inputMode="decimal"
        value={v[key]}
        onChange={(e) => put(i, { ...v, [key]: e.target.value })}
      />
      <FieldError message={errorOf(`variants.${i}.${key}`)} />
    </td>
  );
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={!canEdit}
          onClick={() => setDraft({ ...draft, variants: cellsOf(draft) })}
        >
          Make the cells from the options
        </button>
        <p className="text-sm text-ink/75">
          A cell left out of the grid is removed, or kept as not sellable if it has sales or stock.
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="variant-grid">
          <thead className="text-xs tracking-wide text-timber-dark uppercase">
            <tr>
              <th className="px-2 py-1">{draft.options.x.label || 'x'}</th>
              <th className="px-2 py-1">{draft.options.y.label || 'y'}</th>
              <th className="px-2 py-1">SKU</th>
              <th className="px-2 py-1 text-right">Price</th>
              <th className="px-2 py-1 text-right">Sale price</th>
              <th className="px-2 py-1 text-right">MSRP</th>
              <th className="px-2 py-1">Active</th>
              <th className="px-2 py-1">Default</th>
              <th className="px-2 py-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.variants.map((v, i) => (
              <VariantRow
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell being typed has no SKU of its own yet; its place is its identity
                key={i}
                i={i}
                v={v}
                put={put}
                money={money}
                labelOf={labelOf}
                {...{ draft, setDraft, canEdit, errorOf }}
              />
            ))}
          </tbody>
        </table>
      </div>
      <FieldError message={errorOf('variants')} />
    </div>
  );
}

function VariantRow({
  i,
  v,
  put,
  money,
  labelOf,
  draft,
  setDraft,
  errorOf,
}: Props & {
  i: number;
  v: EditorVariant;
  put: (i: number, v: EditorVariant) => void;
  money: (i: number, v: EditorVariant, key: 'price' | 'salePrice' | 'msrp', label: string) => React.ReactNode;
  labelOf: (a: 'x' | 'y', c: string) => string;
}) {
  const bundle = draft.flags.includes('bundle');
  return (
    <>
      <tr className="border-t border-sand">
        <td className="px-2 py-1 align-top">
          {labelOf('x', v.xsel) || '–'}
          <FieldError message={errorOf(`variants.${i}.xsel`)} />
        </td>
        <td className="px-2 py-1 align-top">
          {labelOf('y', v.ysel) || '–'}
          <FieldError message={errorOf(`variants.${i}.ysel`)} />
        </td>
        <td className="px-2 py-1 align-top">
          <input
            aria-label={`SKU of cell ${i + 1}`}
            className={`${INPUT} min-w-48 font-mono`}
            value={v.sku}
            onChange={(e) => put(i, { ...v, sku: e.target.value })}
          />
          <FieldError message={errorOf(`variants.${i}.sku`)} />
        </td>
        {money(i, v, 'price', 'Price')}
        {money(i, v, 'salePrice', 'Sale price')}
        {money(i, v, 'msrp', 'MSRP')}
        <td className="px-2 py-1 align-top">
          <input
            type="checkbox"
            aria-label={`${v.sku || `Cell ${i + 1}`} active`}
            className="size-5"
            checked={v.active}
            onChange={(e) => put(i, { ...v, active: e.target.checked })}
          />
        </td>
        <td className="px-2 py-1 align-top">
          <input
            type="radio"
            name="default-cell"
            aria-label={`${v.sku || `Cell ${i + 1}`} is the default`}
            className="size-5"
            checked={v.isDefault}
            onChange={() =>
              setDraft({ ...draft, variants: draft.variants.map((w, j) => ({ ...w, isDefault: j === i })) })
            }
          />
        </td>
        <td className="px-2 py-1 align-top">
          <button
            type="button"
            aria-label={`Remove ${v.sku || `cell ${i + 1}`}`}
            className="flex size-11 items-center justify-center rounded-lg border border-sand-dark hover:bg-sand"
            onClick={() => setDraft({ ...draft, variants: draft.variants.filter((_, j) => j !== i) })}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </td>
      </tr>
      {bundle && (
        <tr>
          <td />
          <td colSpan={8} className="px-2 pb-2">
            <Components i={i} v={v} put={put} errorOf={errorOf} />
          </td>
        </tr>
      )}
    </>
  );
}

/** A bundle cell's parts: the component SKUs and how many of each. */
function Components({
  i,
  v,
  put,
  errorOf,
}: {
  i: number;
  v: EditorVariant;
  put: (i: number, v: EditorVariant) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const set = (components: EditorVariant['components']) => put(i, { ...v, components });
  return (
    <div className="rounded-lg bg-sand/40 p-2">
      <p className="text-xs font-semibold text-timber-dark">Bundle parts of {v.sku || `cell ${i + 1}`}</p>
      {v.components.map((c, j) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a row being typed has no name of its own yet; its place is its identity
          key={j}
          className="mt-1 flex items-start gap-2"
        >
          <div>
            <input
              aria-label={`Part ${j + 1} SKU`}
              className={`${INPUT} min-w-48 font-mono`}
              value={c.sku}
              onChange={(e) => set(v.components.map((x, k) => (k === j ? { ...x, sku: e.target.value } : x)))}
            />
            <FieldError message={errorOf(`variants.${i}.components.${j}.sku`)} />
          </div>
          <input
            aria-label={`Part ${j + 1} quantity`}
            type="number"
            min={1}
            max={99}
            className={`${INPUT} max-w-20`}
            value={c.qty}
            onChange={(e) => set(v.components.map((x, k) => (k === j ? { ...x, qty: Number(e.target.value) } : x)))}
          />
          <button
            type="button"
            aria-label={`Remove part ${j + 1}`}
            className="flex size-11 items-center justify-center rounded-lg border border-sand-dark hover:bg-sand"
            onClick={() => set(v.components.filter((_, k) => k !== j))}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      ))}
      <button
        type="button"
        className={`${SECONDARY_BUTTON} mt-1`}
        onClick={() => set([...v.components, { sku: '', qty: 1 }])}
      >
        <Plus aria-hidden className="size-4" /> Add a part
      </button>
    </div>
  );
}
