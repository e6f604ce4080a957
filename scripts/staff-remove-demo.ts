// `npm run staff:remove-demo [-- --shop-stopped]`: retires the demonstration's staff accounts
// (admin@kauri.test and the others the seed made, whose password the README publishes), so a
// production start no longer refuses. Their rows stay, named by the orders and quotes they made; they
// can no longer sign in or give a PIN. The catalogue and other demo data are left as they are.
import { parseArgs } from 'node:util';
import { createStaffService } from '../src/services/staff/staff.service.ts';
import { carrySession } from '../src/services/orders/orders.service.ts';
import { withShopDatabase } from './shop-database.ts';

const { values } = parseArgs({ options: { 'shop-stopped': { type: 'boolean', default: false } } });

await withShopDatabase({ shopStopped: values['shop-stopped'] }, async (handle) => {
  const retired = await createStaffService(handle.db, { entra: null, carrySession }).retireDemoStaff();
  console.log(
    retired.length
      ? `Retired ${retired.length} demonstration staff accounts: ${retired.join(', ')}.`
      : 'No demonstration staff accounts were left.',
  );
});
