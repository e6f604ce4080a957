// Server rendering of pages. Differs from React Router's default in five ways: every inline script
// carries the request's CSP nonce (http/plugins/security.ts), the whole page is rendered before it
// is sent (our loaders await their data, so there is nothing to stream later), grids of product
// cards are filled with the cards' kept markup (shop/components/ProductGrid.tsx, CardGrid), the footer
// with its own (shop/components/Kept.tsx), and the page's scripts are fetched and run after what the
// first paint needs (page-scripts.ts).
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { KeptMarkupContext } from './shop/components/Kept.tsx';
import { CardMarkupContext } from './shop/components/ProductGrid.tsx';
import { deferPageScripts } from './page-scripts.ts';

export const streamTimeout = 5_000;

// The cards' kept markup, for the server to hand to the API's lists: reached as the build's
// `entry.module.keptCards` (http/pages.ts), so the API's cards and the pages' come from one ProductCard.
export { keptCards } from './card-html.server.tsx';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <CardMarkupContext.Provider value={loadContext.cardMarkup ?? null}>
        <KeptMarkupContext.Provider value={loadContext.keptMarkup ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </KeptMarkupContext.Provider>
      </CardMarkupContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          // Everything is ready, so React writes the whole page at once: kept whole.
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(
                // Buffer.concat makes a plain (not shared) ArrayBuffer, which is what a body may be.
                new Response(deferPageScripts(Buffer.concat(chunks)) as Uint8Array<ArrayBuffer>, {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              done();
            },
          });
          page.on('error', reject);
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
