// The product's size and colour choices (react-aria-components radio groups, named xsel and ysel so
// that the add-to-cart form posts them without JavaScript too). A size that has no cell in the chosen
// colour is disabled; a missing size shows its message and takes the focus.
import type { RefObject } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { ProductPageData } from '../../../contract/catalog.ts';

interface Props {
  p: ProductPageData;
  xsel: string;
  ysel: string;
  sizeError: boolean;
  /** Wraps the size choices, so that the page can focus the first when none was chosen. */
  sizeGroup: RefObject<HTMLDivElement | null>;
  onChoose(next: { xsel?: string; ysel?: string }): void;
}

export function ProductOptions({ p, xsel, ysel, sizeError, sizeGroup, onChoose }: Props) {
  const hasSizes = p.xOptions.length > 0;
  const colour = p.yOptions.find((o) => o.code === ysel);
  return (
    <>
      {hasSizes && (
        <div ref={sizeGroup}>
          <RadioGroup
            name="xsel"
            value={xsel || null}
            onChange={(v) => onChoose({ xsel: v })}
            isInvalid={sizeError}
            orientation="horizontal"
            data-testid="size-options"
            className="flex flex-col gap-2"
          >
            <Label className="text-sm font-semibold text-ink">
              {p.xLabel || 'Size'}
              {xsel && (
                <span className="font-normal text-ink/70">: {p.xOptions.find((o) => o.code === xsel)?.label}</span>
              )}
            </Label>
            <div className="flex flex-wrap gap-2">
              {p.xOptions.map((o) => (
                <Radio
                  key={o.code}
                  value={o.code}
                  data-option={o.code}
                  isDisabled={p.yOptions.length > 0 && !p.variants.some((v) => v.xsel === o.code && v.ysel === ysel)}
                  className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-sand-dark bg-white px-4 text-sm font-medium text-ink transition-colors outline-none hover:border-kauri has-checked:border-kauri has-checked:bg-kauri has-checked:text-white data-disabled:cursor-not-allowed data-disabled:opacity-40 data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-kauri data-invalid:border-sale data-invalid:ring-1 data-invalid:ring-sale data-selected:border-kauri data-selected:bg-kauri data-selected:text-white"
                >
                  {o.label}
                </Radio>
              ))}
            </div>
            {sizeError && (
              <p className="text-sm font-medium text-sale" role="alert" data-testid="size-error">
                Please choose a {(p.xLabel || 'size').toLowerCase()}
              </p>
            )}
          </RadioGroup>
        </div>
      )}
      {p.yOptions.length > 0 ? (
        <RadioGroup
          name="ysel"
          value={ysel}
          onChange={(v) => onChoose({ ysel: v })}
          orientation="horizontal"
          data-testid="colour-options"
          className="flex flex-col gap-2"
        >
          <Label className="text-sm font-semibold text-ink">
            {p.yLabel || 'Colour'}
            {colour && <span className="font-normal text-ink/70">: {colour.label}</span>}
          </Label>
          <div className="flex flex-wrap gap-1">
            {p.yOptions.map((o) => (
              <Radio
                key={o.code}
                value={o.code}
                aria-label={o.label}
                data-colour={o.code}
                className="group grid size-11 cursor-pointer place-items-center rounded-full outline-none data-focus-visible:outline-2 data-focus-visible:outline-kauri"
              >
                <span
                  title={o.label}
                  className="size-9 rounded-full border border-black/15 shadow-inner ring-offset-2 ring-offset-paper group-has-checked:ring-2 group-has-checked:ring-kauri group-data-selected:ring-2 group-data-selected:ring-kauri"
                  style={{ background: o.hex ?? '#d9cbb4' }}
                />
              </Radio>
            ))}
          </div>
        </RadioGroup>
      ) : (
        <input type="hidden" name="ysel" value={ysel} />
      )}
    </>
  );
}
