// The one-writer rule (docs/architecture.md, "A rule lives in one place"): a table is written by one
// capability, whoever else needs it changed asks that capability's face. Two writers of one table
// drift into two ideas of its rows and, for locked rows, two lock orders. A test per owner calls
// `writersOutside`; it reads every source file under src/ (SQL in a template literal or a string, a
// quoted name "orders" too, and Drizzle's `.update(orders)`) and every .sql file but the migrations,
// which create and backfill. Test support, tests and the seed set rows up and are outside the rule.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface OneWriter {
  /** Folders under src/ that may write the tables: 'services/cart/'. */
  owners: string[];
  /** The tables as SQL names them: 'cart_items'. */
  tables: string[];
  /** The tables as the Drizzle schema names them: 'cartItems'. */
  schemaNames: string[];
  /** Whether a `for update` naming one of the tables counts too (the stock rows' lock order). */
  locks?: boolean;
}

const SRC = new URL('../', import.meta.url).pathname;

function filesOf(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesOf(path));
    else if (/\.(tsx?|sql)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out.sort();
}

function outsideTheRule(file: string): boolean {
  return (
    file.startsWith('testing/') ||
    file.startsWith('db/seed/') ||
    file.startsWith('db/migrations/') ||
    /\.test\.tsx?$/.test(file)
  );
}

/** Each file outside the owners that writes (or, with `locks`, locks) one of the tables, as `file: what`. */
export function writersOutside(rule: OneWriter): string[] {
  const names = rule.tables.join('|');
  const table = new RegExp(`\\b(${names})\\b`, 'i');
  const writeSql = new RegExp(
    `\\b(update|insert\\s+into|delete\\s+from)\\s+("?public"?\\.)?"?(${names})"?(?![\\w"])`,
    'i',
  );
  const writeOrm = new RegExp(
    `\\.(update|insert|delete)\\(\\s*(\\w+\\.)?(${rule.schemaNames.join('|')})\\s*\\)|\\b(update|insert\\s+into|delete\\s+from)\\s+\\$\\{\\s*(\\w+\\.)?(${rule.schemaNames.join('|')})\\s*\\}`,
    'i',
  );
  const found: string[] = [];
  for (const path of filesOf(SRC)) {
    const file = relative(SRC, path).split(sep).join('/');
    if (outsideTheRule(file) || rule.owners.some((owner) => file.startsWith(owner))) continue;
    const text = readFileSync(path, 'utf8');
    if (writeSql.test(text) || writeOrm.test(text)) found.push(`${file}: writes ${rule.tables.join(', ')}`);
    if (!rule.locks) continue;
    // A lock is a `for update` in a statement (one template literal) that names one of the tables.
    for (const statement of text.split('`')) {
      if (/for\s+update/i.test(statement) && table.test(statement)) {
        found.push(`${file}: locks ${rule.tables.join(', ')}`);
        break;
      }
    }
  }
  return found;
}
