// `npm run staff:create -- --email owner@shop.co.nz --role admin [--first Ngaio --last Owner]
// [--location WEB] [--shop-stopped]`: one staff account, made through the staff service (a new shop's
// first admin: production never seeds one). The password (twice) and the 4-digit PIN are asked at the
// terminal without echo; when standard input is not a terminal they are its first two lines
// (password, then PIN), so a script can drive it: `printf '%s\n%s\n' "$PASSWORD" "$PIN" | npm run …`.
// Never on the command line, where the shell's history and `ps` would keep them.
import { parseArgs } from 'node:util';
import { Refusal } from '../src/domain/refusal.ts';
import { createStaffService } from '../src/services/staff/staff.service.ts';
import { carrySession } from '../src/services/orders/orders.service.ts';
import { readSecrets } from './secrets.ts';
import { withShopDatabase } from './shop-database.ts';

const USAGE =
  'Usage: npm run staff:create -- --email <address> --role admin|manager|staff ' +
  '[--first <name>] [--last <name>] [--location <branch code, default WEB>] [--shop-stopped]';

let values: { [key: string]: string | boolean | undefined };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      location: { type: 'string', default: 'WEB' },
      'shop-stopped': { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
const email = typeof values.email === 'string' ? values.email : '';
const role = typeof values.role === 'string' ? values.role : '';
if (!email || !role) {
  console.error(USAGE);
  process.exit(2);
}
// Without a name given, the address's own: owner@shop.co.nz is "Owner" on the POS until renamed.
const local = email.split('@')[0] ?? '';
const firstname = typeof values.first === 'string' ? values.first : local.charAt(0).toUpperCase() + local.slice(1);

const secrets = await readSecrets([
  { prompt: 'Password (12 characters or more): ', again: 'Password again: ' },
  { prompt: 'PIN for POS approvals (4 digits): ' },
]);
if (!secrets) {
  console.error('The password and the PIN are needed (standard input gave fewer than two lines).');
  process.exit(2);
}
if (secrets.mismatch) {
  console.error('The two passwords differ: nothing was made.');
  process.exit(1);
}
const [password = '', pin = ''] = secrets.values;

await withShopDatabase({ shopStopped: values['shop-stopped'] === true }, async (handle) => {
  const staff = createStaffService(handle.db, { entra: null, carrySession });
  try {
    const made = await staff.addStaff({
      email,
      password,
      pin,
      role,
      firstname,
      lastname: typeof values.last === 'string' ? values.last : '',
      locationCode: String(values.location),
    });
    console.log(`Made ${role} ${made.email} (staff id ${made.id}): they sign in at /pos/login.`);
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    console.error(`${err.message}: nothing was made.`);
    process.exitCode = 1;
  }
});
