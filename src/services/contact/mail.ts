// The contact form's message as the shop receives it: who wrote, how to reach them, what they said.
// A reply goes to the sender (Reply-To); the outbox keeps no headers, so the text says it too.
import type { ContactFormRequest } from '../../contract/contact.ts';
import { html, mailPage, markup } from '../../integrations/mail/html.ts';
import type { OutgoingMail } from '../../integrations/mail/index.ts';

export const contactSubject = (ask: Pick<ContactFormRequest, 'name' | 'subject'>) =>
  `Contact form: ${ask.subject.trim() || `message from ${ask.name.trim()}`}`;

export function contactMail(ask: ContactFormRequest, to: string): OutgoingMail {
  const subject = contactSubject(ask);
  const fields: [string, string][] = [
    ['Name', ask.name.trim()],
    ['Email', ask.email.trim()],
    ['Mobile', ask.mobile.trim() || '–'],
    ['Subject', ask.subject.trim() || '–'],
  ];
  const text = [
    'A message from the contact form on the website.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    ask.message.trim(),
    '',
    `Reply to: ${ask.email.trim()}`,
  ].join('\n');
  const rows = fields.map(
    ([label, value]) =>
      html`<tr><td style="padding:2px 12px 2px 0;color:#6b4a2f">${label}</td><td style="padding:2px 0">${value}</td></tr>`,
  );
  const paragraphs = ask.message
    .trim()
    .split(/\n{2,}/)
    .map((p) => html`<p style="margin:0 0 12px;white-space:pre-wrap">${p}</p>`);
  const body = html`<p style="margin:0 0 12px">A message from the contact form on the website.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>
${paragraphs}
<p style="margin:16px 0 0">Reply to: <a href="mailto:${ask.email.trim()}">${ask.email.trim()}</a></p>`;
  return { to, subject, text, html: mailPage(subject, markup(body.html)), replyTo: ask.email.trim() };
}
