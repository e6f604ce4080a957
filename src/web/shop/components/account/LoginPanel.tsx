// What /account/details shows a signed-out visitor (the wishlist helper's page renders it): the login
// form inline, and beside it the lead form for a visitor not ready for an account. Needs the page's
// script (the forms call the JSON API); without it the page says so.
import { LeadForm } from './LeadForm.tsx';
import { LoginForm } from './LoginForm.tsx';

export function LoginPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="login-panel">
      <section aria-labelledby="login-panel-title" className="rounded-2xl border border-sand bg-white p-5 sm:p-6">
        <h2 id="login-panel-title" className="mb-1 text-xl font-semibold text-timber-dark">
          Login or register
        </h2>
        <p className="mb-4 text-sm text-ink/70">
          Enter your email: we will ask for your password, or help you create an account.
        </p>
        <noscript>
          <p className="mb-4 text-sm text-sale">Please turn on JavaScript to sign in.</p>
        </noscript>
        <LoginForm />
      </section>
      <section aria-labelledby="lead-title" className="rounded-2xl border border-sand bg-sand/30 p-5 sm:p-6">
        <h2 id="lead-title" className="mb-1 text-xl font-semibold text-timber-dark">
          Not ready for an account?
        </h2>
        <p className="mb-4 text-sm text-ink/70">Leave your details and your nearest store will be in touch.</p>
        <LeadForm />
      </section>
    </div>
  );
}
