// Two transfers out of one bin at once that cannot both fit, and two receipts of one transfer at
// once: the send locks the place's stock row and the bin's row before it reads them, and a receipt
// locks the transfer's row first, so the second waits for the first and decides on what it left. The
// bin never goes below zero, one of the two is refused, and the ledger adds up. PostgreSQL only: a
// pool of connections runs the requests really at once (PGlite runs them one after the other).
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerOutOfStep } from '../../../services/stock/stock.service.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS } from '../../../testing/staff-fixture.ts';
import { LAMP, resetTransferStock, transferLedger, unitsAt } from '../../../testing/transfer-fixture.ts';

const SEND = '/pos/stock/transfers';
const server = testDatabases().find((d) => d.name === 'postgres');

describe.skipIf(!server)('transfers at once on PostgreSQL', () => {
  const { t, mere, aroha, lucy } = usePosTestApp(server!, {
    signIn: { mere: EMAILS.manager, aroha: EMAILS.admin, lucy: EMAILS.lucy },
  });
  const db = () => t.handle.db;
  beforeEach(() => resetTransferStock(db()));

  it('sends two transfers out of one bin that cannot both fit: one is refused, never negative', async () => {
    for (let round = 0; round < 6; round++) {
      await resetTransferStock(db());
      // FLOOR holds 3: two managers each send 2, one to Christchurch and one to another bin.
      const answers = await Promise.all([
        mere.post(SEND, { from: 'AKL', to: 'CHC', lines: [{ sku: 'LAMP-1', fromBin: 'FLOOR', qty: 2 }] }),
        aroha.post(SEND, {
          from: 'AKL',
          to: 'AKL',
          lines: [{ sku: 'LAMP-1', fromBin: 'FLOOR', toBin: 'B-02', qty: 2 }],
        }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({
        success: false,
        msg: 'Bin FLOOR only has 1 stock',
      });
      const akl = await unitsAt(db(), LAMP, 'AKL');
      expect(akl.bins.FLOOR).toBe(1);
      const sentAway = answers[0]!.statusCode === 200;
      expect(akl).toMatchObject(sentAway ? { free: 8, onHand: 8 } : { free: 10, onHand: 10, bins: { 'B-02': 2 } });
      expect((await transferLedger(db())).filter((r) => r.kind === 'transfer_out')).toHaveLength(1);
      expect(await ledgerOutOfStep(db())).toEqual([]);
    }
  });

  it('receives a transfer once when two receipts of it come at once', async () => {
    for (let round = 0; round < 6; round++) {
      await resetTransferStock(db());
      const { transfer } = (
        await mere.post(SEND, { from: 'AKL', to: 'CHC', lines: [{ sku: 'LAMP-1', fromBin: 'A-01-1', qty: 4 }] })
      ).json();
      const lineId = transfer.lines[0].id;
      const at = `/pos/stock/transfers/${transfer.id}/receive`;
      const answers = await Promise.all([
        lucy.post(at, { lines: [{ lineId, toBin: 'FLOOR' }] }),
        mere.post(at, { lines: [{ lineId, toBin: 'B-01' }] }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().msg).toBe('This transfer is already received');
      const chc = await unitsAt(db(), LAMP, 'CHC');
      expect(chc).toMatchObject({ free: 9, onHand: 9 });
      expect((chc.bins.FLOOR ?? 0) + (chc.bins['B-01'] ?? 0)).toBe(9);
      expect((await transferLedger(db())).filter((r) => r.kind === 'transfer_in')).toHaveLength(1);
      expect(await ledgerOutOfStep(db())).toEqual([]);
    }
  });
});
