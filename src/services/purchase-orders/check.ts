// Who may do what with a purchase order, and what a raised or edited one must pass before anything is
// written: every problem named by its field, so the form can show each beside its input.
import { sql } from 'drizzle-orm';
import {
  ETA_FORMAT,
  ETA_PAST,
  LINES_REQUIRED,
  NOT_A_STOCK_PLACE,
  NOT_STOCKED,
  ONLY_MANAGERS_PO,
  type PoFieldProblem,
  QTY_AT_LEAST_ONE,
  SKU_REQUIRED,
  SKU_TWICE,
  SUPPLIER_REQUIRED,
  UNKNOWN_SKU,
} from '../../contract/purchase-orders.ts';
import type { SignedInStaff } from '../../contract/pos.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { Refusal } from '../../domain/refusal.ts';

export const mayChangePurchaseOrders = (staff: Pick<SignedInStaff, 'role'>) =>
  staff.role === 'manager' || staff.role === 'admin';

/** A manager, or staff signed in at the purchase order's place (their branch for this sign-in). */
export const mayReceiveAt = (staff: Pick<SignedInStaff, 'role' | 'branch'>, locationCode: string) =>
  mayChangePurchaseOrders(staff) || staff.branch === locationCode;

export function refuseUnlessManager(staff: SignedInStaff): void {
  if (!mayChangePurchaseOrders(staff)) throw new Refusal(403, ONLY_MANAGERS_PO);
}

/** Throws the form's refusal: 422, the first problem's words, every problem by field. */
export function refuseProblems(problems: PoFieldProblem[]): void {
  if (problems.length > 0) throw new Refusal(422, problems[0]!.message, { errors: problems });
}

/** A SKU found: its variant, and whether it is a bundle (whose stock is its parts'). */
export interface FoundSku {
  variantId: number;
  sku: string;
  name: string;
  bundle: boolean;
}

/** The variants of these SKUs, by upper-case SKU. */
export async function findSkus(db: Database, skus: string[]): Promise<Map<string, FoundSku>> {
  const wanted = [...new Set(skus.map((s) => s.toUpperCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ id: number; sku: string; name: string; bundle: boolean }>(
    db,
    sql`select v.id, v.sku, p.name,
          (p.is_bundle or exists (select 1 from bundle_components b where b.bundle_variant_id = v.id)) as bundle
        from product_variants v join products p on p.id = v.product_id
        where upper(v.sku) = any(${sql.param(wanted)}::text[])`,
  );
  return new Map(
    rows.map((r) => [
      r.sku.toUpperCase(),
      { variantId: Number(r.id), sku: r.sku, name: r.name, bundle: Boolean(r.bundle) },
    ]),
  );
}

/** The problems of a form's lines of SKU × units; `required` when the form must have one. */
export function lineProblems(
  lines: { sku: string; qty: number }[],
  found: Map<string, FoundSku>,
  required: boolean,
): PoFieldProblem[] {
  const problems: PoFieldProblem[] = [];
  if (required && lines.length === 0) problems.push({ field: 'lines', message: LINES_REQUIRED });
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    const key = l.sku.toUpperCase();
    if (key === '') problems.push({ field: `lines.${i}.sku`, message: SKU_REQUIRED });
    else if (!found.has(key)) problems.push({ field: `lines.${i}.sku`, message: UNKNOWN_SKU });
    else if (found.get(key)!.bundle) problems.push({ field: `lines.${i}.sku`, message: NOT_STOCKED });
    else if (seen.has(key)) problems.push({ field: `lines.${i}.sku`, message: SKU_TWICE });
    seen.add(key);
    if (l.qty <= 0) problems.push({ field: `lines.${i}.qty`, message: QTY_AT_LEAST_ONE });
  });
  return problems;
}

/** The header's problems: a supplier, an expected date not in the past (unless it is the one already kept). */
export function headerProblems(
  draft: { supplier: string; eta: string },
  today: string,
  keptEta?: string,
): PoFieldProblem[] {
  const problems: PoFieldProblem[] = [];
  if (draft.supplier === '') problems.push({ field: 'supplier', message: SUPPLIER_REQUIRED });
  if (draft.eta === '') problems.push({ field: 'eta', message: ETA_FORMAT });
  else if (draft.eta < today && draft.eta !== keptEta) problems.push({ field: 'eta', message: ETA_PAST });
  return problems;
}

/** Whether the place holds stock (a store or warehouse, not the website). */
export async function placeProblems(db: Database, locationCode: string): Promise<PoFieldProblem[]> {
  const [place] = await queryRows<{ code: string }>(
    db,
    sql`select code from locations where code = ${locationCode} and is_physical`,
  );
  return place ? [] : [{ field: 'locationCode', message: NOT_A_STOCK_PLACE }];
}
