// Staff accounts made outside the POS: a new shop's first admin (`npm run staff:create`,
// scripts/staff-create.ts), and the demonstration's staff, whose password the README publishes: a
// production start refuses while any of them can sign in (src/server.ts), and `npm run
// staff:remove-demo` retires them.
import { sql } from 'drizzle-orm';
import { PIN_FORMAT, STAFF_ROLES, type StaffRole, checkPinRequest } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { DEMO_STAFF } from '../../db/seed/people.ts';
import { hashSecret } from '../../domain/passwords.ts';
import { isCustomerEmail } from '../../domain/pos-customer-check.ts';
import { Refusal } from '../../domain/refusal.ts';
import { STAFF_PASSWORD_RULE, isStaffPassword } from '../../domain/staff-password.ts';
import { UNKNOWN_BRANCH } from './menu.ts';

export interface NewStaff {
  email: string;
  password: string;
  pin: string;
  role: string;
  firstname: string;
  lastname: string;
  /** Their home branch (the POS sells for it until they change it): the website, WEB, unless told. */
  locationCode: string;
}

export const STAFF_EMAIL_INVALID = 'The email address is not valid';
export const STAFF_EMAIL_TAKEN = 'A staff member already has this email address';
export const STAFF_ROLE_UNKNOWN = `The role is one of ${STAFF_ROLES.join(', ')}`;
export const STAFF_NAME_NEEDED = 'A staff member needs a first name';
export const DEMO_EMAIL_REFUSED = "This email address is one of the demonstration's, whose password is published";

/** Why a production start stops (src/server.ts): one line for stderr, as startRefusal's are. */
export function demoStaffRefusal(emails: string[]): string {
  const named =
    emails.length > 3 ? `${emails.slice(0, 3).join(', ')} and ${emails.length - 3} more` : emails.join(', ');
  return (
    `Kauri will not start: the demonstration's staff accounts (${named}) can sign in here, and their ` +
    'password is published. Stop the shop and run `npm run staff:remove-demo`, then make your own admin ' +
    'with `npm run staff:create -- --email <address> --role admin`; or run the demonstration on purpose with SEED_DEMO=1.'
  );
}

const DEMO_EMAILS: readonly string[] = DEMO_STAFF.map((s) => s.email);
const demoEmailList = () =>
  sql.join(
    DEMO_EMAILS.map((e) => sql`${e}`),
    sql`, `,
  );

/** Makes one staff account; nothing is written when any field is refused. */
export async function addStaff(db: Database, input: NewStaff): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!isCustomerEmail(email)) throw new Refusal(422, STAFF_EMAIL_INVALID);
  if (DEMO_EMAILS.includes(email)) throw new Refusal(422, DEMO_EMAIL_REFUSED);
  if (!STAFF_ROLES.includes(input.role as StaffRole)) throw new Refusal(422, STAFF_ROLE_UNKNOWN);
  if (!input.firstname.trim()) throw new Refusal(422, STAFF_NAME_NEEDED);
  if (!isStaffPassword(input.password)) throw new Refusal(422, STAFF_PASSWORD_RULE);
  // The PIN they will type at check-pin, by that call's own rule.
  if (!checkPinRequest.shape.pin.safeParse(input.pin).success) throw new Refusal(422, PIN_FORMAT);
  const locationCode = input.locationCode.trim().toUpperCase();
  // A shop whose places are not loaded yet has none to choose from: its first admin still gets in.
  const [places] = await queryRows<{ any: boolean; selling: boolean }>(
    db,
    sql`select exists (select 1 from locations) as any,
               exists (select 1 from locations where code = ${locationCode}
                       and (is_website or (is_physical and not is_third_party))) as selling`,
  );
  if (places?.any && !places.selling) throw new Refusal(422, UNKNOWN_BRANCH);
  const [passwordHash, pinHash] = await Promise.all([hashSecret(input.password), hashSecret(input.pin)]);
  // The unique index on lower(email) decides a race between two runs: one row, one refusal.
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into staff (email, password_hash, pin_hash, firstname, lastname, role, location_code)
        values (${email}, ${passwordHash}, ${pinHash}, ${input.firstname.trim()}, ${input.lastname.trim()},
                ${input.role}, ${locationCode})
        on conflict ((lower(email))) do nothing returning id`,
  );
  if (!row) throw new Refusal(409, STAFF_EMAIL_TAKEN);
  return { id: Number(row.id), email };
}

/** The demonstration's staff accounts still able to sign in, by email. */
export async function demoStaffLeft(db: Database): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`select email from staff where lower(email) in (${demoEmailList()}) and active order by id`,
  );
  return rows.map((r) => r.email);
}

/**
 * Retires the demonstration's staff: they can no longer sign in or give a PIN (no hash matches an empty
 * one). The rows stay, as the orders and quotes they made name them.
 */
export async function retireDemoStaff(db: Database): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`update staff set active = false, password_hash = '', pin_hash = ''
        where lower(email) in (${demoEmailList()}) and active returning email`,
  );
  return rows.map((r) => r.email);
}
