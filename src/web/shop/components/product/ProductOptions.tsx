// The product's size and colour choices: native radio groups named xsel and ysel, so that the
// add-to-cart form posts them without JavaScript too and the arrow keys move between them for free
// (react-aria's radio group and its focus code cost a phone ~20 KB of script for the same).
// A size that has no cell in the chosen colour is disabled; a missing size shows its message and
// takes the focus.
import { type RefObject, useId } from 'react';
import type { ProductPageData } from '../../../../contract/catalog.ts';
import { RadioTile } from '../../../common/components/ui/RadioTile.tsx';

interface Props {
  p: ProductPageData;
  xsel: string;
  ysel: string;
  sizeError: boolean;
  /** Wraps the size choices, so that the page can focus the first when none was chosen. */
  sizeGroup: RefObject<HTMLDivElement | null>;
  onChoose(next: { xsel?: string; ysel?: string }): void;
}

const GROUP_LABEL = 'text-sm font-semibold text-ink';

/** The cell of a size and colour; before a size is chosen, the colour's default-size cell. */
function cellOf(p: ProductPageData, xsel: string, ysel: string) {
  const x = xsel || p.variants.find((v) => v.sku === p.defaultSku)?.xsel || '';
  return p.variants.find((v) => v.xsel === x && v.ysel === ysel);
}

export function ProductOptions({ p, xsel, ysel, sizeError, sizeGroup, onChoose }: Props) {
  const id = useId();
  const hasSizes = p.xOptions.length > 0;
  const colour = p.yOptions.find((o) => o.code === ysel);
  return (
    <>
      {hasSizes && (
        <div ref={sizeGroup}>
          <div
            role="radiogroup"
            aria-labelledby={`${id}-size`}
            aria-describedby={sizeError ? `${id}-size-error` : undefined}
            aria-invalid={sizeError || undefined}
            aria-orientation="horizontal"
            data-testid="size-options"
            className="flex flex-col gap-2"
          >
            <span id={`${id}-size`} className={GROUP_LABEL}>
              {p.xLabel || 'Size'}
              {xsel && (
                <span className="font-normal text-ink/70">: {p.xOptions.find((o) => o.code === xsel)?.label}</span>
              )}
            </span>
            <div className="flex flex-wrap gap-2">
              {p.xOptions.map((o) => {
                const disabled = p.yOptions.length > 0 && !p.variants.some((v) => v.xsel === o.code && v.ysel === ysel);
                const soldOut = cellOf(p, o.code, ysel)?.soldOut === true;
                return (
                  <RadioTile
                    key={o.code}
                    name="xsel"
                    value={o.code}
                    checked={xsel === o.code}
                    disabled={disabled}
                    invalid={sizeError}
                    onChoose={() => onChoose({ xsel: o.code })}
                    data-option={o.code}
                    data-selected={xsel === o.code || undefined}
                    data-disabled={disabled || undefined}
                    data-invalid={sizeError || undefined}
                    data-sold-out={soldOut || undefined}
                    className="relative flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-sand-dark bg-white px-4 text-sm font-medium text-ink transition-colors outline-none hover:border-kauri has-checked:border-kauri has-checked:bg-kauri has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-kauri data-disabled:cursor-not-allowed data-disabled:opacity-40 data-invalid:border-sale data-invalid:ring-1 data-invalid:ring-sale data-sold-out:border-dashed"
                  >
                    <span>{o.label}</span>
                    {/* A sold-out size can still be chosen, to read so beside the button it takes away. */}
                    {soldOut && <span className="text-xs leading-tight font-normal">Sold out</span>}
                  </RadioTile>
                );
              })}
            </div>
            {sizeError && (
              <p
                id={`${id}-size-error`}
                className="text-sm font-medium text-sale"
                role="alert"
                data-testid="size-error"
              >
                Please choose a {(p.xLabel || 'size').toLowerCase()}
              </p>
            )}
          </div>
        </div>
      )}
      {p.yOptions.length > 0 ? (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-colour`}
          aria-orientation="horizontal"
          data-testid="colour-options"
          className="flex flex-col gap-2"
        >
          <span id={`${id}-colour`} className={GROUP_LABEL}>
            {p.yLabel || 'Colour'}
            {colour && <span className="font-normal text-ink/70">: {colour.label}</span>}
          </span>
          <div className="flex flex-wrap gap-1">
            {p.yOptions.map((o) => (
              <RadioTile
                key={o.code}
                name="ysel"
                value={o.code}
                checked={ysel === o.code}
                inputLabel={cellOf(p, xsel, o.code)?.soldOut ? `${o.label}, sold out` : o.label}
                onChoose={() => onChoose({ ysel: o.code })}
                data-colour={o.code}
                data-selected={ysel === o.code || undefined}
                className="group relative grid size-11 cursor-pointer place-items-center rounded-full outline-none has-focus-visible:outline-2 has-focus-visible:outline-kauri"
              >
                <span
                  title={o.label}
                  className="size-9 rounded-full border border-black/15 shadow-inner ring-offset-2 ring-offset-paper group-has-checked:ring-2 group-has-checked:ring-kauri"
                  style={{ background: o.hex ?? '#d9cbb4' }}
                />
              </RadioTile>
            ))}
          </div>
        </div>
      ) : (
        <input type="hidden" name="ysel" value={ysel} />
      )}
    </>
  );
}
