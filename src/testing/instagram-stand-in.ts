// A local stand-in for the Instagram Graph API's GET /me/media, for tests only (never the internet):
// answers the token it was given with `data` in the documented shape, anything else with Graph's
// error envelope. `answer` can be swapped to a failure or a malformed body; `seen` counts requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InstagramStandIn {
  url: string;
  /** What /me/media answers next: 'media' (the documented shape), a status, or a raw body. */
  answer: 'media' | { status: number } | { raw: string } | { hang: true };
  media: Record<string, unknown>[];
  seen: { path: string; fields: string | null; token: string | null }[];
  close(): Promise<void>;
}

export const STAND_IN_MEDIA: Record<string, unknown>[] = [
  {
    id: '1801',
    caption: 'Morning coffee on the deck',
    media_type: 'IMAGE',
    media_url: 'https://scontent.cdninstagram.com/v/1801.jpg',
    permalink: 'https://www.instagram.com/p/AAA1801/',
  },
  {
    id: '1802',
    caption: 'A new sofa arrives',
    media_type: 'VIDEO',
    media_url: 'https://video.cdninstagram.com/v/1802.mp4',
    permalink: 'https://www.instagram.com/reel/AAA1802/',
    thumbnail_url: 'https://scontent.cdninstagram.com/v/1802-thumb.jpg',
  },
  {
    id: '1803',
    media_type: 'CAROUSEL_ALBUM',
    media_url: 'https://scontent.cdninstagram.com/v/1803.jpg',
    permalink: 'https://www.instagram.com/p/AAA1803/',
  },
  // Not shown: a video without its still, a medium with a script address, an unknown type.
  {
    id: '1804',
    media_type: 'VIDEO',
    media_url: 'https://video.cdninstagram.com/v/1804.mp4',
    permalink: 'https://www.instagram.com/p/AAA1804/',
  },
  {
    id: '1805',
    media_type: 'IMAGE',
    media_url: 'javascript:alert(1)',
    permalink: 'https://www.instagram.com/p/AAA1805/',
  },
  {
    id: '1806',
    media_type: 'STORY',
    media_url: 'https://x.example/1806.jpg',
    permalink: 'https://www.instagram.com/p/AAA1806/',
  },
];

export async function startInstagramStandIn(token: string): Promise<InstagramStandIn> {
  const server = createServer((req, res) => answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: InstagramStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: 'media',
    media: STAND_IN_MEDIA,
    seen: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', standIn.url);
    const given = url.searchParams.get('access_token');
    standIn.seen.push({ path: url.pathname, fields: url.searchParams.get('fields'), token: given });
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (url.pathname !== '/me/media')
      return send(404, JSON.stringify({ error: { message: 'Unknown path', code: 100 } }));
    if (given !== token) {
      return send(
        400,
        JSON.stringify({ error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } }),
      );
    }
    const a = standIn.answer;
    if (a === 'media') return send(200, JSON.stringify({ data: standIn.media, paging: {} }));
    if ('status' in a) return send(a.status, JSON.stringify({ error: { message: 'Please retry', code: 2 } }));
    if ('raw' in a) return send(200, a.raw);
    // 'hang': never answer; the adapter's timeout must end the wait.
  }
  return standIn;
}
