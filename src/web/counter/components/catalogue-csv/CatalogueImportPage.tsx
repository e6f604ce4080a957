// The catalogue's CSV screen (/pos/catalogue/import): the export's link, then a file checked by a dry run
// (its counts and first errors by row and column) before Import is allowed; both uploads show their
// progress (XMLHttpRequest's upload events: fetch has none), then "Checking…" or "Importing…" while the
// server works. Staff see the export only.
import { FileSpreadsheet, Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CATALOGUE_EXPORT_ADDRESS,
  CATALOGUE_IMPORT_ADDRESS,
  type CatalogueImportResponse,
} from '../../../../contract/catalogue-csv.ts';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { ImportErrors } from './ImportErrors.tsx';
import { uploadCsv } from './upload-csv.ts';

type Busy = { step: 'check' | 'import'; sent: number | null } | null;

export function CatalogueImportPage({ staff, mayImport }: { staff: SignedInStaff; mayImport: boolean }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<CatalogueImportResponse | null>(null);
  const [done, setDone] = useState<CatalogueImportResponse | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState('');

  const run = async (step: 'check' | 'import') => {
    if (!file) return;
    setBusy({ step, sent: 0 });
    setProblem('');
    try {
      const answer = await uploadCsv<CatalogueImportResponse>(
        CATALOGUE_IMPORT_ADDRESS,
        file,
        step === 'check',
        (sent) => setBusy({ step, sent: sent >= 1 ? null : sent }),
      );
      if (step === 'check') setChecked(answer);
      else {
        setDone(answer);
        setChecked(answer.success ? null : answer);
      }
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const shown = checked ?? done;
  const clean = checked?.success === true && checked.dryRun;

  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-catalogue-import">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-5xl px-4 py-4">
        <h1 className="mb-3 flex items-center gap-2 text-2xl font-semibold text-timber-dark">
          <FileSpreadsheet aria-hidden className="size-6 text-kauri" />
          Catalogue import and export
        </h1>
        <section className="mb-4 rounded-xl border border-sand-dark bg-white p-4">
          <h2 className="text-lg font-semibold text-timber-dark">Export</h2>
          <p className="mt-1 text-sm text-ink/75">
            Every product’s SKUs, one row each, as a CSV file a spreadsheet opens. Change it and import it below.
          </p>
          <a
            href={CATALOGUE_EXPORT_ADDRESS}
            download
            className={`${buttonClass('secondary')} mt-3 inline-flex items-center gap-2`}
            data-testid="catalogue-export"
          >
            <Download aria-hidden className="size-4" />
            Export the catalogue (CSV)
          </a>
        </section>

        <section className="rounded-xl border border-sand-dark bg-white p-4">
          <h2 className="text-lg font-semibold text-timber-dark">Import</h2>
          {!mayImport ? (
            <p className="mt-1 text-sm text-ink/75" data-testid="catalogue-import-read-only">
              Only a manager can change the catalogue: you may export it.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-ink/75">
                Check the file first: nothing is written until it has no errors, and then all of it goes in at once.
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <label htmlFor={inputId} className="text-sm font-medium text-ink">
                  CSV file
                </label>
                <input
                  id={inputId}
                  type="file"
                  accept=".csv,text/csv"
                  data-testid="catalogue-file"
                  className="max-w-72 text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-sand-dark file:bg-white file:px-4 file:font-semibold file:text-timber-dark hover:file:bg-sand"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setChecked(null);
                    setDone(null);
                    setProblem('');
                  }}
                />
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  disabled={!file || busy !== null}
                  onClick={() => run('check')}
                  data-testid="catalogue-check"
                >
                  Check
                </button>
                <button
                  type="button"
                  className={`${buttonClass('primary')} inline-flex items-center gap-2`}
                  disabled={!clean || busy !== null}
                  onClick={() => run('import')}
                  data-testid="catalogue-import"
                >
                  <Upload aria-hidden className="size-4" />
                  Import
                </button>
              </div>
              <div aria-live="polite" className="mt-3 min-h-6 text-sm">
                {busy && (
                  <p className="flex items-center gap-3" data-testid="catalogue-progress">
                    {busy.sent !== null ? (
                      <>
                        <span>Sending the file…</span>
                        <progress max={1} value={busy.sent} className="w-48" />
                      </>
                    ) : (
                      <span>{busy.step === 'check' ? 'Checking…' : 'Importing…'}</span>
                    )}
                  </p>
                )}
                {problem && (
                  <p role="alert" className="text-red-700">
                    {problem}
                  </p>
                )}
              </div>
            </>
          )}
          {mayImport && shown && <ImportSummary answer={shown} />}
        </section>
      </div>
    </div>
  );
}

function ImportSummary({ answer }: { answer: CatalogueImportResponse }) {
  const figures: [string, number][] = [
    ['Rows', answer.rows],
    ['New products', answer.created],
    ['Changed', answer.updated],
    ['Unchanged', answer.unchanged],
    ['Errors', answer.errors.length],
  ];
  return (
    <div className="mt-4" data-testid="catalogue-summary">
      <h3
        className="text-base font-semibold text-timber-dark"
        data-testid={answer.dryRun ? undefined : 'catalogue-done'}
      >
        {answer.dryRun
          ? answer.success
            ? 'The file is ready to import'
            : 'The file has errors: fix them and check it again'
          : answer.success
            ? 'Imported'
            : 'Nothing was imported'}
      </h3>
      <dl className="mt-2 grid grid-cols-5 gap-2">
        {figures.map(([label, n]) => (
          <div key={label} className="rounded-lg bg-sand/40 px-3 py-2">
            <dt className="text-xs text-ink/70">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{n.toLocaleString('en-NZ')}</dd>
          </div>
        ))}
      </dl>
      <ImportErrors errors={answer.errors} testId="catalogue-errors" />
    </div>
  );
}
