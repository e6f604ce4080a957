// A refusal that names a field takes the salesperson to it: the tab holding it opens and the field
// takes the focus once that tab is drawn. Payment lines are the server's, so leaving the payment tab
// keeps them; the way back to it is offered until they are there again.
import { useCallback, useEffect, useState } from 'react';
import { type FailurePlace, failurePlace, failureTarget } from '../lib/pos-failure-field.ts';
import type { PosTab } from './usePosCheckout.ts';

export function useFailureField(tab: PosTab, setTab: (tab: PosTab) => void) {
  const [pending, setPending] = useState<FailurePlace | null>(null);
  const [backToPayment, setBackToPayment] = useState(false);
  // The customer field the last refusal named: a radio group focused by the page shows no ring of its own.
  const [flagged, setFlagged] = useState<string | null>(null);

  const showField = useCallback(
    (failure: string) => {
      const place = failurePlace(failure);
      if (!place) return;
      if (tab === 'payment') setBackToPayment(true);
      setTab(place.tab);
      setPending(place);
      setFlagged(place.tab === 'customer' ? place.field : null);
    },
    [setTab, tab],
  );

  useEffect(() => {
    if (tab === 'payment') setBackToPayment(false);
  }, [tab]);

  useEffect(() => {
    if (!pending || tab !== pending.tab) return;
    const target = failureTarget(document, pending);
    setPending(null);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus();
  }, [pending, tab]);

  return { showField, backToPayment, flagged };
}
