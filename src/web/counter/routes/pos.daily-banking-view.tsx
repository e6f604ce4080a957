// /pos/report/dailyBanking/view/{id}: one submitted banking (specs/pos.md "End Day Banking screen":
// View goes here), as it was submitted: per method expected, counted and the difference, the totals,
// who submitted it and when, and the comment. It cannot be changed. A banking that does not exist
// answers 404 with words. Personal: never kept by the page cache.
import { ArrowLeft } from 'lucide-react';
import { data, redirect } from 'react-router';
import { NO_SUCH_BANKING } from '../../../contract/pos-banking.ts';
import { BankingRecordView } from '../components/banking/BankingRecordView.tsx';
import { PosHeader } from '../components/order/OrderDetailPage.tsx';
import type { Route } from './+types/pos.daily-banking-view';

export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  if (!/^\d{1,9}$/.test(params.id)) return data({ staff, record: null }, { status: 404 });
  try {
    return { staff, record: await context.services.banking.record(Number(params.id)) };
  } catch (err) {
    if ((err as { status?: unknown }).status === 404) return data({ staff, record: null }, { status: 404 });
    throw err;
  }
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Daily banking | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

export default function PosDailyBankingView({ loaderData }: Route.ComponentProps) {
  const { staff, record } = loaderData;
  return (
    <div className="min-h-dvh bg-paper" data-testid="banking-view">
      <PosHeader staff={staff} />
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-4 pb-10">
        <a
          href={record ? `/pos/daily-banking?date=${record.date}` : '/pos/daily-banking'}
          className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-kauri underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          End Day Banking
        </a>
        {record ? <BankingRecordView record={record} /> : <p className="text-lg">{NO_SUCH_BANKING}</p>}
      </main>
    </div>
  );
}
