// The page GET /pos/logout shows a signed-in staff member (a typed or bookmarked address): signing out
// changes something, so it takes a POST with the anti-forgery token, and a link another site shows
// cannot sign anyone out. The POS headers post the same form, so their Sign out is still one click.
import { escapeHtml } from '../../../domain/html.ts';
import { staffPage } from './login-page.ts';

export function signOutPage(opts: { csrfToken: string; name: string; message?: string }): string {
  const message = opts.message ? `<p role="alert" class="alert">${escapeHtml(opts.message)}</p>` : '';
  return staffPage({
    title: 'Sign out',
    csrfToken: opts.csrfToken,
    body: `<h1>Sign out</h1>
${message}<p>Signed in as ${escapeHtml(opts.name)}.</p>
<form method="post" action="/pos/logout">
<input type="hidden" name="_csrf" value="${escapeHtml(opts.csrfToken)}">
<button type="submit" autofocus>Sign out</button>
</form>
<p class="alt"><a href="/pos">Back to the POS menu</a></p>`,
  });
}
