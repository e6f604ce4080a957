// getLogs with event 'email-cart' is the sent-cart log, read by sent-carts.ts: a salesperson gets
// their own sent carts, a manager or an admin everyone's unless they ask for only theirs (onlyMe).
import { describe, expect, it, vi } from 'vitest';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { activityLogCalls } from './logs.ts';

const sentCartLog = vi.hoisted(() =>
  vi.fn(async () => ({ success: true, logs: [], logStaffs: {}, total: 0, error: '' })),
);
vi.mock('./sent-carts.ts', () => ({ sentCartLog }));

const db = {} as Database;
const calls = activityLogCalls({ db, now: () => new Date() });
const staff = (id: number, role: SignedInStaff['role']): SignedInStaff => ({
  id,
  role,
  firstname: 'A',
  lastname: 'B',
  email: 'a@kauri.test',
  locationCode: 'AKL',
  branch: 'AKL',
  miniMenu: false,
});

describe('getLogs for the sent-cart log', () => {
  it.each([
    ['a salesperson', staff(3, 'staff'), false, 3],
    ['a manager', staff(2, 'manager'), false, null],
    ['an admin', staff(1, 'admin'), false, null],
    ['a manager with onlyMe', staff(2, 'manager'), true, 2],
  ] as const)('reads %s’s page with the right staff', async (_who, signed, onlyMe, staffId) => {
    sentCartLog.mockClear();
    await calls.getLogs(signed, { event: 'email-cart', page: '2', pageSize: 20, onlyMe });
    expect(sentCartLog).toHaveBeenCalledWith(db, { page: 2, pageSize: 20, staffId });
  });

  it('keeps the page within bounds', async () => {
    sentCartLog.mockClear();
    await calls.getLogs(staff(3, 'staff'), { event: 'email-cart', page: 'x', pageSize: 100_000, onlyMe: false });
    expect(sentCartLog).toHaveBeenCalledWith(db, { page: 1, pageSize: 100, staffId: 3 });
  });
});
