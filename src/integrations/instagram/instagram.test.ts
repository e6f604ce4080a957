// The Instagram feed: the simulator's media, the Graph API adapter against a local stand-in (real HTTP
// on a free port), and the cache in front (reused within its time, one fetch at a time, a failure
// answered with the last good feed or an empty one, logged without the token).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isProductShape } from '../../domain/product-images.ts';
import { type InstagramStandIn, startInstagramStandIn } from '../../testing/instagram-stand-in.ts';
import {
  cachedFeed,
  createGraphFeed,
  createInstagramFeed,
  createSimulatedFeed,
  type FeedLog,
  type InstagramFeed,
  type InstagramMedia,
  SIMULATED_MEDIA,
} from './index.ts';

const TOKEN = 'IGQVJ-secret-token';

function recordingLog() {
  const lines: { obj: object; msg: string }[] = [];
  const log: FeedLog = { warn: (obj, msg) => lines.push({ obj, msg }) };
  return { log, lines };
}

describe('the simulated feed', () => {
  it('answers the same images and videos every time, pictures the shop serves', async () => {
    const feed = createSimulatedFeed();
    const a = await feed.recent();
    const b = await feed.recent();
    expect(a).toEqual(b);
    expect(a).toEqual(SIMULATED_MEDIA);
    expect(a.length).toBe(12);
    expect(new Set(a.map((m) => m.media_type))).toEqual(new Set(['IMAGE', 'VIDEO']));
    for (const m of a) {
      const picture = m.media_type === 'VIDEO' ? m.thumbnail_url : m.media_url;
      const shape = /^\/img\/p\/([a-z-]+)\/[a-z-]+\/[1-3]\.svg$/.exec(picture)?.[1];
      expect(shape && isProductShape(shape)).toBe(true);
      expect(m.caption.length).toBeGreaterThan(10);
      expect(m.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/KAURI\d{3}\/$/);
    }
  });

  it('is what the services use without INSTAGRAM_TOKEN', async () => {
    const feed = createInstagramFeed({ instagramToken: '', instagramCacheMs: 1000 });
    expect(feed.kind).toBe('simulator');
    expect(await feed.recent()).toEqual(SIMULATED_MEDIA);
  });
});

describe('the Graph API adapter against a stand-in', () => {
  let standIn: InstagramStandIn;
  beforeAll(async () => {
    standIn = await startInstagramStandIn(TOKEN);
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    standIn.answer = 'media';
    standIn.seen.length = 0;
  });

  it('asks /me/media for the documented fields with the token, and keeps only media it can show', async () => {
    const media = await createGraphFeed({ token: TOKEN, baseUrl: standIn.url }).recent();
    expect(standIn.seen).toEqual([
      { path: '/me/media', fields: 'id,caption,media_type,media_url,permalink,thumbnail_url', token: TOKEN },
    ]);
    expect(media).toEqual([
      {
        media_type: 'IMAGE',
        caption: 'Morning coffee on the deck',
        permalink: 'https://www.instagram.com/p/AAA1801/',
        media_url: 'https://scontent.cdninstagram.com/v/1801.jpg',
        thumbnail_url: '',
      },
      {
        media_type: 'VIDEO',
        caption: 'A new sofa arrives',
        permalink: 'https://www.instagram.com/reel/AAA1802/',
        media_url: 'https://video.cdninstagram.com/v/1802.mp4',
        thumbnail_url: 'https://scontent.cdninstagram.com/v/1802-thumb.jpg',
      },
      {
        media_type: 'CAROUSEL_ALBUM',
        caption: '',
        permalink: 'https://www.instagram.com/p/AAA1803/',
        media_url: 'https://scontent.cdninstagram.com/v/1803.jpg',
        thumbnail_url: '',
      },
    ]);
  });

  it.each([
    ['a refused token', 'wrong-token', 'media' as const],
    ['a server error', TOKEN, { status: 500 }],
    ['a body that is not JSON', TOKEN, { raw: '<html>oops</html>' }],
    ['JSON without a data list', TOKEN, { raw: '{"data":"nope"}' }],
  ])('throws on %s, without the token in the message', async (_name, token, answer) => {
    standIn.answer = answer;
    const err = await createGraphFeed({ token, baseUrl: standIn.url })
      .recent()
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).not.toContain(token);
  });

  it('gives up on an answer that never comes', async () => {
    standIn.answer = { hang: true };
    const started = Date.now();
    const err = await createGraphFeed({ token: TOKEN, baseUrl: standIn.url, timeoutMs: 200 })
      .recent()
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('throws when nothing answers', async () => {
    const err = await createGraphFeed({ token: TOKEN, baseUrl: 'http://127.0.0.1:9' })
      .recent()
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).not.toContain(TOKEN);
  });

  it('is what the services use with INSTAGRAM_TOKEN, and a failure is an empty feed, logged without the token', async () => {
    const { log, lines } = recordingLog();
    standIn.answer = { status: 503 };
    const feed = createInstagramFeed({ instagramToken: TOKEN, instagramCacheMs: 60_000, graphUrl: standIn.url, log });
    expect(feed.kind).toBe('graph');
    expect(await feed.recent()).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.obj).toMatchObject({ event: 'instagram.unavailable', feed: 'graph' });
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });
});

