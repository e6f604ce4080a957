// The Windcave HIT adapter against a local stand-in of the HIT service (never the internet): the
// documents it posts, and how it reads running, approved, declined, timed-out and refused answers and
// a reply that never comes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HitStandIn, startHitStandIn } from '../../testing/hit-stand-in.ts';
import { createCardTerminalA } from './index.ts';
import { TerminalRefused, TerminalUnreachable } from './terminal.ts';
import { hitRequest, parseStations } from './windcave-hit.ts';

let standIn: HitStandIn;
const env = () =>
  ({
    HIT_URL: standIn.url,
    HIT_USER: 'KauriHIT',
    HIT_KEY: 'hit-key',
    HIT_STATIONS: '1001=Counter 1,1002=Counter 2',
  }) as NodeJS.ProcessEnv;
const terminal = () => createCardTerminalA('windcave-hit', { env: env(), timeoutMs: 300 });

beforeAll(async () => {
  standIn = await startHitStandIn('KauriHIT', 'hit-key', ['1001', '1002']);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.seen.length = 0;
  standIn.loseStatusReplies = 0;
});

describe('windcave HIT terminal', () => {
  it('needs its user, key and stations, and lists the configured stations', async () => {
    expect(() => createCardTerminalA('windcave-hit', { env: {} as NodeJS.ProcessEnv })).toThrow(/HIT_USER/);
    expect(() => createCardTerminalA('nothing')).toThrow(/Unknown CARD_TERMINAL_A/);
    expect(await terminal().stations()).toEqual([
      { id: '1001', name: 'Counter 1' },
      { id: '1002', name: 'Counter 2' },
    ]);
    expect(parseStations(' 7 , 8=Back office ')).toEqual([
      { id: '7', name: '7' },
      { id: '8', name: 'Back office' },
    ]);
  });

  it('writes the doScrHIT document with the user and key as attributes and escapes values', () => {
    expect(
      hitRequest('u', 'k&"', [
        ['MRef', 'A<1>'],
        ['Cur', ''],
      ]),
    ).toBe('<Scr action="doScrHIT" user="u" key="k&amp;&quot;"><MRef>A&lt;1&gt;</MRef></Scr>');
  });

  it('starts a purchase, shows the running display lines, then reads an approval', async () => {
    const t = terminal();
    // The start's own answer is the terminal's first display, as a status answer carries it.
    expect(
      await t.start({ station: '1001', txnRef: 'ref-approve', amountCents: 12_345, kind: 'purchase', orderNo: 'P100' }),
    ).toEqual({ DL1: 'PRESENT/INSERT CARD', DL2: '123.45', B1: '', B2: '' });
    expect(standIn.seen[0]).toEqual({
      action: 'doScrHIT',
      user: 'KauriHIT',
      key: 'hit-key',
      Amount: '123.45',
      Cur: 'NZD',
      TxnType: 'Purchase',
      Station: '1001',
      TxnRef: 'ref-approve',
      VendorId: 'Kauri',
      MRef: 'P100',
    });
    expect(await t.status({ station: '1001', txnRef: 'ref-approve' })).toEqual({
      StatusId: 3,
      ReCo: '',
      DL1: 'PRESENT/INSERT CARD',
      DL2: '123.45',
      B1: '',
      B2: '',
    });
    standIn.finish('ref-approve', '00', 'APPROVED');
    expect(await t.status({ station: '1001', txnRef: 'ref-approve' })).toMatchObject({
      StatusId: 6,
      ReCo: '00',
      DL1: 'APPROVED',
    });
  });

  it('reads a decline and a time-out as final and not approved, and a refund as TxnType Refund', async () => {
    const t = terminal();
    await t.start({ station: '1002', txnRef: 'ref-decline', amountCents: 5_000, kind: 'refund', orderNo: 'P101' });
    expect(standIn.seen[0]).toMatchObject({ TxnType: 'Refund', Amount: '50.00' });
    standIn.finish('ref-decline', '51', 'DECLINED');
    expect(await t.status({ station: '1002', txnRef: 'ref-decline' })).toMatchObject({
      StatusId: 6,
      ReCo: '51',
      DL1: 'DECLINED',
    });
    await t.start({ station: '1002', txnRef: 'ref-timeout', amountCents: 5_000, kind: 'purchase', orderNo: 'P102' });
    standIn.finish('ref-timeout', 'VB', 'TIMED OUT');
    expect(await t.status({ station: '1002', txnRef: 'ref-timeout' })).toMatchObject({ StatusId: 6, ReCo: 'VB' });
  });

  it('shows the two buttons as the terminal sends them and relays a press as a UI request', async () => {
    const t = terminal();
    await t.start({ station: '1001', txnRef: 'ref-sign', amountCents: 1_005, kind: 'purchase', orderNo: 'P103' });
    standIn.askSignature('ref-sign');
    expect(await t.status({ station: '1001', txnRef: 'ref-sign' })).toMatchObject({
      DL1: 'SIGNATURE OK?',
      B1: 'YES',
      B2: 'NO',
    });
    await t.button({ station: '1001', txnRef: 'ref-sign', name: 'B1', value: 'YES' });
    expect(standIn.seen.at(-1)).toMatchObject({
      TxnType: 'UI',
      UiType: 'Bn',
      Name: 'B1',
      Val: 'YES',
      TxnRef: 'ref-sign',
    });
    expect(standIn.txns.get('ref-sign')!.pressed).toEqual({ name: 'B1', val: 'YES' });
    standIn.finish('ref-sign', '00', 'APPROVED');
  });

  it("answers the service's refusal in its words, and a reply that never comes as unreachable", async () => {
    const t = terminal();
    await t.start({ station: '1002', txnRef: 'ref-busy', amountCents: 100, kind: 'purchase', orderNo: 'P104' });
    const busy = await t
      .start({ station: '1002', txnRef: 'ref-busy-2', amountCents: 100, kind: 'purchase', orderNo: 'P105' })
      .catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(TerminalRefused);
    expect(busy).toMatchObject({ message: 'Terminal busy', code: 'TB' });
    standIn.loseStatusReplies = 1;
    await expect(t.status({ station: '1002', txnRef: 'ref-busy' })).rejects.toBeInstanceOf(TerminalUnreachable);
    // Asked again, the terminal answers.
    expect(await t.status({ station: '1002', txnRef: 'ref-busy' })).toMatchObject({ StatusId: 3 });
    await expect(t.status({ station: '1002', txnRef: 'nope' })).rejects.toMatchObject({ code: 'PJ' });
    standIn.finish('ref-busy', '00', 'APPROVED');
  });
});
