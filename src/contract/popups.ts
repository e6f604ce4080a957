// The storefront's pop-ups (issue 16): the welcome pop-up and the fixed bottom bar, as the root loader
// hands them to every storefront page (services/popups/popups.service.ts reads them).
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
