// The sent-cart log (getLogs with event 'email-cart'): the carts a salesperson emailed, read from the
// sent_carts rows themselves. (Issue 12, to build.)
import type { GetLogsResponse } from '../../contract/pos-activity.ts';
import type { Database } from '../../db/client.ts';

export async function sentCartLog(
  _db: Database,
  _ask: { page: number; pageSize: number; staffId: number | null },
): Promise<GetLogsResponse> {
  throw new Error('not built yet');
}
