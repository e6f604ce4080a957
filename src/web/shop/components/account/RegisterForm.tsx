// Registration (specs/storefront.md, Registration): the email from the login form's first step, first
// and last name, a password checked as it is typed by the one rule the server also holds
// (domain/shopper-password.ts), the T&Cs tick and the newsletter. Registered, the page reloads signed
// in; an answer without a message says the spec's 'Something wrong'.
import { Link } from 'react-router';
import { useId, useState } from 'react';
import { AGREE_TERMS_MESSAGE, PASSWORD_RULE_MESSAGE, isShopperPassword } from '../../../../domain/shopper-password.ts';
import { isValidEmail } from '../../../../domain/email.ts';
import { humanToken } from '../../lib/altcha.ts';
import { api } from '../../../common/lib/api.ts';
import { klaviyoIdentifyBeforeReload } from '../../../common/lib/klaviyo.ts';
import { loginFailureText } from '../../lib/signed-in.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { CheckboxRow } from '../../../common/components/ui/CheckboxRow.tsx';
import { InlineError } from '../../../common/components/ui/InlineError.tsx';
import { TextField } from '../../../common/components/ui/TextField.tsx';
import { FormMessage, type Said } from './FormMessage.tsx';

export const REGISTER_FAILED = 'Something wrong - please contact our Customer Service Team';

export function RegisterForm({ email, onEmail }: { email: string; onEmail(email: string): void }) {
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [password, setPassword] = useState('');
  const [agree, setAgree] = useState(false);
  const [news, setNews] = useState(false);
  const [tried, setTried] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const passwordOk = isShopperPassword(password);
  // Live: the rule's words show once something is typed, and go as soon as it holds.
  const passwordInvalid = (tried || password.length > 0) && !passwordOk;
  const emailInvalid = tried && !isValidEmail(email);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    setSaid(null);
    if (!isValidEmail(email) || !passwordOk) return;
    if (!agree) return;
    setBusy(true);
    try {
      const token = await humanToken('register');
      const answer = await api('shopper.register', { email, firstname, lastname, password, news, agree, token });
      if (answer.logged > 0) {
        klaviyoIdentifyBeforeReload({ email, first_name: firstname, last_name: lastname });
        return window.location.reload();
      }
      setSaid({ tone: answer.message ? 'info' : 'error', text: answer.message || REGISTER_FAILED });
    } catch (err) {
      setSaid({ tone: 'error', text: loginFailureText(err) || REGISTER_FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="register-form">
      <p className="text-sm text-ink/75">
        No account has this email yet. Create one to keep a wishlist and see your orders.
      </p>
      <TextField
        look="shop"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={onEmail}
        invalid={emailInvalid}
        message="This is not a valid email address"
        testId="register-email"
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          look="shop"
          label="First name"
          autoComplete="given-name"
          value={firstname}
          onChange={setFirstname}
          testId="register-firstname"
          autoFocus
        />
        <TextField
          look="shop"
          label="Last name"
          autoComplete="family-name"
          value={lastname}
          onChange={setLastname}
          testId="register-lastname"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <TextField
          look="shop"
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          invalid={passwordInvalid}
          message={PASSWORD_RULE_MESSAGE}
          testId="register-password"
          maxLength={40}
        />
        {!passwordInvalid && (
          <p className="text-sm text-ink/65" data-testid="register-password-hint">
            {passwordOk ? 'Good password.' : '8 to 40 characters, with a number and one of ! @ # $ % ^ & *'}
          </p>
        )}
      </div>
      <div className="flex flex-col">
        <CheckboxRow
          look="shop"
          isSelected={agree}
          onChange={setAgree}
          isInvalid={tried && !agree}
          testId="register-agree"
        >
          I have read and agree to the{' '}
          <Link to="/terms-conditions" target="_blank" className="font-medium text-kauri underline underline-offset-2">
            Terms &amp; Conditions
          </Link>
        </CheckboxRow>
        {tried && !agree && (
          <div className="pl-9">
            <InlineError id={`${id}-agree-error`} message={AGREE_TERMS_MESSAGE} />
          </div>
        )}
        <CheckboxRow look="shop" isSelected={news} onChange={setNews} testId="register-news">
          Email me news and offers
        </CheckboxRow>
      </div>
      <FormMessage said={said} />
      <button type="submit" disabled={busy} className={buttonClass('primary')} data-testid="register-submit">
        {busy ? 'Creating your account…' : 'Create account'}
      </button>
    </form>
  );
}
