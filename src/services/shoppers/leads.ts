// POST /v1/fakeRegister (specs/storefront.md): a visitor not ready for an account leaves their
// details for their nearest store (a store's location code), kept in `leads` for the store to call.
import { sql } from 'drizzle-orm';
import type { FakeRegisterResponse } from '../../contract/shoppers.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { CAPTCHA_FAILED_MESSAGE, isValidEmail } from '../../domain/checkout-rules.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { HumanCheck } from '../../integrations/human-check/human-check.ts';
import { INVALID_EMAIL } from './sign-in.ts';

export const LEAD_NEAREST = 'Please choose your nearest store';
export const LEAD_NAME = 'Please enter your name';
export const LEAD_THANKS = 'Thank you - your nearest store will be in touch soon.';

export interface LeadAsk {
  type: string;
  email: string;
  firstname: string;
  lastname: string;
  address: string;
  mobile: string;
  nearest: string;
  token: string;
}

export async function recordLead(
  deps: { db: Database; humanCheck: Pick<HumanCheck, 'verify'> },
  ask: LeadAsk,
  clientAddress: string,
): Promise<FakeRegisterResponse> {
  const email = ask.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new Refusal(422, INVALID_EMAIL);
  if (!ask.firstname.trim() && !ask.lastname.trim()) throw new Refusal(422, LEAD_NAME);
  // A store a shopper can walk into (the form lists GET /v1/store/getLocations?physical=1&collect=1).
  const [store] = await queryRows<{ code: string }>(
    deps.db,
    sql`select code from locations where code = ${ask.nearest.trim()} and kind = 'store' and is_physical`,
  );
  if (!store) throw new Refusal(422, LEAD_NEAREST);
  if (!(await deps.humanCheck.verify(ask.token, clientAddress))) throw new Refusal(422, CAPTCHA_FAILED_MESSAGE);
  await deps.db.execute(
    sql`insert into leads (type, email, firstname, lastname, address, mobile, nearest_location)
      values (${ask.type.trim()}, ${email}, ${ask.firstname.trim()}, ${ask.lastname.trim()}, ${ask.address.trim()},
        ${ask.mobile.trim()}, ${store.code})`,
  );
  return { success: true, message: LEAD_THANKS };
}
