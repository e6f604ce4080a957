// The storefront's password rule (specs/storefront.md, Registration): 8 to 40 characters of letters,
// digits and !@#$%^&*, at least one digit and one special character. One place for it: the login
// modal checks it as the shopper types (components/account/RegisterForm.tsx) and the server checks it
// again on registration and on the mailed link's page (services/shoppers/register.ts, links.ts).
export const PASSWORD_RULE_MESSAGE =
  'Your password needs to be at least 8 characters and contains a number and a special character';
export const AGREE_TERMS_MESSAGE = 'Please read and agree the T&Cs';

const ALLOWED = /^[A-Za-z0-9!@#$%^&*]{8,40}$/;

export function isShopperPassword(password: string): boolean {
  return ALLOWED.test(password) && /[0-9]/.test(password) && /[!@#$%^&*]/.test(password);
}
