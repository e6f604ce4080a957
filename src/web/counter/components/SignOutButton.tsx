// Sign out on the POS headers: a form POST with the page's anti-forgery token, so it is one click
// (with or without JavaScript) while a link on another site cannot sign anyone out
// (src/http/routes/pos/sign-in.ts).
import { LogOut } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';

export function SignOutButton({ className }: { className: string }) {
  const root = useRouteLoaderData('root') as { csrfToken?: string } | undefined;
  return (
    <form method="post" action="/pos/logout" className="contents">
      <input type="hidden" name="_csrf" value={root?.csrfToken ?? ''} />
      <button type="submit" data-testid="pos-logout" className={className}>
        <LogOut aria-hidden className="size-5" />
        Sign out
      </button>
    </form>
  );
}
