// Coupon administration (specs/pos.md "Coupon List screen", "Coupons"): the list for every
// staff member; creating, enabling or disabling and emailing a coupon for managers and admins only
// (contract/pos-coupons.ts). Using a coupon at a checkout is the cart's (services/cart/coupons.ts).
import { nzToday } from '../../domain/dates.ts';
import type {
  CouponAnswer,
  CouponCreateRequest,
  CouponListRequest,
  CouponListResponse,
} from '../../contract/pos-coupons.ts';
import { ONLY_MANAGERS } from '../../contract/pos-coupons.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { Refusal } from '../../domain/refusal.ts';
import { MAIL_NOT_SENT, type Mailer, MailNotSent } from '../../integrations/mail/index.ts';
import { emailCoupon, toggleCoupon } from './change.ts';
import { createCoupon } from './create.ts';
import { listCoupons } from './list.ts';

/** Whether a staff member may create, switch and email coupons. */
export const mayChangeCoupons = (staff: Pick<SignedInStaff, 'role'>) =>
  staff.role === 'manager' || staff.role === 'admin';

function mustChange(staff: SignedInStaff) {
  if (!mayChangeCoupons(staff)) throw new Refusal(403, ONLY_MANAGERS);
}

/** A mail server's failure is a 503 with a plain message (as services/index.ts does for the quote mail). */
function mailRefused(err: unknown): never {
  if (err instanceof MailNotSent) throw Object.assign(new Refusal(503, MAIL_NOT_SENT), { cause: err });
  throw err;
}

export function createCouponService(db: Database, deps: { mailer: Mailer; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    mayChange: mayChangeCoupons,
    list: (_staff: SignedInStaff, ask: CouponListRequest): Promise<CouponListResponse> =>
      listCoupons(db, ask, nzToday(now())),
    async create(staff: SignedInStaff, ask: CouponCreateRequest, origin: string): Promise<CouponAnswer> {
      mustChange(staff);
      return createCoupon(db, deps.mailer, staff, ask, origin, now()).catch(mailRefused);
    },
    async toggle(staff: SignedInStaff, id: number): Promise<CouponAnswer> {
      mustChange(staff);
      return toggleCoupon(db, staff, id, now());
    },
    async email(staff: SignedInStaff, code: string, origin: string): Promise<CouponAnswer> {
      mustChange(staff);
      return emailCoupon(db, deps.mailer, staff, code, origin, now()).catch(mailRefused);
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
