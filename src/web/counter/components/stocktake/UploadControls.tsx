// The file picker, Check and Apply buttons of a stock file, and what is happening while it uploads.
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import type { CsvUpload } from './useCsvUpload.ts';

interface Props {
  upload: CsvUpload<{ success: boolean; dryRun: boolean; errors: unknown[] }>;
  applyLabel: string;
  applyingLabel: string;
  testId: string;
}

export function UploadControls({ upload, applyLabel, applyingLabel, testId }: Props) {
  const inputId = useId();
  const { busy, problem } = upload;
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          data-testid={`${testId}-file`}
          className="max-w-72 text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-sand-dark file:bg-white file:px-4 file:font-semibold file:text-timber-dark hover:file:bg-sand"
          onChange={(e) => upload.setFile(e.target.files?.[0] ?? null)}
        />
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={!upload.file || busy !== null}
          onClick={() => upload.run('check')}
          data-testid={`${testId}-check`}
        >
          Check
        </button>
        <button
          type="button"
          className={`${buttonClass('primary')} inline-flex items-center gap-2`}
          disabled={!upload.clean || busy !== null}
          onClick={() => upload.run('apply')}
          data-testid={`${testId}-apply`}
        >
          <Upload aria-hidden className="size-4" />
          {applyLabel}
        </button>
      </div>
      <div aria-live="polite" className="mt-3 min-h-6 text-sm">
        {busy && (
          <p className="flex items-center gap-3" data-testid={`${testId}-progress`}>
            {busy.sent !== null ? (
              <>
                <span>Sending the file…</span>
                <progress max={1} value={busy.sent} className="w-48" />
              </>
            ) : (
              <span>{busy.step === 'check' ? 'Checking…' : applyingLabel}</span>
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
  );
}
