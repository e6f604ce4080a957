// The storefront's email format, apart from the checkout's rules (checkout-rules.ts uses it too), so
// the newsletter box, sign-in and the contact form, on every page, do not carry the checkout's list.

/** Storefront email format: an @ and a dot after position 0 (newsletter, sign-in, contact too). */
export function isValidEmail(email: string): boolean {
  const e = email.trim();
  return e.indexOf('@') > 0 && e.indexOf('.', 1) > 0 && !/\s/.test(e) && e.length <= 254;
}
