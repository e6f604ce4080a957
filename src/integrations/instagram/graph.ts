// The Instagram Graph API adapter (INSTAGRAM_TOKEN set): the account's media from
// GET {base}/me/media?fields=…&access_token=…. Only well-formed https media are passed on; anything
// else (a refusal, a timeout, a body that is not the documented shape) throws, and the cache in front
// answers an empty feed instead. The token never reaches an error message.
import { FEED_SIZE, type InstagramFeed, type InstagramMedia } from './instagram.ts';

export const GRAPH_API_URL = 'https://graph.instagram.com';
const FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url';
const TIMEOUT_MS = 5000;

export interface GraphFeedOptions {
  token: string;
  /** The API's origin; a local stand-in in tests. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** How long to wait for the answer (5 s). */
  timeoutMs?: number;
}

const TYPES = new Set(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const webAddress = (v: unknown) => (typeof v === 'string' && /^https?:\/\//.test(v) ? v : '');

export class InstagramUnavailable extends Error {
  override name = 'InstagramUnavailable';
}

export function createGraphFeed(opts: GraphFeedOptions): InstagramFeed {
  const base = (opts.baseUrl ?? GRAPH_API_URL).replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  return {
    kind: 'graph',
    async recent() {
      const url = `${base}/me/media?fields=${FIELDS}&limit=${FEED_SIZE}&access_token=${encodeURIComponent(opts.token)}`;
      let res: Response;
      try {
        res = await doFetch(url, {
          signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
          headers: { accept: 'application/json' },
        });
      } catch (err) {
        throw new InstagramUnavailable(`request failed: ${(err as Error).name}`);
      }
      if (!res.ok) throw new InstagramUnavailable(`answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
      if (!body || !Array.isArray(body.data)) throw new InstagramUnavailable('answer without a data list');
      const media: InstagramMedia[] = [];
      for (const raw of body.data as Record<string, unknown>[]) {
        if (!raw || typeof raw !== 'object') continue;
        const type = str(raw.media_type);
        const mediaUrl = webAddress(raw.media_url);
        const permalink = webAddress(raw.permalink);
        if (!TYPES.has(type) || !mediaUrl || !permalink) continue;
        const thumbnail = webAddress(raw.thumbnail_url);
        // A video without its still cannot be shown as a card.
        if (type === 'VIDEO' && !thumbnail) continue;
        media.push({
          media_type: type as InstagramMedia['media_type'],
          caption: str(raw.caption).slice(0, 2200),
          permalink,
          media_url: mediaUrl,
          thumbnail_url: thumbnail,
        });
      }
      return media.slice(0, FEED_SIZE);
    },
  };
}
