// Chooses the Instagram feed (the Graph API with INSTAGRAM_TOKEN, else the simulator) and keeps its
// answer for INSTAGRAM_CACHE_SECONDS. The cache is this process's: a stale feed is harmless and its
// age bounded. A failure never reaches the shopper: it is logged and answered with the last good feed,
// or an empty one, and tried again after a minute at most.
import { createGraphFeed } from './graph.ts';
import type { FeedLog, InstagramFeed, InstagramMedia } from './instagram.ts';
import { createSimulatedFeed } from './simulator.ts';

export type { FeedLog, InstagramFeed, InstagramMedia } from './instagram.ts';
export { createGraphFeed, GRAPH_API_URL, InstagramUnavailable } from './graph.ts';
export { createSimulatedFeed, SIMULATED_MEDIA } from './simulator.ts';

const RETRY_AFTER_FAILURE_MS = 60_000;

const stderrLog: FeedLog = {
  warn: (obj, msg) => process.stderr.write(`${JSON.stringify({ level: 40, ...obj, msg })}\n`),
};

export interface InstagramOptions {
  instagramToken: string;
  instagramCacheMs: number;
  /** The Graph API's origin (tests: a stand-in). */
  graphUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  log?: FeedLog;
}

export function createInstagramFeed(opts: InstagramOptions): InstagramFeed {
  const feed = opts.instagramToken
    ? createGraphFeed({ token: opts.instagramToken, baseUrl: opts.graphUrl, fetch: opts.fetch })
    : createSimulatedFeed();
  return cachedFeed(feed, opts.instagramCacheMs, { now: opts.now, log: opts.log });
}

/** `feed` answered from memory for `ttlMs`; one fetch at a time, whoever asks meanwhile waits for it. */
export function cachedFeed(
  feed: InstagramFeed,
  ttlMs: number,
  { now = Date.now, log = stderrLog }: { now?: () => number; log?: FeedLog } = {},
): InstagramFeed {
  let kept: InstagramMedia[] | null = null;
  let freshUntil = 0;
  let pending: Promise<InstagramMedia[]> | null = null;

  const refresh = async (): Promise<InstagramMedia[]> => {
    try {
      kept = await feed.recent();
      freshUntil = now() + ttlMs;
    } catch (err) {
      log.warn({ event: 'instagram.unavailable', feed: feed.kind, reason: (err as Error).message }, 'Instagram feed');
      freshUntil = now() + Math.min(ttlMs, RETRY_AFTER_FAILURE_MS);
      kept ??= [];
    }
    return kept;
  };

  return {
    kind: feed.kind,
    async recent() {
      if (kept && now() < freshUntil) return kept.map((m) => ({ ...m }));
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return (await pending).map((m) => ({ ...m }));
    },
  };
}
