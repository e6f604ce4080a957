// The newsletter's sign-up (/newsletter/sign-up?email=…): where the footer's form sends the shopper
// while NEWSLETTER_SIGNUP_URL names no mailing-list provider. A valid address is recorded once (a
// lead of type 'newsletter') and confirmed; a bad one gets the spec's words and the form again.
// Without an address the page is the sign-up form itself.
import { data, Link } from 'react-router';
import { NewsletterForm } from '../components/NewsletterForm.tsx';
import type { Route } from './+types/newsletter.sign-up';

const DESCRIPTION = 'New arrivals, offers and ideas for your home from Kauri Furniture, about once a month.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const email = new URL(request.url).searchParams.get('email');
  const canonical = `${context.publicUrl}/newsletter/sign-up`;
  const signupUrl = context.site.newsletterSignupUrl;
  if (email === null) return data({ canonical, signupUrl, signedUp: null, problem: '', email: '' });
  // A personal answer: never kept by the page cache.
  const headers = { 'Cache-Control': 'private, no-store' };
  const done = await context.services.contact.newsletterSignUp(email.slice(0, 300));
  return data(
    done.problem
      ? { canonical, signupUrl, signedUp: null, problem: done.problem, email: email.slice(0, 254) }
      : { canonical, signupUrl, signedUp: done.email, problem: '', email: done.email },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs): HeadersInit {
  return loaderHeaders;
}

export function meta({ data: d }: Route.MetaArgs): Route.MetaDescriptors {
  const title = `${d?.signedUp ? "You're on the list" : 'Newsletter sign-up'} | Kauri Furniture`;
  return [
    { title },
    { name: 'description', content: DESCRIPTION },
    ...(d ? [{ tagName: 'link', rel: 'canonical', href: d.canonical }] : []),
  ];
}

export default function NewsletterSignUp({ loaderData }: Route.ComponentProps) {
  const { signedUp, problem, email, signupUrl } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 pt-10 pb-16 sm:pt-16" data-testid="newsletter-page">
      {signedUp ? (
        <>
          <h1 className="text-3xl font-semibold text-timber-dark">You're on the list</h1>
          <p className="mt-4 text-lg text-ink/80" data-testid="newsletter-confirmed">
            Thanks! We will send our news, new arrivals and offers to{' '}
            <strong className="font-semibold text-ink">{signedUp}</strong>.
          </p>
          <p className="mt-2 text-ink/80">You can unsubscribe at any time with the link in every email.</p>
          <Link
            to="/"
            className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-kauri px-5 font-semibold text-white hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri"
          >
            Continue shopping
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-semibold text-timber-dark">Sign up to our newsletter</h1>
          <p className="mt-4 mb-6 text-lg text-ink/80">{DESCRIPTION}</p>
          <NewsletterForm look="page" signupUrl={signupUrl} initialEmail={email} initialProblem={problem} />
        </>
      )}
    </div>
  );
}
