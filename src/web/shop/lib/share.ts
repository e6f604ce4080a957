// Sharing a page (spec section 8): the browser's share sheet when it has one, otherwise the
// link is copied with a notice. A failure is a danger pop-up 'Sharing Error: {message}'; the shopper
// closing the share sheet (AbortError) is not a failure.

export const SHARING_ERROR = 'Sharing Error: ';
export const LINK_COPIED = 'Link copied';

export interface ShareTarget {
  title: string;
  text?: string;
  url: string;
}

/** What the browser offers (navigator's share and clipboard), handed in so it can be tested. */
export interface ShareHost {
  share?: (data: ShareTarget) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

export type ShareOutcome =
  | { kind: 'shared' }
  | { kind: 'copied' }
  | { kind: 'cancelled' }
  | { kind: 'error'; text: string };

function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

function isAbort(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';
}

export async function sharePage(host: ShareHost, target: ShareTarget): Promise<ShareOutcome> {
  try {
    if (typeof host.share === 'function') {
      await host.share(target);
      return { kind: 'shared' };
    }
    if (host.clipboard && typeof host.clipboard.writeText === 'function') {
      await host.clipboard.writeText(target.url);
      return { kind: 'copied' };
    }
    return { kind: 'error', text: `${SHARING_ERROR}this browser cannot share or copy links` };
  } catch (err) {
    if (isAbort(err)) return { kind: 'cancelled' };
    return { kind: 'error', text: `${SHARING_ERROR}${messageOf(err)}` };
  }
}
