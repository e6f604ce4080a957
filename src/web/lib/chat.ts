// The Help Centre (issue 16): opens the configured chat provider's window (contract/site.ts `chat`),
// loading its widget on first use. Without a provider the Help Centre link is a plain link to
// /contact: openHelpCentre answers false and the link goes there.
import type { SiteSettings } from '../../contract/site.ts';

/** Opens the chat when one is configured; false when there is none (the caller follows its link). */
export function openHelpCentre(chat: SiteSettings['chat']): boolean {
  // Issue 16 (pop-ups and analytics part) loads the provider's widget here.
  return chat !== null && false;
}
