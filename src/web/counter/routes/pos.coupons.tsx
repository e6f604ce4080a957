// /pos/coupons: coupon administration (specs/pos.md "Coupon List screen"; the menu's Coupons). The
// loader checks the staff session and reads the page the address asks for (?s=&sort=&direction=&page=)
// through the coupons service; the page then asks POST /pos/coupon/list itself (counter/hooks/useCouponList.ts).
// Personal: never kept by the page cache (docs/decisions/0003-page-cache.md).
import { redirect } from 'react-router';
import { nzToday } from '../../../domain/dates.ts';
import { Notices } from '../../common/components/Notices.tsx';
import { CouponListPage } from '../components/coupons/CouponListPage.tsx';
import { COUPON_PAGE, couponQueryOf } from '../hooks/useCouponList.ts';
import type { Route } from './+types/pos.coupons';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  const query = couponQueryOf(new URL(request.url).searchParams);
  const first = await context.services.coupons.list(staff, { ...query, pageSize: COUPON_PAGE });
  return { staff, query, first, mayChange: context.services.coupons.mayChange(staff), today: nzToday() };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Coupons | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

/** The page keeps its own state once loaded. */
export function shouldRevalidate() {
  return false;
}

export default function PosCoupons({ loaderData }: Route.ComponentProps) {
  const { staff, query, first, mayChange, today } = loaderData;
  return (
    <>
      <CouponListPage staff={staff} mayChange={mayChange} query={query} first={first} today={today} />
      <Notices />
    </>
  );
}
