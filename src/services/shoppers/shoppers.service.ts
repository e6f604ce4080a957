// Shoppers' accounts on the storefront: sign-in by email and password, sign-out (issue 14). Issue 15
// adds registration, the mailed link and My Details here.
import type { Database } from '../../db/client.ts';
import type { HumanCheck } from '../../integrations/human-check/human-check.ts';
import { type EmailAsk, emailSignIn, signOut } from './sign-in.ts';

export { INVALID_EMAIL, NO_PASSWORD_YET, TOO_MANY_PASSWORDS, WRONG_PASSWORD } from './sign-in.ts';
export type { EmailOutcome } from './sign-in.ts';

export function createShopperService(db: Database, deps: { humanCheck: Pick<HumanCheck, 'verify'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** POST /v1/email: found / signed in; the outcome's sessionId is the browser's new id when signed in. */
    email: (sessionId: string, ask: EmailAsk) => emailSignIn({ db, humanCheck: deps.humanCheck, now }, sessionId, ask),
    /** POST /v1/logout: the browser's new, anonymous session id. */
    signOut: (sessionId: string | null) => signOut(db, sessionId, now()),
  };
}
