// A stocktake of one place (/pos/stock/count?location=): choose the place, download its count sheet, fill
// in counted, upload it to see the differences and any row errors, then Apply sets every counted bin in
// one go. Only a manager counts; anyone else sees why.
import { Download } from 'lucide-react';
import { Form } from 'react-router';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { type StockCountResponse, countSheetAddress, countUploadAddress } from '../../../../contract/stocktake.ts';
import { ImportErrors } from '../catalogue-csv/ImportErrors.tsx';
import { INPUT, LABEL, PANEL, SECONDARY_BUTTON } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { Figures } from './Figures.tsx';
import { StockNav } from './StockNav.tsx';
import { UploadControls } from './UploadControls.tsx';
import { useCsvUpload } from './useCsvUpload.ts';

interface Props {
  staff: SignedInStaff;
  places: { code: string; name: string }[];
  place: { code: string; name: string } | null;
  mayCount: boolean;
}

export function StockCountPage({ staff, places, place, mayCount }: Props) {
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-stock-count">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-5xl px-4 py-4">
        <StockNav title="Stocktake" current="/pos/stock/count" />
        {!mayCount ? (
          <p className={`${PANEL} text-sm text-ink/75`} data-testid="stock-count-read-only">
            Only a manager can count a place’s stock. The stock report shows what each place holds.
          </p>
        ) : (
          <>
            <Form reloadDocument method="get" className={`${PANEL} mb-4 flex flex-wrap items-end gap-3`}>
              <label className="min-w-64">
                <span className={LABEL}>1. The place to count</span>
                <select
                  name="location"
                  defaultValue={place?.code ?? ''}
                  className={INPUT}
                  data-testid="stock-count-place"
                >
                  <option value="">Choose a place</option>
                  {places.map((p) => (
                    <option key={p.code} value={p.code}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={SECONDARY_BUTTON}>
                Choose
              </button>
            </Form>
            {place && <CountSteps key={place.code} place={place} />}
          </>
        )}
      </div>
    </div>
  );
}

function CountSteps({ place }: { place: { code: string; name: string } }) {
  const upload = useCsvUpload<StockCountResponse>(countUploadAddress(place.code));
  const shown = upload.shown;
  return (
    <>
      <section className={`${PANEL} mb-4`}>
        <h2 className="text-lg font-semibold text-timber-dark">2. The count sheet</h2>
        <p className="mt-1 text-sm text-ink/75">
          Every bin at {place.name} holding units, with what it should hold. Count each bin and write the units in the
          counted column; leave a row blank to keep it as it is.
        </p>
        <a
          href={countSheetAddress(place.code)}
          download
          className={`${SECONDARY_BUTTON} mt-3`}
          data-testid="stock-count-sheet"
        >
          <Download aria-hidden className="size-4" />
          Count sheet for {place.code} (CSV)
        </a>
      </section>
      <section className={PANEL}>
        <h2 className="text-lg font-semibold text-timber-dark">3. The counted file</h2>
        <p className="mt-1 text-sm text-ink/75">
          Check shows the differences; Apply sets every counted bin at once, against what the bins hold at that moment.
        </p>
        <UploadControls upload={upload} applyLabel="Apply the count" applyingLabel="Applying…" testId="stock-count" />
        {shown && <CountResult answer={shown} />}
      </section>
    </>
  );
}

function CountResult({ answer }: { answer: StockCountResponse }) {
  const heading = answer.dryRun
    ? answer.success
      ? answer.differences.length
        ? 'These are the differences: apply them to set the bins'
        : 'The count matches the bins: nothing to apply'
      : 'The file has errors: fix them and check it again'
    : answer.success
      ? 'The count is applied'
      : 'Nothing was applied';
  return (
    <div className="mt-4" data-testid="stock-count-result">
      <h3
        className="text-base font-semibold text-timber-dark"
        data-testid={answer.dryRun ? undefined : 'stock-count-done'}
      >
        {heading}
      </h3>
      <Figures
        figures={[
          ['Rows', answer.rows],
          ['Counted', answer.counted],
          ['Differences', answer.differences.length],
          ['Units up', answer.unitsUp],
          ['Units down', answer.unitsDown],
        ]}
      />
      {answer.differences.length > 0 && (
        <table className="mt-3 w-full border-collapse text-sm" data-testid="stock-count-differences">
          <thead>
            <tr className="border-b border-sand-dark text-left">
              <th className="py-1 pr-3 font-medium">Row</th>
              <th className="py-1 pr-3 font-medium">SKU</th>
              <th className="py-1 pr-3 font-medium">Product</th>
              <th className="py-1 pr-3 font-medium">Bin</th>
              <th className="py-1 pr-3 text-right font-medium">Expected</th>
              <th className="py-1 pr-3 text-right font-medium">Counted</th>
              <th className="py-1 text-right font-medium">Difference</th>
            </tr>
          </thead>
          <tbody>
            {answer.differences.map((d) => (
              <tr key={d.row} className="border-b border-sand/60">
                <td className="py-1 pr-3 tabular-nums">{d.row}</td>
                <td className="py-1 pr-3 font-mono text-xs">{d.sku}</td>
                <td className="py-1 pr-3">{d.name}</td>
                <td className="py-1 pr-3 font-mono text-xs">{d.bin || '—'}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{d.expected}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{d.counted}</td>
                <td
                  className={`py-1 text-right font-semibold tabular-nums ${d.difference < 0 ? 'text-red-700' : 'text-kauri'}`}
                >
                  {d.difference > 0 ? `+${d.difference}` : d.difference}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ImportErrors errors={answer.errors} testId="stock-count-errors" />
    </div>
  );
}
