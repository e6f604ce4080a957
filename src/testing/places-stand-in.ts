// The places simulator (integrations/address/places-simulator.ts) served over HTTP on a local port, for the
// Google adapter's tests: the adapter then talks to it exactly as to places.googleapis.com. Every request
// is kept for assertions (method, path with query, headers, body).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPlacesSimulator } from '../integrations/address/places-simulator.ts';

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface PlacesStandIn {
  url: string;
  seen: SeenRequest[];
  /** Makes the next answers fail with this status (0: behave). */
  failWith: number;
  close(): Promise<void>;
}

export async function startPlacesStandIn(): Promise<PlacesStandIn> {
  const simulator = createPlacesSimulator();
  const seen: SeenRequest[] = [];
  const standIn: PlacesStandIn = { url: '', seen, failWith: 0, close: async () => undefined };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers, body: text ? JSON.parse(text) : null });
    if (standIn.failWith) {
      res.writeHead(standIn.failWith, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { code: standIn.failWith, message: 'Quota exceeded.', status: 'RESOURCE_EXHAUSTED' } }),
      );
      return;
    }
    const answer = await simulator(`http://stand-in${req.url}`, {
      method: req.method,
      headers,
      body: text || undefined,
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
