// The POS checkout page's form styles (DESIGN "The POS": dense, 44 px targets, keyboard first). The
// labelled text box and the checkbox row are the kit's (common/components/ui), in their POS look.
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { FIELD_CLASS, LABEL_CLASS } from '../../../common/components/ui/fields.ts';

export const INPUT = FIELD_CLASS.pos;
export const LABEL = LABEL_CLASS.pos;
export const PANEL = 'rounded-xl border border-sand-dark bg-white p-4 sm:p-5';
export const PANEL_TITLE = 'text-sm font-semibold tracking-wider text-timber uppercase';

export const PRIMARY_BUTTON = buttonClass('primary');
export const SECONDARY_BUTTON = buttonClass('secondary');
export const LINK_BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-kauri hover:underline focus-visible:outline-2 focus-visible:outline-kauri disabled:opacity-60';
