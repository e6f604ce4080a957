// End-of-day banking per branch (specs/pos.md "End Day Banking screen", "Banking"): the
// day's row per branch, what a branch took that day to count against, and the banking staff submit,
// one per branch and day (the unique index daily_bankings_branch_day_idx holds it, so two tills
// submitting at once make one), never changed afterwards. Who may start which branch: see
// contract/pos-banking.ts.
import { sql } from 'drizzle-orm';
import {
  BAD_COUNTED_AMOUNT,
  type BankingCreateRequest,
  type BankingCreateResponse,
  type BankingListRequest,
  type BankingListResponse,
  type BankingMethod,
  type BankingRecord,
  type BankingStartRequest,
  type BankingStartResponse,
  FUTURE_BANKING,
  NOT_A_BRANCH,
  NO_SUCH_BANKING,
  OTHER_BRANCH,
  bankedAlready,
  bankingSubmitted,
  countedAmountMissing,
  countedCents,
  countedGiven,
  isCountedMethod,
} from '../../contract/pos-banking.ts';
import { nzToday } from '../../domain/dates.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { toDecimal } from '../../domain/money.ts';
import { Refusal } from '../../domain/refusal.ts';
import { bankingMethods, dayPayments, takingsByBranch } from './takings.ts';

interface Branch {
  code: string;
  name: string;
}

interface BankingRow {
  id: number;
  location: string;
  banking_date: string | Date;
  methods: { gateway: string; name: string; expectedCents: number; actualCents: number }[];
  total_expected_cents: number;
  total_actual_cents: number;
  comment: string;
  created_at: string | Date;
  firstname: string;
  lastname: string;
}

/** The branches a banking is kept for: the shop's own physical places (as change-branch offers them). */
const BRANCHES = sql`is_physical and not is_third_party`;

const isManager = (staff: SignedInStaff) => staff.role === 'manager' || staff.role === 'admin';
const dayText = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

