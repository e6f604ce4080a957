// A customer's store credit (customer_credit, credit_movements). To be built (issue 11, payments).
import type { Database } from '../../db/client.ts';

/** The customer's store credit balance in cents (0 when they have none). */
export async function creditBalance(_db: Database, _userId: number): Promise<number> {
  throw new Error('not built yet');
}
