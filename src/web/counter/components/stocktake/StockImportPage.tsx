// A shop's first load of stock (/pos/stock/import): a CSV of SKU, place, bin and on hand, checked by a dry
// run (its counts and first errors by row and column) before Import sets the bins. Only a manager loads.
import type { SignedInStaff } from '../../../../contract/pos.ts';
import {
  STOCK_IMPORT_ADDRESS,
  STOCK_IMPORT_COLUMNS,
  type StockImportResponse,
} from '../../../../contract/stocktake.ts';
import { ImportErrors } from '../catalogue-csv/ImportErrors.tsx';
import { PANEL } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { Figures } from './Figures.tsx';
import { StockNav } from './StockNav.tsx';
import { UploadControls } from './UploadControls.tsx';
import { useCsvUpload } from './useCsvUpload.ts';

export function StockImportPage({ staff, mayImport }: { staff: SignedInStaff; mayImport: boolean }) {
  const upload = useCsvUpload<StockImportResponse>(STOCK_IMPORT_ADDRESS);
  const shown = upload.shown;
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-stock-import">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-5xl px-4 py-4">
        <StockNav title="Stock import" current="/pos/stock/import" />
        <section className={PANEL}>
          <h2 className="text-lg font-semibold text-timber-dark">Load stock from a file</h2>
          <p className="mt-1 text-sm text-ink/75">
            One row per SKU and bin, with the columns{' '}
            {STOCK_IMPORT_COLUMNS.map((c, i) => (
              <span key={c}>
                {i > 0 && ', '}
                <code className="rounded bg-sand/60 px-1 font-mono text-xs">{c}</code>
              </span>
            ))}
            . Each bin is set to its on-hand figure; a bin a place does not have yet is made.
          </p>
          {!mayImport ? (
            <p className="mt-3 text-sm text-ink/75" data-testid="stock-import-read-only">
              Only a manager can load stock.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-ink/75">
                Check the file first: nothing is written until it has no errors, and then all of it goes in at once.
              </p>
              <UploadControls upload={upload} applyLabel="Import" applyingLabel="Importing…" testId="stock-import" />
              {shown && (
                <div className="mt-4" data-testid="stock-import-summary">
                  <h3
                    className="text-base font-semibold text-timber-dark"
                    data-testid={shown.dryRun ? undefined : 'stock-import-done'}
                  >
                    {shown.dryRun
                      ? shown.success
                        ? 'The file is ready to import'
                        : 'The file has errors: fix them and check it again'
                      : shown.success
                        ? 'Imported'
                        : 'Nothing was imported'}
                  </h3>
                  <Figures
                    figures={[
                      ['Rows', shown.rows],
                      ['Bins changed', shown.changed],
                      ['Unchanged', shown.unchanged],
                      ['New bins', shown.newBins],
                      ['Errors', shown.errors.length],
                    ]}
                  />
                  <ImportErrors errors={shown.errors} testId="stock-import-errors" />
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
