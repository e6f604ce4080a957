// The stock pages' title and their links to one another: the report, a stocktake, the first load and
// transfers (another page of the back office). Whole-page links: the /pos scope serves pages only to HTML requests.
import { ArrowLeftRight, ClipboardCheck, Upload, Warehouse } from 'lucide-react';
import { Link } from 'react-router';
import { SECONDARY_BUTTON } from '../checkout/fields.tsx';

const LINKS = [
  { to: '/pos/stock', label: 'Report', icon: Warehouse },
  { to: '/pos/stock/count', label: 'Count', icon: ClipboardCheck },
  { to: '/pos/stock/import', label: 'Import', icon: Upload },
  { to: '/pos/stock/transfers', label: 'Transfers', icon: ArrowLeftRight },
] as const;

export function StockNav({ title, current }: { title: string; current: (typeof LINKS)[number]['to'] }) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
        <Warehouse aria-hidden className="size-6 text-kauri" />
        {title}
      </h1>
      <nav aria-label="Stock" className="flex flex-wrap gap-2">
        {LINKS.filter((l) => l.to !== current).map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            reloadDocument
            to={to}
            className={SECONDARY_BUTTON}
            data-testid={`stock-link-${label.toLowerCase()}`}
          >
            <Icon aria-hidden className="size-4" />
            {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