export function createBankingService(db: Database, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());

  const branches = () =>
    queryRows<Branch>(db, sql`select code, name from locations where ${BRANCHES} order by sort_order, code`);

  async function branchOf(staff: SignedInStaff, asked: string | undefined): Promise<Branch> {
    const code = asked ?? staff.branch;
    if (code !== staff.branch && !isManager(staff)) throw new Refusal(403, OTHER_BRANCH);
    const [place] = await queryRows<Branch>(
      db,
      sql`select code, name from locations where code = ${code} and ${BRANCHES}`,
    );
    if (!place) throw new Refusal(422, NOT_A_BRANCH);
    return place;
  }

  /** The day asked (today when none), refused when it has not come yet in New Zealand. */
  function bankableDay(date: string | null): string {
    const day = date ?? nzToday(now());
    if (day > nzToday(now())) throw new Refusal(422, FUTURE_BANKING);
    return day;
  }

  /** The branch's takings that day: per method (expected) and each payment. */
  async function takings(tx: Database, branch: string, date: string) {
    const payments = await dayPayments(tx, branch, date);
    const methods = await bankingMethods(tx, [...new Set(payments.map((p) => p.gateway))]);
    const expected = methods.map((m) => ({
      ...m,
      expectedCents: payments.filter((p) => p.gateway === m.gateway).reduce((n, p) => n + p.amountCents, 0),
    }));
    return { payments, expected };
  }

  const existing = async (tx: Database, branch: string, date: string) =>
    (
      await queryRows<{ id: number }>(
        tx,
        sql`select id from daily_bankings where location = ${branch} and banking_date = ${date}::date`,
      )
    )[0];

  return {
    /** POST /pos/report/dailyBanking/list: one row per branch for the day. */
    async list(staff: SignedInStaff, ask: BankingListRequest): Promise<BankingListResponse> {
      const date = ask.date ?? nzToday(now());
      const past = date <= nzToday(now());
      const [places, taken, banked] = [
        await branches(),
        await takingsByBranch(db, date),
        await queryRows<BankingRow>(
          db,
          sql`select b.id, b.location, b.total_expected_cents, b.total_actual_cents, s.firstname, s.lastname
            from daily_bankings b join staff s on s.id = b.staff_id
            where b.banking_date = ${date}::date`,
        ),
      ];
      const search = ask.search.toLowerCase();
      const rows = places.map((place) => {
        const done = banked.find((b) => b.location === place.code);
        const staffName = done ? `${done.firstname} ${done.lastname}` : '';
        const expected = done ? Number(done.total_expected_cents) : (taken.get(place.code) ?? 0);
        const actual = done ? Number(done.total_actual_cents) : null;
        return {
          id: done ? Number(done.id) : null,
          location: place.name,
          code: place.code,
          staff: staffName,
          expected: toDecimal(expected),
          actual: actual === null ? null : toDecimal(actual),
          difference: actual === null ? null : toDecimal(actual - expected),
          canStart: !done && past && (place.code === staff.branch || isManager(staff)),
        };
      });
      const dailyBankings = search
        ? rows.filter((r) => [r.location, r.code, r.staff].some((v) => v.toLowerCase().includes(search)))
        : rows;
      return { success: true, date, dailyBankings };
    },

    /** POST /pos/report/dailyBanking/start: what the branch took that day, to count against. */
    async start(staff: SignedInStaff, ask: BankingStartRequest): Promise<BankingStartResponse> {
      const place = await branchOf(staff, ask.branch);
      const date = bankableDay(ask.date);
      if (await existing(db, place.code, date)) throw new Refusal(409, bankedAlready(place.name, date));
      const { payments, expected } = await takings(db, place.code, date);
      const pMethods: BankingMethod[] = expected.map((m) => ({
        name: m.name,
        gateway: m.gateway,
        expected: toDecimal(m.expectedCents),
        // The counted ones start empty: what the till holds is counted, never assumed to be what was taken.
        actual: isCountedMethod(m.gateway) ? '' : toDecimal(m.expectedCents),
        editable: isCountedMethod(m.gateway),
      }));
      const total = expected.reduce((n, m) => n + m.expectedCents, 0);
      const uncounted = expected.reduce((n, m) => n + (isCountedMethod(m.gateway) ? 0 : m.expectedCents), 0);
      return {
        success: true,
        date,
        branch: place.code,
        location: place.name,
        pMethods,
        allPayments: payments.map((p) => ({
          id: p.id,
          time: p.paidAt.toISOString(),
          ref_code: p.orderNo,
          staff: p.staff,
          amount: toDecimal(p.amountCents),
          gateway: p.gateway,
          reference: p.reference,
        })),
        totalExpected: toDecimal(total),
        totalActual: toDecimal(uncounted),
      };
    },

    /**
     * POST /pos/report/dailyBanking/create: the banking, with the expected amounts read again inside
     * the transaction (what was taken up to now), the counted amounts staff entered for the counted
     * methods and what was taken for the others. A second banking of the branch's day is refused (409)
     * and changes nothing.
     */
    async create(staff: SignedInStaff, ask: BankingCreateRequest): Promise<BankingCreateResponse> {
      const place = await branchOf(staff, ask.branch);
      const date = bankableDay(ask.date);
      const id = await db.transaction(async (tx) => {
        if (await existing(tx, place.code, date)) throw new Refusal(409, bankedAlready(place.name, date));
        const { expected } = await takings(tx, place.code, date);
        const methods = expected.map((m) => {
          if (!isCountedMethod(m.gateway)) return { ...m, actualCents: m.expectedCents };
          const sent = ask.pMethods.find((p) => p.gateway === m.gateway)?.actual;
          if (!countedGiven(sent)) throw new Refusal(422, countedAmountMissing(m.name));
          const actualCents = countedCents(sent);
          if (actualCents === null) throw new Refusal(422, BAD_COUNTED_AMOUNT);
          return { ...m, actualCents };
        });
        const totalExpected = methods.reduce((n, m) => n + m.expectedCents, 0);
        const totalActual = methods.reduce((n, m) => n + m.actualCents, 0);
        // Two tills submitting at once: the unique index lets one in; the other inserts nothing.
        const [made] = await queryRows<{ id: number }>(
          tx,
          sql`insert into daily_bankings (location, banking_date, staff_id, methods, total_expected_cents, total_actual_cents, comment, created_at)
            values (${place.code}, ${date}::date, ${staff.id}, ${JSON.stringify(methods)}::jsonb, ${totalExpected}, ${totalActual},
              ${ask.comment.trim()}, ${now().toISOString()}::timestamptz)
            on conflict (location, banking_date) do nothing
            returning id`,
        );
        if (!made) throw new Refusal(409, bankedAlready(place.name, date));
        return Number(made.id);
      });
      return { success: true, id, msg: bankingSubmitted(place.name, date) };
    },

    /** One submitted banking (/pos/report/dailyBanking/view/{id}); any staff member may read it. */
    async record(id: number): Promise<BankingRecord> {
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new Refusal(404, NO_SUCH_BANKING);
      const [row] = await queryRows<BankingRow & { name: string }>(
        db,
        sql`select b.*, l.name, s.firstname, s.lastname
          from daily_bankings b join locations l on l.code = b.location join staff s on s.id = b.staff_id
          where b.id = ${id}`,
      );
      if (!row) throw new Refusal(404, NO_SUCH_BANKING);
      const expected = Number(row.total_expected_cents);
      const actual = Number(row.total_actual_cents);
      return {
        id: Number(row.id),
        date: dayText(row.banking_date),
        branch: row.location,
        location: row.name,
        staff: `${row.firstname} ${row.lastname}`,
        createdAt: new Date(row.created_at).toISOString(),
        comment: row.comment,
        pMethods: row.methods.map((m) => ({
          name: m.name,
          gateway: m.gateway,
          expected: toDecimal(m.expectedCents),
          actual: toDecimal(m.actualCents),
          difference: toDecimal(m.actualCents - m.expectedCents),
        })),
        totalExpected: toDecimal(expected),
        totalActual: toDecimal(actual),
        difference: toDecimal(actual - expected),
      };
    },
  };
}

export type BankingService = ReturnType<typeof createBankingService>;
