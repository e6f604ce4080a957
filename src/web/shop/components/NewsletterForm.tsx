// The newsletter sign-up (specs/storefront.md): an email and Sign up. With the page's script the
// spec's check runs first ('Please enter a valid email address'), Klaviyo learns who it is, and the
// browser goes to the mailing-list provider's sign-up carrying the email. Without a script the form
// is a GET to that same address with the field `email`.
import { useState } from 'react';
import { klaviyoIdentify } from '../../common/lib/klaviyo.ts';
import { newsletterHref, newsletterProblem } from '../lib/newsletter.ts';
import { InlineError } from '../../common/components/ui/InlineError.tsx';

export const DEFAULT_SIGNUP_URL = '/newsletter/sign-up';

export interface NewsletterFormProps {
  /** 'footer': light on the footer's timber; 'page': the sign-up page's own form. */
  look: 'footer' | 'page';
  /** Where the sign-up goes (site.newsletterSignupUrl). */
  signupUrl: string;
  initialEmail?: string;
  initialProblem?: string;
}

export function NewsletterForm({
  look,
  signupUrl: given,
  initialEmail = '',
  initialProblem = '',
}: NewsletterFormProps) {
  const signupUrl = given || DEFAULT_SIGNUP_URL;
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState(initialProblem);
  // One form of each look on a page; a fixed id (not useId) keeps the footer's kept html (Kept.tsx) true.
  const id = `newsletter-${look}`;
  const footer = look === 'footer';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const wrong = newsletterProblem(email);
    setProblem(wrong);
    if (wrong) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    klaviyoIdentify({ email: email.trim() });
    window.location.assign(newsletterHref(signupUrl, email));
  };

  return (
    <form
      method="get"
      action={signupUrl}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-1.5"
      data-testid={`newsletter-form-${look}`}
    >
      <label
        htmlFor={`${id}-email`}
        className={footer ? 'text-sm font-semibold text-paper' : 'text-sm font-semibold text-ink'}
      >
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (problem) setProblem('');
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          data-testid="newsletter-email"
          className={`min-h-11 w-full min-w-0 flex-1 rounded-lg border px-3 py-2 text-base text-ink focus:outline-2 focus:-outline-offset-1 ${
            footer
              ? 'border-paper/40 bg-paper focus:outline-sand aria-invalid:border-sale aria-invalid:ring-2 aria-invalid:ring-sale'
              : 'border-sand-dark bg-white focus:border-kauri focus:outline-kauri aria-invalid:border-sale aria-invalid:ring-1 aria-invalid:ring-sale'
          }`}
        />
        <button
          type="submit"
          data-testid="newsletter-submit"
          className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
            footer
              ? 'bg-sand text-timber-dark hover:bg-paper focus-visible:outline-sand'
              : 'bg-kauri text-white hover:bg-kauri-dark focus-visible:outline-kauri'
          }`}
        >
          Sign up
        </button>
      </div>
      <div aria-live="polite" data-testid="newsletter-message">
        {problem &&
          (footer ? (
            <p
              id={`${id}-error`}
              role="alert"
              className="mt-1 rounded-md bg-paper px-2 py-1 text-sm font-medium text-sale"
            >
              {problem}
            </p>
          ) : (
            <div role="alert">
              <InlineError id={`${id}-error`} message={problem} />
            </div>
          ))}
      </div>
    </form>
  );
}
