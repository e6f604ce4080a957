// A failing rule's message beside its field: on a phone the page's error area is out of sight.
import { TriangleAlert } from 'lucide-react';

/** The failing rule's message beside its field. */
export function InlineError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-sale" data-testid="field-error">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
