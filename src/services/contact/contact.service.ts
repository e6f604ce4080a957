// The contact page and the newsletter (specs/storefront.md "Contact form", "Email format"):
// POST /v1/contact/form keeps the message and mails it to the shop in one transaction (a mail server
// that refuses leaves nothing kept: 503); the stores shown on the page; the newsletter's own sign-up,
// which records an address once as a lead of type 'newsletter'.
import { sql } from 'drizzle-orm';
import {
  CONTACT_BAD_EMAIL,
  CONTACT_EMPTY,
  type ContactFormRequest,
  type ContactFormResponse,
  NEWSLETTER_BAD_EMAIL,
  type StoreLocation,
  contactThanks,
} from '../../contract/contact.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { CAPTCHA_FAILED_MESSAGE, isValidEmail } from '../../domain/checkout-rules.ts';
import { Refusal } from '../../domain/refusal.ts';
import type { HumanCheck } from '../../integrations/human-check/human-check.ts';
import { MAIL_NOT_SENT, type Mailer, MailNotSent } from '../../integrations/mail/index.ts';
import { contactMail } from './mail.ts';

export interface ContactDeps {
  humanCheck: Pick<HumanCheck, 'verify' | 'kind'>;
  mailer: Mailer;
  /** Where the messages go (CONTACT_MAIL_TO). */
  mailTo: string;
}

const filled = (s: string) => s.trim().length > 0;

export function createContactService(db: Database, deps: ContactDeps) {
  return {
    /** The human check the page's plain form needs ('test' lets the form carry the test token). */
    humanCheckKind: () => deps.humanCheck.kind,

    /** POST /v1/contact/form: the spec's checks in its order, then the human check, then kept and mailed. */
    async send(ask: ContactFormRequest, clientAddress: string): Promise<ContactFormResponse> {
      if (!filled(ask.name) || !filled(ask.email) || !filled(ask.message)) throw new Refusal(422, CONTACT_EMPTY);
      if (!isValidEmail(ask.email)) throw new Refusal(422, CONTACT_BAD_EMAIL);
      if (!(await deps.humanCheck.verify(ask.token, clientAddress))) throw new Refusal(422, CAPTCHA_FAILED_MESSAGE);
      const kept = {
        name: ask.name.trim(),
        email: ask.email.trim(),
        mobile: ask.mobile.trim(),
        subject: ask.subject.trim(),
        message: ask.message.trim(),
        token: '',
      };
      try {
        await db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into contact_messages (name, email, mobile, subject, message, from_address)
              values (${kept.name}, ${kept.email}, ${kept.mobile}, ${kept.subject}, ${kept.message}, ${clientAddress})`,
          );
          await deps.mailer.send(contactMail(kept, deps.mailTo), tx);
        });
      } catch (err) {
        if (err instanceof MailNotSent) throw Object.assign(new Refusal(503, MAIL_NOT_SENT), { cause: err });
        throw err;
      }
      return { success: true, message: contactThanks(kept.name) };
    },

    /** The stores a shopper can walk into, in the shop's order, with where they are. */
    async stores(): Promise<StoreLocation[]> {
      const rows = await queryRows<{
        code: string;
        name: string;
        shortname: string;
        address: string;
        phone: string;
        lat: string | null;
        lng: string | null;
      }>(
        db,
        sql`select code, name, shortname, address, phone, lat, lng from locations
          where kind = 'store' and is_physical order by sort_order, code`,
      );
      return rows.map((r) => ({
        ...r,
        lat: r.lat === null ? null : Number(r.lat),
        lng: r.lng === null ? null : Number(r.lng),
      }));
    },

    /**
     * The newsletter's sign-up (the default NEWSLETTER_SIGNUP_URL): a valid address is recorded once
     * as a lead of type 'newsletter'; `added` says whether it is new. A bad address is answered with
     * the spec's words as `problem` (the page shows them; nothing is recorded).
     */
    async newsletterSignUp(email: string): Promise<{ email: string; added: boolean; problem: string }> {
      const address = email.trim().toLowerCase();
      if (!isValidEmail(address)) return { email: email.trim(), added: false, problem: NEWSLETTER_BAD_EMAIL };
      const added = await db.transaction(async (tx) => {
        // One signer-up at a time, so two clicks of the same address keep one row.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter ${address}`}))`);
        const rows = await queryRows<{ id: number }>(
          tx,
          sql`insert into leads (type, email)
            select 'newsletter', ${address}
            where not exists (select 1 from leads where type = 'newsletter' and email = ${address})
            returning id`,
        );
        return rows.length > 0;
      });
      return { email: address, added, problem: '' };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
