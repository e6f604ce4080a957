// POST /pos/get-staffs: the manager picker lists admins and managers (who may approve); list screens ask for everyone.
import { sql } from 'drizzle-orm';
import type { StaffRole, StaffSummary } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

export async function listStaff(db: Database, roles: readonly StaffRole[] = []): Promise<StaffSummary[]> {
  const roleFilter = roles.length
    ? sql`and role in (${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<{ id: number; firstname: string; lastname: string; location: string }>(
    db,
    sql`select id, firstname, lastname, location_code as location from staff where active ${roleFilter} order by firstname, lastname, id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
