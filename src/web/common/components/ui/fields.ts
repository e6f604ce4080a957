// The two looks of a form field: the shop's (the storefront cart form, roomy, red when a rule fails)
// and the POS's (dense counter screens, greyed when read-only). Each kit part takes one of them.

export type Look = 'shop' | 'pos';

export const FIELD_CLASS: Record<Look, string> = {
  shop: 'min-h-11 w-full rounded-lg border border-sand-dark bg-white px-3 py-2 text-base text-ink placeholder:text-ink/40 focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri aria-invalid:border-sale aria-invalid:bg-sale/5 aria-invalid:ring-1 aria-invalid:ring-sale aria-invalid:focus:outline-sale read-only:bg-sand/40 read-only:text-ink/80',
  pos: 'min-h-11 w-full rounded-lg border border-sand-dark bg-white px-3 py-2 text-base text-ink focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri disabled:opacity-60',
};

/** A POS box that shows a value staff cannot change there. */
export const POS_READ_ONLY = 'bg-sand/40 text-ink/75';

export const LABEL_CLASS: Record<Look, string> = {
  shop: 'text-sm font-semibold text-ink',
  pos: 'mb-1 block text-sm font-medium text-timber-dark',
};
