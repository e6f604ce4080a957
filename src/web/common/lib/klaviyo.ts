// Klaviyo's browser queue. Calls are queued on `window.klaviyo` (an array until Klaviyo's
// script loads and replays it); the script itself is loaded only when KLAVIYO_PUBLIC_KEY is set (part E,
// src/web/root.tsx). Without the script the queue is simply never read.
type KlaviyoQueue = unknown[] & { push: (...items: unknown[]) => number };

declare global {
  interface Window {
    klaviyo?: KlaviyoQueue;
  }
}

export interface KlaviyoProfile {
  email: string;
  first_name?: string;
  last_name?: string;
}

function queue(): KlaviyoQueue {
  window.klaviyo ??= [] as unknown as KlaviyoQueue;
  return window.klaviyo;
}

/** Tells Klaviyo who the shopper is: on sign-in, registration and newsletter sign-up. */
export function klaviyoIdentify(profile: KlaviyoProfile): void {
  if (typeof window === 'undefined' || !profile.email) return;
  queue().push(['identify', profile]);
}

/** A Klaviyo event the server composed (the cart's add and remove answers' datalayer_klaviyo). */
export function klaviyoTrack(event: string, properties: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  queue().push(['track', event, properties]);
}

const PENDING_IDENTIFY_KEY = 'kauri:klaviyo-identify';

/**
 * Identify for a sign-in or registration that reloads the page at once: the call is queued now and kept
 * in sessionStorage, and the next page queues it again (replayKlaviyoIdentity), so the reload does not
 * lose it before Klaviyo's script sends it.
 */
export function klaviyoIdentifyBeforeReload(profile: KlaviyoProfile): void {
  if (typeof window === 'undefined' || !profile.email) return;
  klaviyoIdentify(profile);
  try {
    sessionStorage.setItem(PENDING_IDENTIFY_KEY, JSON.stringify(profile));
  } catch {
    // Storage refused: the identify queued above is all there is.
  }
}

/** On a page's start: queues the identify a sign-in or registration kept before it reloaded the page. */
export function replayKlaviyoIdentity(): void {
  if (typeof window === 'undefined') return;
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(PENDING_IDENTIFY_KEY);
    if (kept) sessionStorage.removeItem(PENDING_IDENTIFY_KEY);
  } catch {
    return;
  }
  if (!kept) return;
  try {
    const profile = JSON.parse(kept) as KlaviyoProfile;
    if (profile && typeof profile.email === 'string') klaviyoIdentify(profile);
  } catch {
    // Not ours: ignored.
  }
}

/** The cart's add and remove answers' `datalayer_klaviyo` ({event, properties}) queued as a track. */
export function klaviyoTrackCartAnswer(datalayer: unknown): void {
  if (!datalayer || typeof datalayer !== 'object') return;
  const { event, properties } = datalayer as { event?: unknown; properties?: unknown };
  if (typeof event !== 'string' || !event) return;
  klaviyoTrack(event, properties && typeof properties === 'object' ? (properties as Record<string, unknown>) : {});
}
