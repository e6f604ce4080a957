// The staff sign-in page, server-rendered until the POS pages arrive: a plain form that posts
// form-encoded with its anti-forgery token in a hidden `_csrf` field, so it works without
// JavaScript and under the Content-Security-Policy (no inline script).
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Fixed sentences for the reasons a sign-in came back here (never text taken from the address). */
export const LOGIN_PAGE_ERRORS: Record<string, string> = {
  'microsoft-cancelled': 'Microsoft sign-in was cancelled.',
  'microsoft-expired': 'Microsoft sign-in took too long. Please try again.',
  'microsoft-provider': 'Microsoft sign-in failed. Please try again or use your email and password.',
  'microsoft-not-staff': 'That Microsoft account is not a staff account.',
};

export function loginPage(opts: { csrfToken: string; message?: string; email?: string; microsoft: boolean }): string {
  const message = opts.message
    ? `<p role="alert" style="color:#b91c1c;margin:0 0 1rem">${escape(opts.message)}</p>`
    : '';
  const microsoft = opts.microsoft
    ? '<p style="margin-top:1.5rem"><a href="/pos/microsoftlogin">Sign in with Microsoft</a></p>'
    : '';
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${escape(opts.csrfToken)}">
<meta name="robots" content="noindex">
<title>Staff sign in – Kauri</title>
</head>
<body style="font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem">
<h1 style="font-size:1.5rem">Staff sign in</h1>
${message}<form method="post" action="/pos/login">
<input type="hidden" name="_csrf" value="${escape(opts.csrfToken)}">
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="username" required value="${escape(opts.email ?? '')}" style="width:100%;padding:.5rem"></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required style="width:100%;padding:.5rem"></p>
<p><button type="submit" style="padding:.5rem 1.5rem">Sign in</button></p>
</form>${microsoft}
</body>
</html>`;
}
