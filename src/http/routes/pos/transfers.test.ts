// Transfers over HTTP on both databases: a move between two bins of one place, a send from one place
// and its receipt at the other (the figures, the bins and the ledger at both ends, the units free
// nowhere meanwhile), a second receipt refused, cancelling, who may do what, the list, and bad input
// on every field answered 4xx with nothing written. The ledger adds up after each.
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueVersion } from '../../../services/catalogue/catalogue.service.ts';
import { ledgerOutOfStep } from '../../../services/stock/stock.service.ts';
import { testDatabases } from '../../../testing/databases.ts';
import { usePosTestApp } from '../../../testing/pos-app.ts';
import { EMAILS, STAFF } from '../../../testing/staff-fixture.ts';
import {
  LAMP,
  SOFA,
  resetTransferStock,
  transferLedger,
  transferSnapshot,
  unitsAt,
} from '../../../testing/transfer-fixture.ts';

const SEND = '/pos/stock/transfers';
const receiveAt = (id: number | string) => `/pos/stock/transfers/${id}/receive`;
const cancelAt = (id: number | string) => `/pos/stock/transfers/${id}/cancel`;
const lampLine = (fields: Record<string, unknown> = {}) => ({ sku: 'LAMP-1', fromBin: 'FLOOR', qty: 2, ...fields });

