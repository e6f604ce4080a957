// The one way a page saves to the server while the person keeps typing (the cart page, the POS
// checkout). Calls go out one after another, so answers arrive in the order the changes were made
// and a later save never overtakes an earlier one. An edit is held for a pause under a key; another
// edit under the same key replaces the waiting one (its send reads the latest state when it runs),
// so typing a word is one save, not one per letter. One counter of calls out is the page's busy
// state. What a refusal means differs by page, so each page handles the rejected promise itself.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

type Timer = ReturnType<typeof setTimeout>;

export function useSaveQueue() {
  const [inFlight, setInFlight] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef(new Map<string, { timer: Timer; send: () => void }>());

  /** Counts a call in the busy state without queueing it. */
  const count = useCallback(<T>(work: Promise<T>): Promise<T> => {
    setInFlight((n) => n + 1);
    return work.finally(() => setInFlight((n) => n - 1));
  }, []);

  /** A call after every earlier one has answered (whether it succeeded or not), counted while out. */
  const enqueue = useCallback(
    <T>(call: () => Promise<T>): Promise<T> => {
      const next = queue.current.then(call);
      queue.current = next.catch(() => undefined);
      return count(next);
    },
    [count],
  );

  /** Waits until no call is out (a call may have queued another behind it). */
  const quiet = useCallback(async () => {
    let last: Promise<unknown> | null = null;
    while (last !== queue.current) {
      last = queue.current;
      await last;
    }
  }, []);

  /** Runs `send` after `ms` of quiet under `key`; a later edit under the same key replaces it. */
  const later = useCallback((key: string, ms: number, send: () => void) => {
    const before = waiting.current.get(key);
    if (before) clearTimeout(before.timer);
    const timer = setTimeout(() => {
      waiting.current.delete(key);
      send();
    }, ms);
    waiting.current.set(key, { timer, send });
  }, []);

  /** Forgets the save waiting under `key` (its caller is sending now). */
  const cancel = useCallback((key: string) => {
    const before = waiting.current.get(key);
    if (before) clearTimeout(before.timer);
    waiting.current.delete(key);
  }, []);

  const isWaiting = useCallback((key: string) => waiting.current.has(key), []);

  /** Sends now every save waiting under a key that starts with `prefix`, in the order they were made. */
  const sendWaiting = useCallback((prefix: string) => {
    for (const [key, save] of [...waiting.current]) {
      if (!key.startsWith(prefix)) continue;
      clearTimeout(save.timer);
      waiting.current.delete(key);
      save.send();
    }
  }, []);

  // Timers do not outlive the page.
  useEffect(
    () => () => {
      for (const save of waiting.current.values()) clearTimeout(save.timer);
    },
    [],
  );

  // The functions never change, so hooks built on them can list `saves` as a dependency.
  const saves = useMemo(
    () => ({ count, enqueue, quiet, later, cancel, isWaiting, sendWaiting }),
    [count, enqueue, quiet, later, cancel, isWaiting, sendWaiting],
  );
  return { busy: inFlight > 0, saves };
}

export type SaveQueue = ReturnType<typeof useSaveQueue>['saves'];
