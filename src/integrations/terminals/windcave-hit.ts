// Windcave's HIT (Host-Initiated Transactions) service: the shop's server tells a Windcave terminal
// at the counter to take a card, then polls it. Every call is one XML document POSTed to the HIT
// address (https://sec.windcave.com/hit/pos.aspx; UAT https://uat.windcave.com/hit/pos.aspx):
//
//   <Scr action="doScrHIT" user="HIT user" key="HIT key"> ...fields... </Scr>
//
// - start:  Amount (D.CC), Cur, TxnType (Purchase | Refund), Station, TxnRef, DeviceId, PosName,
//           PosVersion, VendorId, MRef, in that order (the service checks the order);
// - status: TxnType Status, Station, TxnRef;
// - button: TxnType UI, UiType Bn, Name (B1 | B2), Val (the button's label), Station, TxnRef.
//
// The answer is <Scr> with StatusId, Complete, DL1, DL2 (the terminal's two display lines), B1 and B2
// (its buttons: the label as text, en="0" when hidden) and, once Complete is 1, a <Result> block with
// ReCo ('00' approved). A refusal is <Scr><Response Code="XX">words</Response></Scr>. These are the
// names the spec's calls carry. HIT has no call listing stations: the shop's stations are configured
// (HIT_STATIONS='id=Name,id=Name'). Field names and order follow Windcave's published HIT examples;
// the tests play the service with a local stand-in (src/testing/hit-stand-in.ts).
import { toDecimal } from '../../domain/money.ts';
import {
  type CardTerminal,
  type TerminalDisplay,
  TerminalRefused,
  type TerminalStation,
  type TerminalStatus,
  TerminalUnreachable,
} from './terminal.ts';

export const HIT_URL = 'https://sec.windcave.com/hit/pos.aspx';

export interface HitSettings {
  url?: string;
  user: string;
  key: string;
  stations: TerminalStation[];
  /** How long one call may take before its answer counts as lost (ms). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** 'id=Name,id' as HIT_STATIONS writes them. */
export function parseStations(text: string): TerminalStation[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [id, ...name] = s.split('=');
      return { id: id!.trim(), name: name.join('=').trim() || id!.trim() };
    });
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export function hitRequest(user: string, key: string, fields: [string, string][]): string {
  const body = fields
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join('');
  return `<Scr action="doScrHIT" user="${escapeXml(user)}" key="${escapeXml(key)}">${body}</Scr>`;
}

/** One element's text and attributes (the first of that name), or null. HIT's answers are flat enough for this. */
function element(xml: string, name: string): { text: string; attrs: string } | null {
  const m = new RegExp(`<${name}(\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${name}>)`).exec(xml);
  return m ? { text: unescapeXml((m[2] ?? '').trim()), attrs: m[1] ?? '' } : null;
}
const textOf = (xml: string, name: string) => element(xml, name)?.text ?? '';
/** A button's label, or '' when the terminal hides it (en="0"). */
function buttonOf(xml: string, name: string): string {
  const b = element(xml, name);
  if (!b || /\ben\s*=\s*"0"/.test(b.attrs)) return '';
  return b.text;
}

/** The display lines and buttons of a start's or a status's answer (the same <Scr> layout). */
const displayOf = (xml: string): TerminalDisplay => ({
  DL1: textOf(xml, 'DL1'),
  DL2: textOf(xml, 'DL2'),
  B1: buttonOf(xml, 'B1'),
  B2: buttonOf(xml, 'B2'),
});

export function createWindcaveHitTerminal(s: HitSettings): CardTerminal {
  const url = s.url ?? HIT_URL;
  const doFetch = s.fetch ?? fetch;
  const timeoutMs = s.timeoutMs ?? 15_000;

  async function call(fields: [string, string][]): Promise<string> {
    let text: string;
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/xml; charset=utf-8' },
        body: hitRequest(s.user, s.key, fields),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new TerminalUnreachable(`HIT answered ${res.status}`);
      text = await res.text();
    } catch (err) {
      if (err instanceof TerminalUnreachable) throw err;
      throw new TerminalUnreachable(err instanceof Error ? err.message : String(err));
    }
    const refusal = element(text, 'Response');
    if (refusal && !element(text, 'StatusId')) {
      const code = /Code\s*=\s*"([^"]*)"/.exec(refusal.attrs)?.[1] ?? '';
      throw new TerminalRefused(refusal.text || `Terminal refused (${code})`, code);
    }
    return text;
  }

  return {
    name: 'windcave-hit',
    async stations() {
      return s.stations;
    },
    async start(req) {
      const xml = await call([
        ['Amount', toDecimal(req.amountCents)],
        ['Cur', 'NZD'],
        ['TxnType', req.kind === 'refund' ? 'Refund' : 'Purchase'],
        ['Station', req.station],
        ['TxnRef', req.txnRef],
        ['DeviceId', 'Kauri POS'],
        ['PosName', 'Kauri'],
        ['PosVersion', '1.0'],
        ['VendorId', 'Kauri'],
        ['MRef', req.orderNo],
      ]);
      return displayOf(xml);
    },
    async status({ station, txnRef }): Promise<TerminalStatus> {
      const xml = await call([
        ['Station', station],
        ['TxnType', 'Status'],
        ['TxnRef', txnRef],
      ]);
      const result = element(xml, 'Result')?.text ?? '';
      const complete = textOf(xml, 'Complete') === '1';
      const statusId = Number(textOf(xml, 'StatusId')) || 0;
      return {
        // Complete is what ends a transaction: count it final whatever StatusId says.
        StatusId: complete ? 6 : statusId,
        ReCo: complete ? textOf(result, 'ReCo') || textOf(xml, 'ReCo') : '',
        ...displayOf(xml),
      };
    },
    async button({ station, txnRef, name, value }) {
      await call([
        ['Station', station],
        ['TxnType', 'UI'],
        ['UiType', 'Bn'],
        ['Name', name],
        ['Val', value],
        ['TxnRef', txnRef],
      ]);
    },
  };
}
