// The product's options: x (e.g. Size) and y (e.g. Colour), each a name and its values (a code the
// cells and the address carry, a label, a colour's swatch).
import { Plus, Trash2 } from 'lucide-react';
import type { EditorDraft } from '../../hooks/useProductDraft.ts';
import { INPUT, LABEL, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { FieldError } from './FieldError.tsx';

interface Props {
  draft: EditorDraft;
  setDraft: (d: EditorDraft) => void;
  canEdit: boolean;
  errorOf: (field: string) => string | undefined;
}

/** A value's code from its label ("Light Oak" → light-oak). */
const code = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

export function OptionsEditor({ draft, setDraft, canEdit, errorOf }: Props) {
  const axis = (a: 'x' | 'y', title: string) => {
    const opt = draft.options[a];
    const put = (next: typeof opt) => setDraft({ ...draft, options: { ...draft.options, [a]: next } });
    return (
      <fieldset className="rounded-lg border border-sand-dark p-3" disabled={!canEdit}>
        <legend className="px-1 text-sm font-semibold text-timber-dark">{title}</legend>
        <label>
          <span className={LABEL}>Option name</span>
          <input
            className={INPUT}
            value={opt.label}
            maxLength={40}
            placeholder={a === 'x' ? 'Size' : 'Colour'}
            onChange={(e) => put({ ...opt, label: e.target.value })}
          />
        </label>
        <ul className="mt-2 grid gap-2">
          {opt.values.map((v, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a row being typed has no name of its own yet; its place is its identity
              key={i}
              className="flex items-end gap-2"
            >
              <label className="min-w-0 flex-1">
                <span className={LABEL}>Value</span>
                <input
                  className={INPUT}
                  value={v.label}
                  onChange={(e) => {
                    const values = [...opt.values];
                    values[i] = { ...v, label: e.target.value, code: v.code || code(e.target.value) };
                    put({ ...opt, values });
                  }}
                />
              </label>
              <label className="w-36 shrink-0">
                <span className={LABEL}>Code</span>
                <input
                  className={INPUT}
                  value={v.code}
                  onChange={(e) => {
                    const values = [...opt.values];
                    values[i] = { ...v, code: e.target.value };
                    put({ ...opt, values });
                  }}
                />
              </label>
              {a === 'y' && (
                <label className="w-14 shrink-0">
                  <span className={LABEL}>Swatch</span>
                  <input
                    type="color"
                    className="h-11 w-full rounded border border-sand-dark"
                    value={v.hex ?? '#cccccc'}
                    onChange={(e) => {
                      const values = [...opt.values];
                      values[i] = { ...v, hex: e.target.value };
                      put({ ...opt, values });
                    }}
                  />
                </label>
              )}
              <button
                type="button"
                aria-label={`Remove ${v.label || 'value'}`}
                className="flex size-11 items-center justify-center rounded-lg border border-sand-dark hover:bg-sand"
                onClick={() => put({ ...opt, values: opt.values.filter((_, j) => j !== i) })}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-2`}
          onClick={() => put({ ...opt, values: [...opt.values, { code: '', label: '', hex: null }] })}
        >
          <Plus aria-hidden className="size-4" /> Add a value
        </button>
        <FieldError message={errorOf(`options.${a}`)} />
      </fieldset>
    );
  };
  return (
    <div className="grid gap-3 xl:grid-cols-2">
      {axis('x', 'Option x (e.g. Size)')}
      {axis('y', 'Option y (e.g. Colour)')}
    </div>
  );
}
