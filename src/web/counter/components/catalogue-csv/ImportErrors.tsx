// An import's row errors (the catalogue's, a stocktake's, the stock load): the first ERRORS_SHOWN by the
// file's line and column, and how many there are in all.
import { ERRORS_SHOWN, type ImportError } from '../../../../contract/catalogue-csv.ts';

export function ImportErrors({ errors, testId }: { errors: ImportError[]; testId: string }) {
  if (errors.length === 0) return null;
  return (
    <>
      <p className="mt-3 text-sm text-ink/75">
        {errors.length > ERRORS_SHOWN
          ? `The first ${ERRORS_SHOWN} of ${errors.length.toLocaleString('en-NZ')} errors:`
          : 'The errors:'}
      </p>
      <table className="mt-1 w-full border-collapse text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-sand-dark text-left">
            <th className="py-1 pr-3 font-medium">Row</th>
            <th className="py-1 pr-3 font-medium">Column</th>
            <th className="py-1 font-medium">Problem</th>
          </tr>
        </thead>
        <tbody>
          {errors.slice(0, ERRORS_SHOWN).map((e) => (
            <tr key={`${e.row}-${e.column}-${e.message}`} className="border-b border-sand/60 align-top">
              <td className="py-1 pr-3 tabular-nums">{e.row}</td>
              <td className="py-1 pr-3 font-mono text-xs">{e.column || '—'}</td>
              <td className="py-1">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
