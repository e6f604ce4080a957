// The catalogue's CSV file for http/ and the screens: any staff member exports; managers and admins
// import (a dry run too: it tells a manager whether the file would go in).
import type { Readable } from 'node:stream';
import type { CatalogueImportResponse } from '../../contract/catalogue-csv.ts';
import { ONLY_MANAGERS_CATALOGUE } from '../../contract/catalogue.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { Refusal } from '../../domain/refusal.ts';
import { exportCatalogueCsv } from './csv-export.ts';
import { importCatalogue } from './csv-import.ts';

const mayChangeCatalogue = (staff: Pick<SignedInStaff, 'role'>) => staff.role === 'manager' || staff.role === 'admin';

export function createCatalogueCsv(db: Database, deps: { changed: () => void }) {
  return {
    mayImport: mayChangeCatalogue,
    /** GET /pos/catalogue/export.csv: every product's variants, in url order. */
    exportCsv(_staff: SignedInStaff): Readable {
      return exportCatalogueCsv(db);
    },
    /** POST /pos/catalogue/import: the file checked, and written unless it is a dry run or has errors. */
    async importCsv(staff: SignedInStaff, bytes: Buffer, dryRun: boolean): Promise<CatalogueImportResponse> {
      if (!mayChangeCatalogue(staff)) throw new Refusal(403, ONLY_MANAGERS_CATALOGUE);
      const answer = await importCatalogue(db, staff, bytes, { dryRun });
      if (answer.success && !dryRun && answer.created + answer.updated > 0) deps.changed();
      return answer;
    },
  };
}
export type CatalogueCsv = ReturnType<typeof createCatalogueCsv>;