describe.each(testDatabases())('transfers ($name)', (target) => {
  const { t, sam, mere, lucy } = usePosTestApp(target, {
    signIn: { sam: EMAILS.staff, mere: EMAILS.manager, lucy: EMAILS.lucy },
  });
  const db = () => t.handle.db;
  beforeEach(() => resetTransferStock(db()));
  const addsUp = async () => expect(await ledgerOutOfStep(db())).toEqual([]);

  it('moves units between two bins of one place at once: on hand unchanged, a row out and a row in', async () => {
    const before = await catalogueVersion(db());
    const res = await mere.post(SEND, {
      from: 'AKL',
      to: 'AKL',
      note: 'Floor to shelf',
      lines: [lampLine({ toBin: 'b-02' })],
    });
    expect(res.statusCode).toBe(200);
    const { transfer, msg } = res.json();
    expect(msg).toBe(`Transfer ${transfer.id} is moved`);
    expect(transfer).toMatchObject({
      from: 'AKL',
      to: 'AKL',
      status: 'received',
      note: 'Floor to shelf',
      sentBy: 'Mere Manager',
      receivedBy: 'Mere Manager',
      lines: [{ sku: 'LAMP-1', qty: 2, fromBin: 'FLOOR', toBin: 'B-02' }],
    });
    expect(await unitsAt(db(), LAMP, 'AKL')).toEqual({
      free: 10,
      alloc: 0,
      onHand: 10,
      bins: { 'A-01-1': 7, 'B-02': 2, FLOOR: 1 },
    });
    expect(await transferLedger(db())).toEqual([
      { kind: 'transfer_out', place: 'AKL', bin: 'FLOOR', change: -2, transferId: transfer.id, staffId: STAFF.manager },
      { kind: 'transfer_in', place: 'AKL', bin: 'B-02', change: 2, transferId: transfer.id, staffId: STAFF.manager },
    ]);
    expect(Number(await catalogueVersion(db()))).toBeGreaterThan(Number(before));
    await addsUp();
  });

  it('sends from one place, in transit free nowhere, then received into bins at the other', async () => {
    const sent = await mere.post(SEND, {
      from: 'AKL',
      to: 'CHC',
      lines: [lampLine({ fromBin: 'A-01-1', qty: 4 }), { sku: 'SOFA-CHA', fromBin: 'FLOOR', qty: 1 }],
    });
    expect(sent.statusCode).toBe(200);
    const { transfer } = sent.json();
    expect(transfer).toMatchObject({ status: 'in_transit', from: 'AKL', to: 'CHC', receivedBy: null });
    expect(await unitsAt(db(), LAMP, 'AKL')).toEqual({
      free: 6,
      alloc: 0,
      onHand: 6,
      bins: { 'A-01-1': 3, FLOOR: 3 },
    });
    expect(await unitsAt(db(), LAMP, 'CHC')).toMatchObject({ free: 5, onHand: 5, bins: { FLOOR: 5 } });
    await addsUp();

    // What is on the road cannot leave again: AKL has 6 lamps, not 10.
    const more = await mere.post(SEND, { from: 'AKL', to: 'CHC', lines: [lampLine({ fromBin: 'A-01-1', qty: 7 })] });
    expect(more.statusCode).toBe(409);
    expect(more.json().msg).toBe('AKL only has 6 stock');
    const fromBin = await mere.post(SEND, {
      from: 'AKL',
      to: 'CHC',
      lines: [lampLine({ fromBin: 'A-01-1', qty: 3 }), lampLine({ fromBin: 'A-01-1', qty: 1 })],
    });
    expect(fromBin.statusCode).toBe(409);
    expect(fromBin.json().msg).toBe('Bin A-01-1 only has 3 stock');

    const before = await catalogueVersion(db());
    const [lampLineId, sofaLineId] = transfer.lines.map((l: { id: number }) => l.id);
    const received = await lucy.post(receiveAt(transfer.id), {
      lines: [
        { lineId: lampLineId, toBin: 'b-01' },
        { lineId: sofaLineId, toBin: 'floor' },
      ],
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().transfer).toMatchObject({
      status: 'received',
      receivedBy: 'Lucy Chen',
      lines: [
        { sku: 'LAMP-1', toBin: 'B-01', fromBin: 'A-01-1', qty: 4 },
        { sku: 'SOFA-CHA', toBin: 'FLOOR', qty: 1 },
      ],
    });
    expect(await unitsAt(db(), LAMP, 'CHC')).toEqual({
      free: 9,
      alloc: 0,
      onHand: 9,
      bins: { 'B-01': 4, FLOOR: 5 },
    });
    expect(await unitsAt(db(), SOFA, 'CHC')).toMatchObject({ free: 1, onHand: 1, bins: { FLOOR: 1 } });
    expect(await unitsAt(db(), LAMP, 'AKL')).toMatchObject({ free: 6, onHand: 6 });
    expect(await transferLedger(db())).toEqual([
      {
        kind: 'transfer_out',
        place: 'AKL',
        bin: 'A-01-1',
        change: -4,
        transferId: transfer.id,
        staffId: STAFF.manager,
      },
      { kind: 'transfer_out', place: 'AKL', bin: 'FLOOR', change: -1, transferId: transfer.id, staffId: STAFF.manager },
      { kind: 'transfer_in', place: 'CHC', bin: 'B-01', change: 4, transferId: transfer.id, staffId: STAFF.lucy },
      { kind: 'transfer_in', place: 'CHC', bin: 'FLOOR', change: 1, transferId: transfer.id, staffId: STAFF.lucy },
    ]);
    expect(Number(await catalogueVersion(db()))).toBeGreaterThan(Number(before));
    await addsUp();

    // Received twice: refused, nothing moves.
    const snapshot = await transferSnapshot(db());
    const again = await mere.post(receiveAt(transfer.id), { lines: [{ lineId: lampLineId, toBin: 'B-01' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, msg: 'This transfer is already received' });
    expect(await transferSnapshot(db())).toEqual(snapshot);
  });

  it('receives into the bins chosen when sent, and asks for a bin where none was', async () => {
    const { transfer } = (
      await mere.post(SEND, {
        from: 'AKL',
        to: 'CHC',
        lines: [lampLine({ toBin: 'C-03' }), { sku: 'SOFA-CHA', fromBin: 'FLOOR', qty: 2 }],
      })
    ).json();
    const snapshot = await transferSnapshot(db());
    const short = await lucy.post(receiveAt(transfer.id), {});
    expect(short.statusCode).toBe(422);
    expect(short.json().msg).toBe('Please choose the bin SOFA-CHA goes to');
    expect(await transferSnapshot(db())).toEqual(snapshot);
    const done = await lucy.post(receiveAt(transfer.id), { lines: [{ lineId: transfer.lines[1].id, toBin: 'FLOOR' }] });
    expect(done.statusCode).toBe(200);
    expect(await unitsAt(db(), LAMP, 'CHC')).toMatchObject({ onHand: 7, bins: { 'C-03': 2, FLOOR: 5 } });
    expect(await unitsAt(db(), SOFA, 'CHC')).toMatchObject({ onHand: 2, bins: { FLOOR: 2 } });
    await addsUp();
  });

  it('cancels a transfer in transit: the units go back into the bins they left', async () => {
    const { transfer } = (await mere.post(SEND, { from: 'AKL', to: 'CHC', lines: [lampLine({ qty: 3 })] })).json();
    expect(await unitsAt(db(), LAMP, 'AKL')).toMatchObject({ free: 7, bins: { 'A-01-1': 7 } });
    expect((await sam.post(cancelAt(transfer.id))).statusCode).toBe(403);
    const cancelled = await mere.post(cancelAt(transfer.id));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().transfer).toMatchObject({ status: 'cancelled', receivedBy: 'Mere Manager' });
    expect(await unitsAt(db(), LAMP, 'AKL')).toEqual({
      free: 10,
      alloc: 0,
      onHand: 10,
      bins: { 'A-01-1': 7, FLOOR: 3 },
    });
    await addsUp();
    const snapshot = await transferSnapshot(db());
    expect((await mere.post(cancelAt(transfer.id))).json()).toEqual({
      success: false,
      msg: 'This transfer is cancelled',
    });
    expect((await lucy.post(receiveAt(transfer.id), { lines: [] })).statusCode).toBe(409);
    expect(await transferSnapshot(db())).toEqual(snapshot);
  });

  it('lets only managers send and cancel, and only a manager or the destination staff receive', async () => {
    const snapshot = await transferSnapshot(db());
    const bySam = await sam.post(SEND, { from: 'AKL', to: 'AKL', lines: [lampLine({ toBin: 'B-02' })] });
    expect(bySam.statusCode).toBe(403);
    expect(bySam.json()).toEqual({ success: false, msg: 'Only a manager can send a transfer' });
    expect(await transferSnapshot(db())).toEqual(snapshot);

    const { transfer } = (await mere.post(SEND, { from: 'AKL', to: 'CHC', lines: [lampLine()] })).json();
    const sent = await transferSnapshot(db());
    const samReceives = await sam.post(receiveAt(transfer.id), {
      lines: [{ lineId: transfer.lines[0].id, toBin: 'X' }],
    });
    expect(samReceives.statusCode).toBe(403);
    expect(samReceives.json().msg).toBe('Only a manager or staff at CHC can receive this transfer');
    expect(await transferSnapshot(db())).toEqual(sent);
    const signedOut = await (await t.browser()).post(receiveAt(transfer.id), {});
    expect(signedOut.statusCode).toBe(401);
    // A manager elsewhere may receive it.
    expect(
      (await mere.post(receiveAt(transfer.id), { lines: [{ lineId: transfer.lines[0].id, toBin: 'FLOOR' }] }))
        .statusCode,
    ).toBe(200);
    await addsUp();
  });

  it('refuses bad input on every field of a send with 4xx and writes nothing', async () => {
    const good = { from: 'AKL', to: 'CHC', note: '', lines: [lampLine()] };
    const long = 'x'.repeat(5000);
    const cases: [string, unknown, number, string?][] = [
      ['no body', undefined, 422],
      ['no from', { ...good, from: undefined }, 422, 'Please choose a place'],
      ['from a number', { ...good, from: 12 }, 422],
      ['from a list', { ...good, from: ['AKL'] }, 422],
      ['from huge', { ...good, from: long }, 422],
      ['from the website', { ...good, from: 'WEB' }, 422, 'WEB does not hold stock'],
      ['from nowhere', { ...good, from: 'ZZZ' }, 422, 'ZZZ does not hold stock'],
      ['no to', { ...good, to: undefined }, 422],
      ['to an object', { ...good, to: { code: 'CHC' } }, 422],
      ['to nowhere', { ...good, to: 'QQQ' }, 422, 'QQQ does not hold stock'],
      ['note huge', { ...good, note: long }, 422, 'The note can be at most 500 characters'],
      ['note a number', { ...good, note: 5 }, 422],
      ['no lines', { ...good, lines: undefined }, 422, 'Please add a SKU to move'],
      ['empty lines', { ...good, lines: [] }, 422, 'Please add a SKU to move'],
      ['lines a string', { ...good, lines: 'LAMP-1' }, 422],
      ['too many lines', { ...good, lines: Array.from({ length: 51 }, () => lampLine({ qty: 1 })) }, 422],
      ['a line not an object', { ...good, lines: [5] }, 422],
      ['no sku', { ...good, lines: [lampLine({ sku: undefined })] }, 422, 'Please enter a SKU'],
      ['blank sku', { ...good, lines: [lampLine({ sku: '  ' })] }, 422, 'Please enter a SKU'],
      ['unknown sku', { ...good, lines: [lampLine({ sku: 'NOPE-9' })] }, 422, 'No product has SKU NOPE-9'],
      ['sku huge', { ...good, lines: [lampLine({ sku: long })] }, 422],
      ['no from bin', { ...good, lines: [lampLine({ fromBin: undefined })] }, 422, 'Please choose a bin'],
      ['unknown from bin', { ...good, lines: [lampLine({ fromBin: 'Z-99' })] }, 422, 'AKL has no bin Z-99'],
      ['from bin badly written', { ...good, lines: [lampLine({ fromBin: 'A 1!' })] }, 422],
      ['from bin of another place', { ...good, from: 'DC1', lines: [lampLine()] }, 422, 'DC1 has no bin FLOOR'],
      ['to bin badly written', { ...good, lines: [lampLine({ toBin: '<b>' })] }, 422],
      ['to bin a number', { ...good, lines: [lampLine({ toBin: 7 })] }, 422],
      ['no to bin between bins', { ...good, to: 'AKL' }, 422, 'Please choose the bin it goes to'],
      ['the same bin', { ...good, to: 'AKL', lines: [lampLine({ toBin: 'floor' })] }, 422],
      ['qty missing', { ...good, lines: [lampLine({ qty: undefined })] }, 422, 'Please enter how many, from 1 to 9999'],
      ['qty zero', { ...good, lines: [lampLine({ qty: 0 })] }, 422],
      ['qty negative', { ...good, lines: [lampLine({ qty: -2 })] }, 422],
      ['qty a fraction', { ...good, lines: [lampLine({ qty: 1.5 })] }, 422],
      ['qty words', { ...good, lines: [lampLine({ qty: 'two' })] }, 422],
      ['qty huge', { ...good, lines: [lampLine({ qty: 1e12 })] }, 422],
      ['more than the bin', { ...good, lines: [lampLine({ qty: 4 })] }, 409, 'Bin FLOOR only has 3 stock'],
      ['more than the place', { ...good, lines: [lampLine({ fromBin: 'A-01-1', qty: 8 })] }, 409],
    ];
    const snapshot = await transferSnapshot(db());
    for (const [name, body, status, msg] of cases) {
      const res = await mere.post(SEND, body);
      expect(`${name}: ${res.statusCode}`).toBe(`${name}: ${status}`);
      expect(res.json().success, name).toBe(false);
      if (msg) expect(res.json().msg, name).toBe(msg);
      expect(await transferSnapshot(db()), name).toEqual(snapshot);
    }
    // A refused line names its field, every problem at once.
    const two = await mere.post(SEND, { ...good, lines: [lampLine({ sku: 'NOPE' }), lampLine({ fromBin: 'Q-1' })] });
    expect(two.json().errors).toEqual([
      { field: 'lines.0.sku', message: 'No product has SKU NOPE' },
      { field: 'lines.1.fromBin', message: 'AKL has no bin Q-1' },
    ]);
    // A bin made for a refused send is not left behind.
    await mere.post(SEND, { ...good, lines: [lampLine({ toBin: 'NEW-1', qty: 4 })] });
    expect(await transferSnapshot(db())).toEqual(snapshot);
  });

  it('refuses bad input on every field of a receive and a cancel with 4xx and writes nothing', async () => {
    const { transfer } = (await mere.post(SEND, { from: 'AKL', to: 'CHC', lines: [lampLine()] })).json();
    const other = (await mere.post(SEND, { from: 'AKL', to: 'CHC', lines: [lampLine({ qty: 1 })] })).json().transfer;
    const lineId = transfer.lines[0].id;
    const cases: [string, string, unknown, number, string?][] = [
      ['id words', receiveAt('abc'), { lines: [] }, 422],
      ['id negative', receiveAt('-1'), { lines: [] }, 422],
      ['id huge', receiveAt('99999999999999'), { lines: [] }, 422],
      ['no such transfer', receiveAt(999999), { lines: [] }, 404, 'The transfer does not exist'],
      ['lines a string', receiveAt(transfer.id), { lines: 'B-01' }, 422],
      ['line without a bin', receiveAt(transfer.id), { lines: [{ lineId }] }, 422, 'Please choose a bin'],
      ['bin badly written', receiveAt(transfer.id), { lines: [{ lineId, toBin: 'a b c' }] }, 422],
      ['bin huge', receiveAt(transfer.id), { lines: [{ lineId, toBin: 'B'.repeat(5000) }] }, 422],
      ['line id words', receiveAt(transfer.id), { lines: [{ lineId: 'x', toBin: 'B-01' }] }, 422],
      [
        "another transfer's line",
        receiveAt(transfer.id),
        { lines: [{ lineId: other.lines[0].id, toBin: 'B-01' }] },
        422,
        'That line is not on this transfer',
      ],
      [
        'one line twice',
        receiveAt(transfer.id),
        {
          lines: [
            { lineId, toBin: 'B-01' },
            { lineId, toBin: 'B-02' },
          ],
        },
        422,
        'That line is not on this transfer',
      ],
      ['cancel id words', cancelAt('abc'), {}, 422],
      ['cancel no such transfer', cancelAt(999999), {}, 404],
    ];
    const snapshot = await transferSnapshot(db());
    for (const [name, url, body, status, msg] of cases) {
      const res = await mere.post(url, body);
      expect(`${name}: ${res.statusCode}`).toBe(`${name}: ${status}`);
      if (msg) expect(res.json().msg, name).toBe(msg);
      expect(await transferSnapshot(db()), name).toEqual(snapshot);
    }
    await addsUp();
  });

  it('lists in transit first, then newest, with lines and who sent and received', async () => {
    const move = (await mere.post(SEND, { from: 'AKL', to: 'AKL', lines: [lampLine({ toBin: 'B-02' })] })).json();
    t.clock.advance(60_000);
    const road = (
      await mere.post(SEND, { from: 'AKL', to: 'CHC', note: 'For the sale', lines: [lampLine({ fromBin: 'A-01-1' })] })
    ).json();
    const back = (await mere.post(SEND, { from: 'CHC', to: 'AKL', lines: [lampLine({ qty: 1 })] })).json();
    await lucy.post(receiveAt(road.transfer.id), { lines: [{ lineId: road.transfer.lines[0].id, toBin: 'FLOOR' }] });

    const all = await sam.get(SEND);
    expect(all.statusCode).toBe(200);
    const list = all.json();
    expect(list).toMatchObject({ success: true, total: 3, page: 1, pages: 1 });
    expect(list.transfers.map((x: { id: number }) => x.id)).toEqual([
      back.transfer.id,
      road.transfer.id,
      move.transfer.id,
    ]);
    expect(list.transfers[1]).toMatchObject({
      from: 'AKL',
      fromName: 'Auckland',
      to: 'CHC',
      status: 'received',
      note: 'For the sale',
      sentBy: 'Mere Manager',
      receivedBy: 'Lucy Chen',
      lines: [{ sku: 'LAMP-1', name: 'Tui Table Lamp – White', qty: 2, fromBin: 'A-01-1', toBin: 'FLOOR' }],
    });
    expect(typeof list.transfers[1].sentAt).toBe('string');
    expect(typeof list.transfers[1].receivedAt).toBe('string');

    const inTransit = (await sam.get(`${SEND}?status=in_transit`)).json();
    expect(inTransit.transfers.map((x: { id: number }) => x.id)).toEqual([back.transfer.id]);
    const atChc = (await sam.get(`${SEND}?location=chc&status=&page=1`)).json();
    expect(atChc.total).toBe(2);
    expect((await sam.get(`${SEND}?page=2`)).json().transfers).toEqual([]);
    expect((await sam.get(`${SEND}?status=lost`)).statusCode).toBe(422);
    expect((await sam.get(`${SEND}?page=abc`)).statusCode).toBe(422);
    expect((await sam.get(`${SEND}?location=${'x'.repeat(500)}`)).statusCode).toBe(422);
  });

  it("answers a SKU's free units and bins at a place for the form", async () => {
    const res = await sam.get('/pos/stock/transfers/bins?sku=lamp-1&location=AKL');
    expect(res.json()).toEqual({
      success: true,
      sku: 'LAMP-1',
      name: 'Tui Table Lamp – White',
      location: 'AKL',
      free: 10,
      bins: [
        { code: 'A-01-1', qty: 7 },
        { code: 'FLOOR', qty: 3 },
      ],
    });
    expect((await sam.get('/pos/stock/transfers/bins?sku=NOPE&location=AKL')).statusCode).toBe(404);
    expect((await sam.get('/pos/stock/transfers/bins?sku=LAMP-1&location=WEB')).statusCode).toBe(422);
    expect((await sam.get('/pos/stock/transfers/bins?location=AKL')).statusCode).toBe(422);
    expect((await sam.get(`/pos/stock/transfers/bins?sku=${'L'.repeat(500)}&location=AKL`)).statusCode).toBe(422);
  });
});
