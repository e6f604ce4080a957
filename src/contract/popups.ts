// The storefront's pop-ups: the welcome pop-up and the fixed bottom bar, as the root loader
// hands them to every storefront page (services/popups/popups.service.ts reads them).
import { z } from 'zod';
import { isShopLink } from './shop-links.ts';

export interface SiteMessage {
  /** Which of the two it is. */
  kind: 'welcome' | 'bottom-bar';
  /** The bottom bar shows once per code (a new code shows again); the welcome pop-up's is informative. */
  code: string;
  title: string;
  body: string;
  /** An optional link (a path on the shop or an https address) and its words. */
  linkUrl: string;
  linkLabel: string;
  /** The last day (YYYY-MM-DD, New Zealand) of the enabled coupon with this code, when it has one: a countdown shows. */
  offerEnds: string | null;
}

/** The newest active message of each kind; null when a kind has none. */
export interface SitePopups {
  welcome: SiteMessage | null;
  bottomBar: SiteMessage | null;
}

// The POS page /pos/pop-ups (managers and admins change them; other staff read).

export const POPUPS_MANAGERS_ONLY = 'Only a manager can change pop-ups';
export const POPUP_CODE_RULE = 'The code is letters, digits and dashes, up to 40';
export const POPUP_LINK_RULE = 'The link is a path on the shop (/…) or an https address';

/** One pop-up row as the POS lists it. */
export interface PopupRow extends SiteMessage {
  id: number;
  active: boolean;
  updatedAt: string;
}

export interface PopupListResponse {
  success: true;
  popups: PopupRow[];
}

export const popupSaveRequest = z.object({
  kind: z.enum(['welcome', 'bottom-bar']),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, POPUP_CODE_RULE),
  title: z.string().trim().min(1, 'The title cannot be empty').max(80, 'The title is at most 80 characters'),
  body: z.string().trim().max(300, 'The words are at most 300 characters').default(''),
  linkUrl: z
    .string()
    .trim()
    .max(300, POPUP_LINK_RULE)
    .refine((u) => u === '' || isShopLink(u), POPUP_LINK_RULE)
    .default(''),
  linkLabel: z.string().trim().max(40, 'The link words are at most 40 characters').default(''),
  active: z.boolean().default(true),
});
export type PopupSaveRequest = z.infer<typeof popupSaveRequest>;

export interface PopupSaveResponse {
  success: true;
  popup: PopupRow;
}
