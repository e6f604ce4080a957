// The contact page (specs/storefront.md: "Contact page: form plus store markers and addresses that
// highlight together on hover"; POST /v1/contact/form) and the newsletter's own sign-up page.
// Every field may be missing (the spec's first rule then answers in its words); none may be huge.
import { z } from 'zod';

/** POST /v1/contact/form. `token` is the human check's, as every storefront form sends it. */
export const contactFormRequest = z.object({
  name: z.string().max(100).optional().default(''),
  email: z.string().max(254).optional().default(''),
  mobile: z.string().max(30).optional().default(''),
  subject: z.string().max(200).optional().default(''),
  message: z.string().max(5000).optional().default(''),
  token: z.string().max(5000).optional().default(''),
});

export type ContactFormRequest = z.output<typeof contactFormRequest>;

export interface ContactFormResponse {
  success: true;
  message: string;
}

// The words and shapes the browser needs too live without Zod (the pages would carry its 20 KB).
export * from './contact-words.ts';
