// Class lists the cart page's parts share.

export const FIELD =
  'min-h-11 w-full rounded-lg border border-sand-dark bg-white px-3 py-2 text-base text-ink placeholder:text-ink/40 focus:border-kauri focus:outline-2 focus:-outline-offset-1 focus:outline-kauri aria-invalid:border-sale aria-invalid:bg-sale/5 aria-invalid:ring-1 aria-invalid:ring-sale aria-invalid:focus:outline-sale read-only:bg-sand/40 read-only:text-ink/80';

export const LABEL = 'text-sm font-semibold text-ink';

export const PRIMARY =
  'flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-kauri px-6 font-semibold tracking-wide text-white shadow-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:cursor-wait disabled:opacity-70';

export const SECTION_TITLE = 'text-lg font-semibold text-timber-dark';
