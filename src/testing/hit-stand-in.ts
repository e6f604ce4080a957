// A local stand-in for Windcave's HIT service, for tests only (never the internet): it reads the
// <Scr action="doScrHIT" user key> documents the adapter posts, keeps each started transaction by its
// TxnRef, and answers Status and UI (button) requests in HIT's shapes. The test decides how each
// transaction ends (`finish`), can ask for a signature (buttons), and can swallow status replies
// (`loseStatusReplies`: the request arrives, no answer comes back) to play a lost reply.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HitStandInTxn {
  fields: Record<string, string>;
  /** Running: the display lines and buttons shown; done: the result code. */
  DL1: string;
  DL2: string;
  B1: string;
  B2: string;
  reCo?: string;
  pressed?: { name: string; val: string };
}

export interface HitStandIn {
  url: string;
  txns: Map<string, HitStandInTxn>;
  /** Every request's fields (user and key included), in order. */
  seen: Record<string, string>[];
  finish(txnRef: string, reCo: string, DL1: string): void;
  askSignature(txnRef: string): void;
  /** Swallow this many status replies (the connection is left unanswered until the adapter gives up). */
  loseStatusReplies: number;
  close(): Promise<void>;
}

const field = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';
const attr = (xml: string, name: string) => new RegExp(`<Scr[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';

export async function startHitStandIn(user: string, key: string, stations: string[]): Promise<HitStandIn> {
  const txns = new Map<string, HitStandInTxn>();
  const seen: HitStandIn['seen'] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hit/pos.aspx`;

  const standIn: HitStandIn = {
    url,
    txns,
    seen,
    loseStatusReplies: 0,
    finish(txnRef, reCo, DL1) {
      Object.assign(txns.get(txnRef)!, { reCo, DL1, DL2: '', B1: '', B2: '' });
    },
    askSignature(txnRef) {
      Object.assign(txns.get(txnRef)!, { DL1: 'SIGNATURE OK?', DL2: '', B1: 'YES', B2: 'NO' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.close(() => resolve());
      }),
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const xml = Buffer.concat(chunks).toString('utf8');
    const names = ['Amount', 'Cur', 'TxnType', 'Station', 'TxnRef', 'UiType', 'Name', 'Val', 'MRef', 'VendorId'];
    const fields: Record<string, string> = {
      action: attr(xml, 'action'),
      user: attr(xml, 'user'),
      key: attr(xml, 'key'),
    };
    for (const n of names) if (field(xml, n)) fields[n] = field(xml, n);
    seen.push(fields);
    const send = (body: string) => {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(body);
    };
    const refuse = (code: string, words: string) =>
      send(`<Scr><Response Code="${code}">${words}</Response><TransactionIsComplete>1</TransactionIsComplete></Scr>`);
    if (req.method !== 'POST' || fields.action !== 'doScrHIT') return refuse('PL', 'Invalid input parameter');
    if (fields.user !== user || fields.key !== key) return refuse('PH', 'User Error');
    if (!stations.includes(fields.Station ?? '')) return refuse('PO', 'Invalid Station Id');
    const ref = fields.TxnRef ?? '';
    const button = (n: string, label: string) => (label ? `<${n} en="1">${label}</${n}>` : `<${n} en="0"></${n}>`);
    switch (fields.TxnType) {
      case 'Purchase':
      case 'Refund': {
        if ([...txns.values()].some((t) => t.fields.Station === fields.Station && t.reCo === undefined))
          return refuse('TB', 'Terminal busy');
        txns.set(ref, { fields, DL1: 'PRESENT/INSERT CARD', DL2: fields.Amount ?? '', B1: '', B2: '' });
        return send(
          `<Scr><StatusId>1</StatusId><Complete>0</Complete><DL1>PRESENT/INSERT CARD</DL1><DL2>${fields.Amount ?? ''}</DL2>` +
            `${button('B1', '')}${button('B2', '')}</Scr>`,
        );
      }
      case 'Status': {
        const t = txns.get(ref);
        if (!t) return refuse('PJ', 'TxnRef not matched');
        if (standIn.loseStatusReplies > 0) {
          standIn.loseStatusReplies -= 1;
          hanging.push(res);
          return;
        }
        const done = t.reCo !== undefined;
        return send(
          `<Scr action="doScrHIT"><StatusId>${done ? 6 : 3}</StatusId><Complete>${done ? 1 : 0}</Complete>` +
            `<DL1>${t.DL1}</DL1><DL2>${t.DL2}</DL2>${button('B1', t.B1)}${button('B2', t.B2)}` +
            (done ? `<Result><TxnRef>${ref}</TxnRef><ReCo>${t.reCo}</ReCo><RC>${t.reCo}</RC></Result>` : '') +
            '</Scr>',
        );
      }
      case 'UI': {
        const t = txns.get(ref);
        if (!t) return refuse('PJ', 'TxnRef not matched');
        t.pressed = { name: fields.Name ?? '', val: fields.Val ?? '' };
        return send('<Scr><StatusId>4</StatusId><Complete>0</Complete></Scr>');
      }
      default:
        return refuse('PM', 'Txn type not allowed');
    }
  }
  return standIn;
}
