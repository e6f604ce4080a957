// The shopper's login form (specs/storefront.md, Login flow): the email first; an account found asks
// for the password (with Forgot your password?), none found shows registration with the email filled
// in; signed in, the page reloads so every part of it (header, cart, hearts) reads the new session.
// The same form sits in the login modal, the side cart's Login tab and /account/details (LoginPanel).
// Messages: the JSON `message`, otherwise the raw text (shop/lib/signed-in.ts loginFailureText).
import { useId, useState } from 'react';
import { isValidEmail } from '../../../../domain/email.ts';
import { humanToken } from '../../lib/altcha.ts';
import { api } from '../../../common/lib/api.ts';
import { klaviyoIdentifyBeforeReload } from '../../../common/lib/klaviyo.ts';
import { loginFailureText } from '../../lib/signed-in.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { TextField } from '../../../common/components/ui/TextField.tsx';
import { FormMessage, type Said } from './FormMessage.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** Signed in: Klaviyo learns who it is (kept across the reload), and the page reloads as the shopper. */
function signedIn(email: string) {
  klaviyoIdentifyBeforeReload({ email });
  window.location.reload();
}

export const LOGIN_INVALID_EMAIL = 'This is not a valid email address';

type Step = 'email' | 'password' | 'register' | 'forgot';

const STEP_TITLE: Record<Step, string> = {
  email: 'Sign in or create an account',
  password: 'Welcome back',
  register: 'Create your account',
  forgot: 'Set a new password',
};

export function LoginForm({ autoFocus = false, onStep }: { autoFocus?: boolean; onStep?(title: string): void }) {
  const [step, setStepState] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const id = useId();

  const setStep = (next: Step) => {
    setStepState(next);
    setSaid(null);
    onStep?.(STEP_TITLE[next]);
  };

  /** Runs one call with the busy state; a failure is said in the message area. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setSaid(null);
    try {
      await work();
    } catch (err) {
      setSaid({ tone: 'error', text: loginFailureText(err) });
    } finally {
      setBusy(false);
    }
  };

  const askEmail = (e: React.FormEvent) => {
    e.preventDefault();
    if (!isValidEmail(email)) {
      setEmailInvalid(true);
      return;
    }
    setEmailInvalid(false);
    void run(async () => {
      const answer = await api('shopper.email', { email, password: '', token: await humanToken('login') });
      if (answer.logged) return signedIn(email);
      if (!answer.found) return setStep('register');
      // A customer made at the counter: a link was mailed instead of asking for a password.
      if (answer.message) return setSaid({ tone: 'info', text: answer.message });
      setStep('password');
    });
  };

  const signIn = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const answer = await api('shopper.email', { email, password, token: await humanToken('login') });
      if (answer.logged) return signedIn(email);
      setSaid({ tone: 'error', text: answer.message || 'The password is incorrect' });
    });
  };

  const forgot = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const answer = await api('shopper.passwordForgot', { email, token: await humanToken('forgot') });
      setSaid({ tone: 'info', text: answer.message });
    });
  };

  const back = (
    <button
      type="button"
      onClick={() => setStep('email')}
      className="self-start text-sm font-medium text-kauri underline underline-offset-2 hover:text-kauri-dark"
      data-testid="login-change-email"
    >
      Use another email
    </button>
  );

  if (step === 'register') {
    return (
      <div className="flex flex-col gap-3" data-testid="login-form" data-step={step}>
        <RegisterForm email={email} onEmail={setEmail} />
        {back}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="login-form" data-step={step}>
      {step === 'email' && (
        <form onSubmit={askEmail} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-ink/75">
            Enter your email: we will ask for your password, or help you create an account.
          </p>
          <TextField
            look="shop"
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={setEmail}
            invalid={emailInvalid}
            message={LOGIN_INVALID_EMAIL}
            testId="login-email"
            autoFocus={autoFocus}
          />
          <FormMessage said={said} />
          <button type="submit" disabled={busy} className={buttonClass('primary')} data-testid="login-continue">
            {busy ? 'Checking…' : 'Continue'}
          </button>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={signIn} className="flex flex-col gap-4">
          <p className="text-sm text-ink/75">
            Signing in as <span className="font-semibold text-ink">{email}</span>
          </p>
          <TextField
            look="shop"
            id={`${id}-password`}
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            testId="login-password"
            autoFocus
          />
          <FormMessage said={said} />
          <button type="submit" disabled={busy} className={buttonClass('primary')} data-testid="login-submit">
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <div className="flex flex-wrap items-center justify-between gap-2">
            {back}
            <button
              type="button"
              onClick={() => setStep('forgot')}
              className="text-sm font-medium text-kauri underline underline-offset-2 hover:text-kauri-dark"
              data-testid="login-forgot"
            >
              Forgot your password?
            </button>
          </div>
        </form>
      )}
      {step === 'forgot' && (
        <form onSubmit={forgot} className="flex flex-col gap-4">
          <p className="text-sm text-ink/75">
            We will email you a link to choose a new password. It works for 24 hours.
          </p>
          <TextField
            look="shop"
            id={`${id}-forgot`}
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            testId="forgot-email"
          />
          <FormMessage said={said} />
          <button type="submit" disabled={busy} className={buttonClass('primary')} data-testid="forgot-submit">
            {busy ? 'Sending…' : 'Email me a link'}
          </button>
          {back}
        </form>
      )}
    </div>
  );
}
