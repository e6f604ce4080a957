// My Details (/account/details): the account's own name, organisation, mobile, addresses and
// newsletter choice, checked by the checkout's rules (domain/checkout-rules.ts) with the same words,
// so what is saved here also passes COMPLETE PURCHASE when the cart is filled from it.
import { sql } from 'drizzle-orm';
import type { AccountDetails } from '../../contract/account.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { CHECKOUT_RULES, type CheckoutField } from '../../domain/checkout-rules.ts';
import { Refusal } from '../../domain/refusal.ts';

/** The checkout's rules for the fields My Details has (not the cart, email, payment or terms). */
const DETAIL_FIELDS: ReadonlySet<CheckoutField> = new Set([
  'firstname',
  'lastname',
  'mobile',
  'address',
  'zip',
  'baddress',
]);
export const DETAIL_RULES = CHECKOUT_RULES.filter((r) => DETAIL_FIELDS.has(r.field));

export interface DetailsInput {
  firstname: string;
  lastname: string;
  organisation: string;
  mobile: string;
  address: string;
  zip: string;
  baddress: string;
  useSameAddress: boolean;
  newsletter: boolean;
}

interface UserRow {
  email: string;
  firstname: string;
  lastname: string;
  organisation: string;
  mobile: string;
  shipping_address: string;
  shipping_zip: string;
  billing_address: string;
  newsletter: boolean;
}

function shown(u: UserRow): AccountDetails {
  // No billing address kept means billing is the delivery address (the checkout's tick).
  const same = u.billing_address === '' || u.billing_address === u.shipping_address;
  return {
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    organisation: u.organisation,
    mobile: u.mobile,
    address: u.shipping_address,
    zip: u.shipping_zip,
    baddress: same ? '' : u.billing_address,
    useSameAddress: same ? 1 : 0,
    newsletter: u.newsletter ? 1 : 0,
  };
}

const COLUMNS = sql`email, firstname, lastname, organisation, mobile, shipping_address, shipping_zip, billing_address, newsletter`;

export async function readDetails(db: Database, userId: number): Promise<AccountDetails | null> {
  const [u] = await queryRows<UserRow>(db, sql`select ${COLUMNS} from users where id = ${userId}`);
  return u ? shown(u) : null;
}

/** Saves when every rule passes; otherwise 422 with the first failing rule's message, nothing written. */
export async function saveDetails(db: Database, userId: number, input: DetailsInput): Promise<AccountDetails | null> {
  const f = {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    organisation: input.organisation.trim(),
    mobile: input.mobile.trim(),
    address: input.address.trim(),
    zip: input.zip.trim(),
    baddress: input.useSameAddress ? '' : input.baddress.trim(),
  };
  const failed = DETAIL_RULES.find(
    (rule) =>
      !rule.ok({
        ...f,
        itemCount: 1,
        email: 'x@x.x',
        useSameAddress: input.useSameAddress,
        paymentMethod: 'x',
        agreeTerms: true,
        collectWithoutPoint: '',
      }),
  );
  if (failed) throw new Refusal(422, failed.message, { field: failed.field });
  const [u] = await queryRows<UserRow>(
    db,
    sql`update users set firstname = ${f.firstname}, lastname = ${f.lastname}, organisation = ${f.organisation},
        mobile = ${f.mobile}, shipping_address = ${f.address}, shipping_zip = ${f.zip}, billing_address = ${f.baddress},
        newsletter = ${input.newsletter}
      where id = ${userId} returning ${COLUMNS}`,
  );
  return u ? shown(u) : null;
}
