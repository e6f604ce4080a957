// Google Tag Manager, Klaviyo and Meta's pixel, each only when configured, every tag with the page's CSP nonce (a
// cached page's nonce placeholder is filled in on the way out: http/page-cache.ts).
// The tags come made from the root loader (shop/lib/third-party.ts siteScripts, run on the server).
import type { ScriptTag } from '../lib/third-party.ts';

export function ThirdPartyScripts({ tags, nonce }: { tags: ScriptTag[]; nonce: string }) {
  if (tags.length === 0) return null;
  return (
    <>
      {tags.map((t) =>
        t.src ? (
          <script key={t.src} async src={t.src} nonce={nonce} suppressHydrationWarning />
        ) : (
          <script
            key={t.inline}
            nonce={nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed start-up line of our own, with the nonce.
            dangerouslySetInnerHTML={{ __html: t.inline ?? '' }}
          />
        ),
      )}
    </>
  );
}
