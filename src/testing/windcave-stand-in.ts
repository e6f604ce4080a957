// A local stand-in for Windcave's REST API, for tests only (never the internet): sessions are created
// and queried with HTTP Basic auth and answered in Windcave's documented shapes, and a refund of a
// session's transaction is made once per X-ID (the same request sent again answers the same refund).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSession {
  id: string;
  request: Record<string, unknown> & { amount: string; merchantReference: string };
  transaction?: { id: string; authorised: boolean; responseText: string };
}

export interface WindcaveStandIn {
  url: string;
  sessions: Map<string, StandInSession>;
  /** The shopper finishes on Windcave's page. */
  pay(sessionId: string, authorised: boolean, responseText?: string): void;
  /** Every request, for assertions. */
  seen: { method: string; path: string; authorization?: string }[];
  /** Makes the next answers fail with this status (0: behave). */
  failWith: number;
  /** Refunds made, by the X-ID they were asked with. */
  refunds: Map<string, { id: string; transactionId: string; amount: string; authorised: boolean }>;
  /** How the next refund goes: approved, declined, or made but its answer lost (a 500). */
  refundGoes: 'approve' | 'decline' | 'lose';
  close(): Promise<void>;
}

export async function startWindcaveStandIn(username: string, apiKey: string): Promise<WindcaveStandIn> {
  const expectedAuth = `Basic ${Buffer.from(`${username}:${apiKey}`).toString('base64')}`;
  const sessions = new Map<string, StandInSession>();
  const seen: WindcaveStandIn['seen'] = [];
  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: WindcaveStandIn = {
    url,
    sessions,
    seen,
    failWith: 0,
    refunds: new Map(),
    refundGoes: 'approve',
    pay(sessionId, authorised, responseText = authorised ? 'APPROVED' : 'DECLINED') {
      sessions.get(sessionId)!.transaction = {
        id: `0000000${randomBytes(5).toString('hex')}`,
        authorised,
        responseText,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0]!;
    seen.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (standIn.failWith) return send(standIn.failWith, { errors: [{ message: 'stand-in failure' }] });
    if (req.headers.authorization !== expectedAuth)
      return send(401, { errors: [{ target: 'authorization', message: 'Unauthorized' }] });

    if (req.method === 'POST' && path === '/api/v1/sessions') {
      const request = JSON.parse(await readBody(req)) as StandInSession['request'];
      if (request.type !== 'purchase' || !/^\d+\.\d{2}$/.test(String(request.amount)))
        return send(400, { errors: [{ message: 'bad request' }] });
      const id = randomBytes(16).toString('hex');
      sessions.set(id, { id, request });
      return send(202, {
        id,
        state: 'init',
        links: [{ href: `${url}/pxmi3/${id.toUpperCase()}`, rel: 'hpp', method: 'REDIRECT' }],
      });
    }

    if (req.method === 'POST' && path === '/api/v1/transactions') {
      const request = JSON.parse(await readBody(req)) as Record<string, string>;
      const key = String(req.headers['x-id'] ?? '');
      const paid = [...sessions.values()].find((s) => s.transaction?.id === request.transactionId);
      if (request.type !== 'refund' || !key || !paid?.transaction?.authorised)
        return send(400, { errors: [{ message: 'Transaction not found' }] });
      let made = standIn.refunds.get(key);
      if (!made) {
        made = {
          id: `0000000${randomBytes(5).toString('hex')}`,
          transactionId: request.transactionId!,
          amount: request.amount!,
          authorised: standIn.refundGoes !== 'decline',
        };
        standIn.refunds.set(key, made);
      }
      if (standIn.refundGoes === 'lose') return send(500, { errors: [{ message: 'stand-in lost the answer' }] });
      return send(201, {
        id: made.id,
        authorised: made.authorised,
        reCo: made.authorised ? '00' : '05',
        responseText: made.authorised ? 'APPROVED' : 'DECLINED',
        type: 'refund',
        amount: made.amount,
        currency: 'NZD',
        merchantReference: request.merchantReference,
      });
    }

    const match = /^\/api\/v1\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const session = sessions.get(match[1]!);
      if (!session) return send(404, { errors: [{ message: 'Session not found' }] });
      const base = {
        id: session.id,
        type: 'purchase',
        amount: session.request.amount,
        currency: 'NZD',
        merchantReference: session.request.merchantReference,
        links: [{ href: `${url}/api/v1/sessions/${session.id}`, rel: 'self', method: 'GET' }],
      };
      const tx = session.transaction;
      if (!tx) return send(202, { ...base, state: 'init', transactions: [{}] });
      return send(200, {
        ...base,
        state: 'complete',
        transactions: [
          {
            id: tx.id,
            authorised: tx.authorised,
            reCo: tx.authorised ? '00' : '05',
            responseText: tx.responseText,
            type: 'purchase',
            method: 'card',
            amount: session.request.amount,
            currency: 'NZD',
            merchantReference: session.request.merchantReference,
            sessionId: session.id,
            card: { cardNumber: '411111......1111', type: 'visa' },
          },
        ],
      });
    }
    return send(404, { errors: [{ message: 'Not found' }] });
  }

  return standIn;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
