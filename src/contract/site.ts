// What the storefront's pages need to know of the shop's configuration: the outside
// services a page may load or link to, each absent unless configured (README
// "Configuration"). Read once at start-up (src/config.ts), handed to every page load (http/pages.ts) and
// to the browser through the root loader: nothing secret belongs here.
export interface SiteSettings {
  /** Where the newsletter form sends the shopper, with `email` added to the query (NEWSLETTER_SIGNUP_URL). */
  newsletterSignupUrl: string;
  /** The store map's tiles, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png (MAP_TILE_URL); '' = no tiles. */
  mapTileUrl: string;
  /** The tile source's attribution, shown on the map (MAP_ATTRIBUTION). */
  mapAttribution: string;
  /** The Help Centre's chat (CHAT_PROVIDER 'tawk' with CHAT_ID); null = Help Centre opens the contact page. */
  chat: { provider: 'tawk'; id: string } | null;
  /** Google Tag Manager's container id (GTM_ID, GTM-XXXX); '' = not loaded. */
  gtmId: string;
  /** Klaviyo's public site key (KLAVIYO_PUBLIC_KEY); '' = not loaded. */
  klaviyoKey: string;
  /** Meta's advertising pixel (META_PIXEL_ID, digits); '' = not loaded. begin_checkout is sent to it. */
  metaPixelId: string;
  /** Seconds before the welcome pop-up shows (WELCOME_POPUP_SECONDS); 0 = never. */
  welcomeDelaySeconds: number;
}
