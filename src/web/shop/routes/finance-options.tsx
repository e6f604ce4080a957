// /finance-options: the shop's words on finance (content_pages 'finance-options', edited at
// /pos/content) and the payment calculator: for an amount, each finance provider's plan as months and
// weekly payment (POST /v1/cart/paymentcalculator; storefront.md "Payment plans are shown as months and
// weekly payment"). The first answer is rendered on the server for ?amount= (default $2,000), so the
// GET form works without JavaScript; with it, typing asks the calculator again (debounced).
import type { PaymentCalculatorResponse } from '../../../contract/cart.ts';
import { ContentPageView } from '../components/content/ContentPageView.tsx';
import { FinanceCalculator } from '../components/content/FinanceCalculator.tsx';
import { contentMeta } from '../lib/content-meta.ts';
import type { Route } from './+types/finance-options';

export const DEFAULT_AMOUNT = '2000';

const FALLBACK = {
  slug: 'finance-options',
  title: 'Finance Options',
  description: 'Spread the cost of your furniture with interest-free finance. Work out your payments.',
  html: '',
  outline: [],
  updatedAt: new Date(0).toISOString(),
};

/** '$2,000.50' as the calculator reads it ('2000.50'); '' when nothing was asked. */
export function amountOf(asked: string | null): string {
  return (asked ?? '').replace(/[$,\s]/g, '').slice(0, 20);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = amountOf(new URL(request.url).searchParams.get('amount'));
  const page = (await context.services.content.page('finance-options')) ?? FALLBACK;
  let amount = asked || DEFAULT_AMOUNT;
  let error = '';
  let plans: PaymentCalculatorResponse;
  try {
    plans = await context.services.cart.paymentCalculator(amount);
  } catch (err) {
    error = err instanceof Error ? err.message : 'Please enter a valid amount';
    amount = DEFAULT_AMOUNT;
    plans = await context.services.cart.paymentCalculator(amount);
  }
  return { page, origin: context.publicUrl, amount, asked, error, plans };
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  if (!d) return [];
  return contentMeta(d.page, d.origin);
}

export default function FinanceOptionsRoute({ loaderData }: Route.ComponentProps) {
  const { page, amount, asked, error, plans } = loaderData;
  return (
    <ContentPageView page={page}>
      <FinanceCalculator key={amount} amount={asked && !error ? asked : amount} plans={plans} error={error} />
    </ContentPageView>
  );
}
