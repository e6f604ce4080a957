// The login and registration forms' message area: an error in the sale red, news (a link was mailed)
// in the kauri green; announced to screen readers as it changes.
import { CircleCheck, TriangleAlert } from 'lucide-react';

export interface Said {
  tone: 'error' | 'info';
  text: string;
}

export function FormMessage({ said }: { said: Said | null }) {
  return (
    <div aria-live="polite" data-testid="login-message">
      {said && (
        <p
          role={said.tone === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
            said.tone === 'error' ? 'bg-sale/10 text-sale' : 'bg-kauri-light/60 text-kauri-dark'
          }`}
        >
          {said.tone === 'error' ? (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {said.text}
        </p>
      )}
    </div>
  );
}
