// The staff sign-in page, server-rendered until the POS pages arrive: a plain form that posts
// form-encoded with its anti-forgery token in a hidden `_csrf` field, so it works without
// JavaScript and under the Content-Security-Policy (no inline script).
import { escapeHtml } from '../../../domain/html.ts';

/** Fixed sentences for the reasons a sign-in came back here (never text taken from the address). */
export const LOGIN_PAGE_ERRORS: Record<string, string> = {
  'microsoft-cancelled': 'Microsoft sign-in was cancelled.',
  'microsoft-expired': 'Microsoft sign-in took too long. Please try again.',
  'microsoft-provider': 'Microsoft sign-in failed. Please try again or use your email and password.',
  'microsoft-not-staff': 'That Microsoft account is not a staff account.',
};

// The shop's colours (those of web/app.css), inline: this page loads no stylesheet of the app.
export const STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf8f3;color:#23201c;font:16px/1.5 system-ui,sans-serif}
main{width:min(24rem,calc(100% - 2rem));background:#fff;border:1px solid #efe6d8;border-radius:1rem;padding:2rem;box-shadow:0 10px 30px rgba(63,42,25,.08)}
.brand{display:flex;align-items:center;gap:.5rem;color:#1f5130;font-weight:700;font-size:1.25rem;margin:0 0 1.25rem}
h1{font-size:1.5rem;margin:0 0 1rem;color:#3f2a19}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:.25rem}
input{box-sizing:border-box;width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid #d9cbb4;border-radius:.5rem;font:inherit}
input:focus{outline:2px solid #1f5130;outline-offset:1px}
.field{margin-bottom:1rem}
button{width:100%;min-height:44px;border:0;border-radius:.5rem;background:#1f5130;color:#fff;font:600 1rem system-ui,sans-serif;cursor:pointer}
button:hover{background:#143a22}
.alert{color:#b3261e;background:#fdecea;border-radius:.5rem;padding:.5rem .75rem;margin:0 0 1rem}
.alt{margin:1.25rem 0 0;text-align:center}
.alt a{color:#1f5130;font-weight:600}`;

/** The frame of the staff side's plain pages (sign-in, sign-out): works without the app's scripts. */
export function staffPage(opts: { title: string; csrfToken: string; body: string }): string {
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${escapeHtml(opts.csrfToken)}">
<meta name="robots" content="noindex">
<title>${escapeHtml(opts.title)} – Kauri</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Kauri <span style="color:#6b4a2f;font-weight:500">point of sale</span></p>
${opts.body}
</main>
</body>
</html>`;
}

export function loginPage(opts: { csrfToken: string; message?: string; email?: string; microsoft: boolean }): string {
  const message = opts.message ? `<p role="alert" class="alert">${escapeHtml(opts.message)}</p>` : '';
  const microsoft = opts.microsoft ? '<p class="alt"><a href="/pos/microsoftlogin">Sign in with Microsoft</a></p>' : '';
  return staffPage({
    title: 'Staff sign in',
    csrfToken: opts.csrfToken,
    body: `<h1>Staff sign in</h1>
${message}<form method="post" action="/pos/login">
<input type="hidden" name="_csrf" value="${escapeHtml(opts.csrfToken)}">
<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(opts.email ?? '')}"></div>
<div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
<button type="submit">Sign in</button>
</form>${microsoft}`,
  });
}
