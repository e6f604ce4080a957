// Staff access (docs/architecture.md, docs/decisions/0006-staff-access.md): sign-in on the browser's session,
// PIN checks with their lockout and a manager's unlock, single-use PIN approvals, the staff list and the POS menu's
// preferences. The clock is injectable so tests can let two minutes or fifteen pass.
import type { ApprovalType, SignedInStaff, StaffRole } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { type NewStaff, addStaff, demoStaffLeft, retireDemoStaff } from './accounts.ts';
import { type ApprovalAsk, requireApproval, useApproval } from './approvals.ts';
import { type EntraSettings, type EntraSignIn, createEntraSignIn, entraFromEnv } from './entra.ts';
import { listStaff } from './list.ts';
import { changeBranch, changeMenu } from './menu.ts';
import { checkPin } from './pin.ts';
import { type CarrySession, signIn, signOut, staffOfSession } from './sessions.ts';
import { lockedStaff, unlockStaff } from './unlock.ts';

export { DEMO_EMAIL_REFUSED, STAFF_EMAIL_TAKEN, type NewStaff, demoStaffRefusal } from './accounts.ts';
export { APPROVAL_TTL_MS, requireApproval, useApproval, type ApprovalAsk, type UsedApproval } from './approvals.ts';
export { EntraFailure, entraFromEnv, type EntraSettings } from './entra.ts';
export { PIN_RULE, LOGIN_RULE, LOGIN_FROM_RULE } from './attempts.ts';
// The counting of wrong tries, for the storefront's sign-in too (services/shoppers).
export { type AttemptRule, giveBackAttempt, lockIfSpent, takeAttempt } from './attempts.ts';
export * from './refusal.ts';
export { type CarrySession, STAFF_SESSION_MS, signIn, signOut, staffOfSession } from './sessions.ts';
export { checkPin } from './pin.ts';
export { listStaff } from './list.ts';

export interface StaffServiceOptions {
  now?: () => Date;
  /** Microsoft sign-in; by default from MS_ENTRA_* in the environment, null when not configured. */
  entra?: EntraSettings | null;
  fetch?: typeof fetch;
  /** The visitor's cart and orders follow the browser into its staff session (services/orders carrySession). */
  carrySession: CarrySession;
}

export function createStaffService(db: Database, opts: StaffServiceOptions) {
  const now = opts.now ?? (() => new Date());
  const entraSettings = opts.entra === undefined ? entraFromEnv(process.env) : opts.entra;
  const entra: EntraSignIn | null = entraSettings
    ? createEntraSignIn(db, entraSettings, { fetch: opts.fetch, carrySession: opts.carrySession })
    : null;
  return {
    now,
    /** `address`: the client's, as the rate limits count it (a lock from one address holds only there). */
    signIn: (sessionId: string, email: string, password: string, address: string) =>
      signIn(db, sessionId, { email, password, address }, opts.carrySession, now()),
    signOut: (sessionId: string) => signOut(db, sessionId),
    staffOfSession: (sessionId: string | null) => staffOfSession(db, sessionId, now()),
    listStaff: (roles?: readonly StaffRole[]) => listStaff(db, roles),
    /** A new account (a shop's first admin: scripts/staff-create.ts); refused with a Refusal. */
    addStaff: (staff: NewStaff) => addStaff(db, staff),
    /** The demonstration's accounts (published password) that can still sign in: a production start refuses. */
    demoStaffLeft: () => demoStaffLeft(db),
    retireDemoStaff: () => retireDemoStaff(db),
    checkPin: (staff: SignedInStaff, check: { pin: string; type: ApprovalType; managerId: number }) =>
      checkPin(db, { ...check, staffId: staff.id }, now()),
    /** For an action's own transaction: pass the transaction's handle. */
    useApproval: (tx: Database, ask: ApprovalAsk) => useApproval(tx, ask, now()),
    requireApproval: (tx: Database, ask: ApprovalAsk) => requireApproval(tx, ask, now()),
    /** Staff with a sign-in or PIN lock in force, for a manager's unlock list. */
    lockedStaff: () => lockedStaff(db, now()),
    /** A manager (or admin) opens a staff member's locked sign-in and PIN. */
    unlockStaff: (manager: SignedInStaff, staffId: number) => unlockStaff(db, manager, staffId),
    changeMenu: (staff: SignedInStaff, mini: boolean) => changeMenu(db, staff.id, mini),
    changeBranch: (sessionId: string, staff: SignedInStaff, code: string) => changeBranch(db, sessionId, staff, code),
    /** Microsoft Entra ID sign-in, or null when MS_ENTRA_* are not configured. */
    entra: entra
      ? {
          start: (sessionId: string, redirectUri: string) => entra.start(sessionId, redirectUri, now()),
          finish: (sessionId: string | null, query: { code?: string; state?: string; error?: string }) =>
            entra.finish(sessionId, query, now()),
        }
      : null,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
