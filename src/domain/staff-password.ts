// A staff account's password: staff take payments, give refunds and approve discounts, so the password
// a new account gets is long (passphrases welcome) and never as short as the demonstration's published
// one. Checked where an account is made (services/staff/accounts.ts, `npm run staff:create`). Pure.
export const STAFF_PASSWORD_MIN = 12;
/** scrypt takes any length; past this it is a pasted file, not a password. */
export const STAFF_PASSWORD_MAX = 200;
export const STAFF_PASSWORD_RULE = `A staff password needs ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters`;

export function isStaffPassword(password: string): boolean {
  // Characters as a person counts them, not UTF-16 units.
  const length = [...password].length;
  return length >= STAFF_PASSWORD_MIN && length <= STAFF_PASSWORD_MAX && password.trim().length > 0;
}
