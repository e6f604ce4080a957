// A page POST whose body no page reads (a page without a form action answers 405) must not hold its
// keep-alive connection: the next request on the same socket is answered at once, and a body bigger
// than the API would take ends the connection instead of waiting on it. Raw sockets, on the built
// server, since only the pages (src/http/pages.ts) leave a body unread; and a page answer goes out whole.
import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = new URL(inject('baseUrl'));

/** Writes the requests on one socket; answers what came back once `done` holds or the socket ends. */
function exchange(
  requests: (string | Buffer)[],
  done: (text: string) => boolean,
): Promise<{ text: string; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(baseUrl.port), baseUrl.hostname);
    let text = '';
    // A stall shows as this deadline passing; the fixed server answers in well under a second.
    const deadline = setTimeout(() => {
      socket.destroy();
      resolve({ text, ended: false });
    }, 10_000);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (done(text)) {
        clearTimeout(deadline);
        socket.destroy();
        resolve({ text, ended: false });
      }
    });
    socket.on('end', () => {
      clearTimeout(deadline);
      resolve({ text, ended: true });
    });
    socket.on('error', reject);
    for (const r of requests) socket.write(r);
  });
}

const pagePost = (size: number) =>
  Buffer.concat([
    Buffer.from(
      `POST /living HTTP/1.1\r\nHost: ${baseUrl.host}\r\nConnection: keep-alive\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\n`,
    ),
    Buffer.alloc(size, 'a'),
  ]);
const nextGet = `GET /v1/csrf HTTP/1.1\r\nHost: ${baseUrl.host}\r\nConnection: keep-alive\r\n\r\n`;
// A page's body (sent with its length) is followed directly by the next answer, not on a line of its own.
const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

describe('a page POST with a body no page reads', () => {
  it('leaves its keep-alive connection free for the next request (128 KB)', async () => {
    const { text } = await exchange([pagePost(128 * 1024), nextGet], (t) => statusLines(t).length >= 2);
    expect(statusLines(text)).toEqual(['HTTP/1.1 405', 'HTTP/1.1 200']);
    expect(text).toMatch(/"token":"/);
  });

  it('ends the connection at once when the body is bigger than the API would take (1 MB)', async () => {
    const { text, ended } = await exchange([pagePost(1024 * 1024)], () => false);
    expect(statusLines(text)).toEqual(['HTTP/1.1 405']);
    expect(text).toMatch(/^connection: close\r$/im);
    expect(ended).toBe(true);
  });
});

describe('a page answer', () => {
  // Pages are rendered whole before they are sent, so each goes out in one write with its length
  // (src/http/pages.ts, sendWhole) rather than in chunks with an end marker written after them.
  it.each(['br', 'identity'])('goes out whole with its length, not in chunks (%s)', async (encoding) => {
    const get = `GET /living HTTP/1.1\r\nHost: ${baseUrl.host}\r\nAccept-Encoding: ${encoding}\r\nConnection: keep-alive\r\n\r\n`;
    const { text } = await exchange([get], (t) => {
      const length = /^content-length: (\d+)$/im.exec(t)?.[1];
      const head = t.indexOf('\r\n\r\n');
      return head > 0 && (length === undefined || t.length - head - 4 >= Number(length));
    });
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    expect(statusLines(head)).toEqual(['HTTP/1.1 200']);
    expect(head).not.toMatch(/^transfer-encoding:/im);
    expect(Number(/^content-length: (\d+)$/im.exec(head)?.[1])).toBe(text.length - head.length - 4);
    expect(/^content-encoding: br$/im.test(head)).toBe(encoding === 'br');
  });
});
