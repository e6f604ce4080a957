// A customer's store credit (customer_credit, credit_movements). To be built (issue 11, payments): until
// then every customer has none.
import type { Database } from '../../db/client.ts';

/** The customer's store credit balance in cents (0 when they have none). */
export async function creditBalance(_db: Database, _userId: number): Promise<number> {
  return 0;
}
