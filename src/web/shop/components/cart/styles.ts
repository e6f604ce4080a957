// Class lists the cart page's parts share. Its fields wear the kit's shop look (common/components/ui).
import { FIELD_CLASS, LABEL_CLASS } from '../../../common/components/ui/fields.ts';

export const FIELD = FIELD_CLASS.shop;

export const LABEL = LABEL_CLASS.shop;

export const PRIMARY =
  'flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-kauri px-6 font-semibold tracking-wide text-white shadow-sm hover:bg-kauri-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-kauri disabled:cursor-wait disabled:opacity-70';

export const SECTION_TITLE = 'text-lg font-semibold text-timber-dark';
