// A saved product's ways out of its editor: its stock at every place, and its page in the shop.
import { Boxes, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';

export function ProductLinks({ id, url }: { id: number; url: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
      <Link
        reloadDocument
        to={`/pos/catalogue/${id}/stock`}
        className="flex items-center gap-1 text-sm text-kauri underline"
        data-testid="catalogue-stock-link"
      >
        <Boxes aria-hidden className="size-4" /> Stock
      </Link>
      <a
        href={`/p/${url}`}
        target="_blank"
        rel="noreferrer"
        className="flex items-center gap-1 text-sm text-kauri underline"
      >
        See it in the shop <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
