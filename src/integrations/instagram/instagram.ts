// The shop's Instagram feed behind one small interface: the simulator by default, the
// Graph API when INSTAGRAM_TOKEN is set, and a cache in front of either (index.ts).
import type { InstagramMedia } from '../../contract/blog.ts';

export type { InstagramMedia };

export interface InstagramFeed {
  readonly kind: 'simulator' | 'graph';
  /** The newest media, newest first. May throw: the cache in front turns a failure into an empty feed. */
  recent(): Promise<InstagramMedia[]>;
}

/** Where a failed fetch is reported (Fastify's logger, or a JSON line on stderr). */
export interface FeedLog {
  warn(obj: object, msg: string): void;
}

/** How many media the slider shows at most. */
export const FEED_SIZE = 12;
