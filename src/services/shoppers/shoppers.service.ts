// Shoppers' accounts on the storefront: sign-in by email and password, sign-out;
// registration, the mailed link that sets a password, and leads.
import type { Database } from '../../db/client.ts';
import type { HumanCheck } from '../../integrations/human-check/human-check.ts';
import type { Mailer } from '../../integrations/mail/index.ts';
import { type LeadAsk, recordLead } from './leads.ts';
import { linkOpens } from './links.ts';
import { type RegisterAsk, forgotPassword, register, setPassword } from './register.ts';
import { type EmailAsk, emailSignIn, signOut } from './sign-in.ts';

export { INVALID_EMAIL, TOO_MANY_PASSWORDS, WRONG_PASSWORD } from './sign-in.ts';
export type { EmailOutcome } from './sign-in.ts';
export { LINK_EXPIRED, LINK_MAILED, SET_PASSWORD_PATH, hashToken } from './links.ts';
export { ACCOUNT_EXISTS, PASSWORD_FORGOT_SENT } from './register.ts';
export { LEAD_NAME, LEAD_NEAREST, LEAD_THANKS } from './leads.ts';

export function createShopperService(
  db: Database,
  deps: { humanCheck: Pick<HumanCheck, 'verify'>; mailer: Mailer; origin: string; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  const signInDeps = { db, humanCheck: deps.humanCheck, mailer: deps.mailer, origin: deps.origin, now };
  return {
    /** POST /v1/email: found / signed in; the outcome's sessionId is the browser's new id when signed in. */
    email: (sessionId: string, ask: EmailAsk) => emailSignIn(signInDeps, sessionId, ask),
    /** POST /v1/logout: the browser's new, anonymous session id. */
    signOut: (sessionId: string | null) => signOut(db, sessionId, now()),
    /** POST /v1/register: a new account signed in, or the mailed link for a counter-made customer. */
    register: (sessionId: string, ask: RegisterAsk) => register(signInDeps, sessionId, ask),
    /** POST /v1/password/forgot: the same words for every email. */
    forgotPassword: (ask: { email: string; token: string; address: string }) => forgotPassword(signInDeps, ask),
    /** POST /v1/password/set: the mailed link sets the password once and signs in. */
    setPassword: (sessionId: string, ask: { t: string; password: string }) => setPassword(signInDeps, sessionId, ask),
    /** Whether a mailed link's token still opens (the set-password page). */
    linkOpens: (token: string) => linkOpens(db, token, now()),
    /** POST /v1/fakeRegister: a lead for the nearest store. */
    recordLead: (ask: LeadAsk, clientAddress: string) =>
      recordLead({ db, humanCheck: deps.humanCheck }, ask, clientAddress),
  };
}
