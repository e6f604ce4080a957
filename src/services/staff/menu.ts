// The POS menu's saved preferences: the mini-menu flag (on the staff row, so it follows them to any
// till) and the branch they sell for (on this sign-in's session: two tills may sell for two branches).
import { sql } from 'drizzle-orm';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';
import { moveCounterCartToBranch } from '../cart/cart.service.ts';

export const UNKNOWN_BRANCH = 'Unknown branch';

export async function changeMenu(db: Database, staffId: number, mini: boolean): Promise<void> {
  await db.execute(sql`update staff set mini_menu = ${mini} where id = ${staffId}`);
}

/**
 * A branch is a place that sells: the website (the default, WEB) or a physical location of our own
 * (a third party's depot is not one). The open POS cart moves to the new branch with its salesperson.
 */
export async function changeBranch(
  db: Database,
  sessionId: string,
  staff: SignedInStaff,
  code: string,
): Promise<{ branch: string }> {
  const [place] = await queryRows<{ code: string }>(
    db,
    sql`select code from locations where code = ${code} and (is_website or (is_physical and not is_third_party))`,
  );
  if (!place) throw new Refusal(422, UNKNOWN_BRANCH);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update sessions set data = jsonb_set(data, '{branch}', to_jsonb(${code}::text)) where id = ${sessionId}`,
    );
    await moveCounterCartToBranch(tx, staff.id, code);
  });
  return { branch: code };
}
