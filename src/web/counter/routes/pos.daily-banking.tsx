// /pos/daily-banking: End Day Banking (specs/pos.md "End Day Banking screen"; the menu's Daily
// banking): a date picker and a row per branch with View, Start or Can't start; Start opens the
// banking modal. The loader checks the staff session and reads the day (?date=, else today in New
// Zealand) through the banking service; the page then asks POST /pos/report/dailyBanking/list itself
// (counter/hooks/useDailyBanking.ts). Personal: never kept by the page cache (docs/decisions/0003-page-cache.md).
import { Landmark } from 'lucide-react';
import { useId } from 'react';
import { redirect } from 'react-router';
import { nzToday } from '../../../domain/dates.ts';
import { bankingListRequest } from '../../../contract/pos-banking.ts';
import { Notices } from '../../common/components/Notices.tsx';
import { BankingList } from '../components/banking/BankingList.tsx';
import { StartBankingModal } from '../components/banking/StartBankingModal.tsx';
import { INPUT, LABEL } from '../components/checkout/fields.tsx';
import { PopDialogProvider } from '../components/PopDialog.tsx';
import { PosHeader } from '../components/order/OrderDetailPage.tsx';
import { useDailyBanking } from '../hooks/useDailyBanking.ts';
import type { Route } from './+types/pos.daily-banking';

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await context.services.staff.staffOfSession(context.sessionId);
  if (!staff) throw redirect('/pos/login');
  // A date in the address that is not one shows today.
  const asked = bankingListRequest.safeParse({ date: new URL(request.url).searchParams.get('date') ?? '' });
  const first = await context.services.banking.list(staff, {
    search: '',
    date: asked.success ? asked.data.date : null,
  });
  return { staff, first, today: nzToday() };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'End Day Banking | Kauri POS' }, { name: 'robots', content: 'noindex' }];
}

/** The page keeps its own state once loaded. */
export function shouldRevalidate() {
  return false;
}

export default function PosDailyBanking({ loaderData }: Route.ComponentProps) {
  const { staff, first, today } = loaderData;
  const banking = useDailyBanking(first);
  const dateId = useId();
  return (
    <PopDialogProvider>
      <div className="min-h-dvh bg-paper" data-testid="daily-banking">
        <PosHeader staff={staff} />
        <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 pt-4 pb-10">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
              <Landmark aria-hidden className="size-6 text-kauri" />
              End Day Banking
            </h1>
            <div>
              <label htmlFor={dateId} className={LABEL}>
                Date
              </label>
              <input
                id={dateId}
                type="date"
                className={`${INPUT} w-44`}
                value={banking.date}
                max={today}
                onChange={(e) => banking.setDate(e.target.value)}
                data-testid="banking-date"
              />
            </div>
          </div>
          <div aria-busy={banking.busy}>
            <BankingList rows={banking.rows} onStart={banking.start} />
          </div>
          <p className="text-sm text-ink/70">
            Expected is what each branch took that day (New Zealand time). Counted amounts are entered for EFTPOS,
            direct credit and offline payments, each counted before the banking is submitted; the others bank what was
            taken.
          </p>
        </main>
        {banking.starting && (
          <StartBankingModal
            row={banking.starting}
            date={banking.date}
            onClose={banking.stopStarting}
            onDone={() => {
              banking.stopStarting();
              void banking.reload();
            }}
          />
        )}
        <Notices />
      </div>
    </PopDialogProvider>
  );
}