describe('the cache in front of a feed', () => {
  function countingFeed() {
    const feed = {
      calls: 0,
      fail: false,
      media: [
        {
          media_type: 'IMAGE',
          caption: 'one',
          permalink: 'https://i/p/1',
          media_url: 'https://i/1.jpg',
          thumbnail_url: '',
        },
      ] as InstagramMedia[],
      kind: 'graph' as const,
      async recent() {
        feed.calls++;
        await new Promise((r) => setTimeout(r, 5));
        if (feed.fail) throw new Error('Graph API answered 500');
        return feed.media;
      },
    };
    return feed;
  }

  it('reuses the answer for its time, then asks again', async () => {
    let clock = 0;
    const source = countingFeed();
    const feed: InstagramFeed = cachedFeed(source, 1000, { now: () => clock, log: recordingLog().log });
    expect(await feed.recent()).toEqual(source.media);
    clock = 999;
    await feed.recent();
    expect(source.calls).toBe(1);
    clock = 1000;
    await feed.recent();
    expect(source.calls).toBe(2);
  });

  it('asks once for requests that arrive together', async () => {
    const source = countingFeed();
    const feed = cachedFeed(source, 1000, { log: recordingLog().log });
    const answers = await Promise.all([feed.recent(), feed.recent(), feed.recent()]);
    expect(source.calls).toBe(1);
    expect(answers.every((a) => a.length === 1)).toBe(true);
  });

  it('answers the last good feed when a later fetch fails, and tries again within a minute', async () => {
    let clock = 0;
    const source = countingFeed();
    const { log, lines } = recordingLog();
    const feed = cachedFeed(source, 3_600_000, { now: () => clock, log });
    await feed.recent();
    source.fail = true;
    clock = 3_600_000;
    expect(await feed.recent()).toEqual(source.media);
    expect(lines).toHaveLength(1);
    clock += 30_000;
    await feed.recent();
    expect(source.calls).toBe(2);
    clock += 30_000;
    source.fail = false;
    await feed.recent();
    expect(source.calls).toBe(3);
  });

  it('answers an empty feed when the first fetch fails', async () => {
    const source = countingFeed();
    source.fail = true;
    const feed = cachedFeed(source, 1000, { log: recordingLog().log });
    expect(await feed.recent()).toEqual([]);
  });

  it("hands out copies, so a caller's change does not reach the next caller", async () => {
    const feed = cachedFeed(countingFeed(), 1000, { log: recordingLog().log });
    const first = await feed.recent();
    first[0]!.caption = 'changed';
    expect((await feed.recent())[0]!.caption).toBe('one');
  });
});
