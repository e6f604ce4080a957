// Share on the product page: the browser's share sheet, or the link copied with a notice;
// a failure shows the danger pop-up 'Sharing Error: …' (shop/lib/share.ts).
import { Share2 } from 'lucide-react';
import { notify } from '../../../common/lib/notices.ts';
import { LINK_COPIED, sharePage } from '../../lib/share.ts';

export function ShareButton({ title, text, url }: { title: string; text?: string; url: string }) {
  const onShare = async () => {
    const nav = navigator as Navigator & { share?: (d: ShareData) => Promise<void> };
    const outcome = await sharePage(
      {
        share: typeof nav.share === 'function' ? (d) => nav.share!(d) : undefined,
        clipboard: nav.clipboard,
      },
      { title, text, url },
    );
    if (outcome.kind === 'copied') notify(LINK_COPIED, 'success');
    else if (outcome.kind === 'error') notify(outcome.text, 'danger');
  };
  return (
    <button
      type="button"
      onClick={() => void onShare()}
      data-testid="share"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-sand-dark bg-white px-4 text-sm font-semibold text-timber-dark hover:border-timber focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
    >
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </button>
  );
}
