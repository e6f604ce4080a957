// Klaviyo's browser queue (issue 16). Calls are queued on `window.klaviyo` (an array until Klaviyo's
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
