// The catalogue's CSV file (docs/catalogue-csv.md): GET /pos/catalogue/export.csv streams it to any staff
// member; POST /pos/catalogue/import takes one as multipart/form-data (field `file`, up to 50 MB;
// `dryRun=1` as a field or in the query checks only). Outside the route table (contract/routes.ts's
// header): one answers CSV, not JSON, and the other's body is a file, not a Zod-checked object. The
// import is a POST under /pos, so the session plugin asks for the anti-forgery header as for any call.
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_EXPORT_ADDRESS, CATALOGUE_IMPORT_ADDRESS, NO_FILE } from '../../../contract/catalogue-csv.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { MAX_UPLOAD_BYTES } from '../../plugins/uploads.ts';
import { signedIn } from './guard.ts';

const DRY = new Set(['1', 'true', 'yes', 'on']);
/** The address inside the /pos scope, which has the prefix. */
const within = (pos: FastifyInstance, path: string) => path.slice(pos.prefix.length);

export async function registerCatalogueCsvRoutes(
  pos: FastifyInstance,
  { catalogueCsv }: Pick<Services, 'catalogueCsv'>,
) {
  pos.get(within(pos, CATALOGUE_EXPORT_ADDRESS), async (req, reply) => {
    const staff = signedIn(req);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(catalogueCsv.exportCsv(staff));
  });

  pos.post(within(pos, CATALOGUE_IMPORT_ADDRESS), async (req) => {
    const staff = signedIn(req);
    // Refused before the file is read: staff never upload 50 MB for nothing.
    if (!catalogueCsv.mayImport(staff)) return catalogueCsv.importCsv(staff, Buffer.alloc(0), true);
    if (!req.isMultipart()) throw new Refusal(422, NO_FILE);
    let bytes: Buffer | null = null;
    let dryRun = DRY.has(String((req.query as Record<string, unknown>).dryRun ?? ''));
    // Fields may come before or after the file; a file over the limit throws 413 while it is read.
    for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') bytes = await part.toBuffer();
        else await part.toBuffer();
      } else if (part.fieldname === 'dryRun') dryRun = dryRun || DRY.has(String(part.value));
    }
    if (!bytes) throw new Refusal(422, NO_FILE);
    return catalogueCsv.importCsv(staff, bytes, dryRun);
  });
}
