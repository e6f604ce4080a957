// A product's stock (/pos/catalogue/{productId}/stock): each SKU's figures per place with its bins and
// what is on order, the ledger below, and "Adjust stock" for a count changed by hand under a manager's
// PIN. A bundle holds no stock of its own: the page says so and links to its components' pages.
import { Boxes, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import type { StockPageData } from '../../../../contract/stock-page.ts';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import { PRIMARY_BUTTON } from '../checkout/fields.tsx';
import { AdjustStockModal } from './AdjustStockModal.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import { VariantStockTables } from './VariantStockTables.tsx';

const LINK = 'text-kauri underline-offset-2 hover:underline';

export function StockPage({ staff, stock }: { staff: SignedInStaff; stock: StockPageData }) {
  const [adjusting, setAdjusting] = useState(false);
  const { product } = stock;
  const parts = [...new Map(stock.components.map((c) => [c.sku, c])).values()];
  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-stock-page">
      <PosHeader staff={staff} />
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-4">
        <div>
          <nav aria-label="Breadcrumb" className="mb-1 flex gap-2 text-sm">
            <Link reloadDocument to="/pos/catalogue" className={LINK}>
              Catalogue
            </Link>
            <span aria-hidden>›</span>
            <Link reloadDocument to={`/pos/catalogue/${product.id}`} className={LINK}>
              {product.name}
            </Link>
          </nav>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
              <Boxes aria-hidden className="size-6 text-kauri" />
              Stock · {product.name}
            </h1>
            {!product.isBundle && stock.variants.length > 0 && (
              <button
                type="button"
                className={PRIMARY_BUTTON}
                onClick={() => setAdjusting(true)}
                data-testid="adjust-stock"
              >
                <SlidersHorizontal aria-hidden className="size-4" /> Adjust stock
              </button>
            )}
          </div>
        </div>
        {product.isBundle && (
          <section className="rounded-xl border border-timber bg-sand/60 p-4" data-testid="bundle-stock">
            <h2 className="font-semibold text-timber-dark">A bundle's stock is its components'</h2>
            <p className="text-sm text-ink/80">
              The bundle is sold from the stock of its parts: count, adjust and receive those.
            </p>
            <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm md:grid-cols-2">
              {parts.map((c) => (
                <li key={c.sku}>
                  <Link
                    reloadDocument
                    to={`/pos/catalogue/${c.productId}/stock?sku=${encodeURIComponent(c.sku)}`}
                    className={`${LINK} font-medium`}
                  >
                    {c.name}
                  </Link>{' '}
                  <span className="font-mono text-xs text-ink/75">
                    {c.sku} × {c.qty}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {!product.isBundle && stock.variants.map((v) => <VariantStockTables key={v.id} variant={v} />)}
        {stock.variants.length === 0 && <p className="text-ink/75">The product has no SKUs yet.</p>}
        {!product.isBundle && <LedgerTable stock={stock} />}
      </div>
      {adjusting && <AdjustStockModal stock={stock} home={staff.locationCode} onClose={() => setAdjusting(false)} />}
    </div>
  );
}
