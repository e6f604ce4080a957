// The stock CSV calls (docs/stock-csv.md): the report's CSV (any staff member), a place's count sheet
// and its counted file, and a shop's first load of stock (managers). Outside the route table
// (contract/routes.ts's header), as the catalogue's CSV calls are: they answer CSV or take a file as
// multipart/form-data (field `file`; `dryRun=1` as a field or in the query checks only). The pages at
// /pos/stock, /pos/stock/count and /pos/stock/import fall through to the pages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { NO_FILE } from '../../../contract/catalogue-csv.ts';
import { STOCK_IMPORT_ADDRESS, STOCK_REPORT_CSV_ADDRESS, UNKNOWN_PLACE } from '../../../contract/stocktake.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { MAX_UPLOAD_BYTES } from '../../plugins/uploads.ts';
import { signedIn } from './guard.ts';

const DRY = new Set(['1', 'true', 'yes', 'on']);
const within = (pos: FastifyInstance, path: string) => path.slice(pos.prefix.length);
/** A place's code in an address: letters and digits, as the locations table has them. */
const PLACE = /^[A-Za-z0-9]{1,10}$/;

function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** The upload's file and whether it is a dry run; a request that is not multipart, or has no file, is refused. */
async function readUpload(req: FastifyRequest): Promise<{ bytes: Buffer; dryRun: boolean }> {
  if (!req.isMultipart()) throw new Refusal(422, NO_FILE);
  let bytes: Buffer | null = null;
  let dryRun = DRY.has(String((req.query as Record<string, unknown>).dryRun ?? ''));
  for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
    if (part.type === 'file') {
      if (part.fieldname === 'file') bytes = await part.toBuffer();
      else await part.toBuffer();
    } else if (part.fieldname === 'dryRun') dryRun = dryRun || DRY.has(String(part.value));
  }
  if (!bytes) throw new Refusal(422, NO_FILE);
  return { bytes, dryRun };
}

export async function registerStocktakeRoutes(pos: FastifyInstance, { stocktake }: Pick<Services, 'stocktake'>) {
  const day = () => new Date().toISOString().slice(0, 10);

  pos.get(within(pos, STOCK_REPORT_CSV_ADDRESS), async (req, reply) => {
    const staff = signedIn(req);
    const location = String((req.query as Record<string, unknown>).location ?? '');
    if (location !== '' && !PLACE.test(location)) throw new Refusal(404, UNKNOWN_PLACE);
    const csv = await stocktake.reportCsv(staff, location);
    return sendCsv(reply, `stock-${location ? `${location.toUpperCase()}-` : ''}${day()}.csv`, csv);
  });

  pos.get('/stock/count/:sheet', async (req, reply) => {
    const staff = signedIn(req);
    const { sheet } = req.params as { sheet: string };
    const location = sheet.endsWith('.csv') ? sheet.slice(0, -4) : '';
    if (!PLACE.test(location)) throw new Refusal(404, UNKNOWN_PLACE);
    const { place, csv } = await stocktake.countSheet(staff, location);
    return sendCsv(reply, `count-${place.code}-${day()}.csv`, csv);
  });

  pos.post('/stock/count/:location', async (req) => {
    const staff = signedIn(req);
    const { location } = req.params as { location: string };
    // Refused before the file is read: a staff member's upload or an odd address reads nothing.
    if (!stocktake.mayChange(staff)) return stocktake.count(staff, location, Buffer.alloc(0), true);
    if (!PLACE.test(location)) throw new Refusal(404, UNKNOWN_PLACE);
    const { bytes, dryRun } = await readUpload(req);
    return stocktake.count(staff, location, bytes, dryRun);
  });

  pos.post(within(pos, STOCK_IMPORT_ADDRESS), async (req) => {
    const staff = signedIn(req);
    if (!stocktake.mayChange(staff)) return stocktake.importStock(staff, Buffer.alloc(0), true);
    const { bytes, dryRun } = await readUpload(req);
    return stocktake.importStock(staff, bytes, dryRun);
  });
}
