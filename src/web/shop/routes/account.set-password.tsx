// The mailed link's page: /account/set-password?t={token} (services/shoppers/links.ts). The owner of
// an email proves it by opening the link, chooses a password (the rule of domain/shopper-password.ts,
// checked as typed and again by the server) and is signed in; the link then opens no more. Used for a
// customer made at the counter claiming their account and for a forgotten password alike.
// Personal: never kept by the page cache, not indexed, and the token is not sent on as a referrer.
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PASSWORD_RULE_MESSAGE, isShopperPassword } from '../../../domain/shopper-password.ts';
import { FormMessage, type Said } from '../components/account/FormMessage.tsx';
import { buttonClass } from '../../common/components/ui/buttons.ts';
import { TextField } from '../../common/components/ui/TextField.tsx';
import { api } from '../../common/lib/api.ts';
import { loginFailureText } from '../lib/signed-in.ts';
import type { Route } from './+types/account.set-password';

export const LINK_GONE = 'This link has expired or has already been used. Please ask for a new one.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const opens = token.length > 0 && token.length <= 200 && (await context.services.shoppers.linkOpens(token));
  return { token: opens ? token : '', opens };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };
}

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Set your password | Kauri Furniture' },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function SetPassword({ loaderData }: Route.ComponentProps) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const ok = isShopperPassword(password);
  const same = password === again;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!ok || !same) return;
    setBusy(true);
    setSaid(null);
    try {
      await api('shopper.passwordSet', { t: loaderData.token, password });
      // Signed in on a new session: the home page reads it from the start.
      window.location.assign('/');
    } catch (err) {
      setSaid({ tone: 'error', text: loginFailureText(err) });
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-5 px-4 pt-8 pb-16 sm:pt-14" data-testid="set-password">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-full bg-kauri-light text-kauri">
          <KeyRound aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-semibold text-timber-dark">Set your password</h1>
      </div>
      {!loaderData.opens ? (
        <div
          className="flex flex-col gap-4 rounded-2xl border border-sand bg-white p-5"
          data-testid="set-password-gone"
        >
          <p className="text-ink/80">{LINK_GONE}</p>
          <p className="text-sm text-ink/70">
            Sign in with your email and choose <span className="font-semibold">Forgot your password?</span> to get a new
            link.
          </p>
          <Link to="/account/details" className={buttonClass('primary')}>
            Go to Login
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-2xl border border-sand bg-white p-5">
          <p className="text-sm text-ink/75">Choose a password for your Kauri account. You will be signed in.</p>
          <div className="flex flex-col gap-1.5">
            <TextField
              look="shop"
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              invalid={(tried || password.length > 0) && !ok}
              message={PASSWORD_RULE_MESSAGE}
              testId="set-password-new"
              maxLength={40}
              autoFocus
            />
            {!(password.length > 0 && !ok) && (
              <p className="text-sm text-ink/65">
                {ok ? 'Good password.' : '8 to 40 characters, with a number and one of ! @ # $ % ^ & *'}
              </p>
            )}
          </div>
          <TextField
            look="shop"
            label="The password again"
            type="password"
            autoComplete="new-password"
            value={again}
            onChange={setAgain}
            invalid={tried && !same}
            message="The two passwords are not the same"
            testId="set-password-again"
            maxLength={40}
          />
          <FormMessage said={said} />
          <button type="submit" disabled={busy} className={buttonClass('primary')} data-testid="set-password-submit">
            {busy ? 'Saving…' : 'Set password and sign in'}
          </button>
        </form>
      )}
    </div>
  );
}
