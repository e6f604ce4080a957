// Text put into HTML that a server writes by hand (mails, the staff sign-in page, the payment
// simulator's page, payment method names): the five characters that could end a text or an attribute
// become entities, so a name or an order number can never become markup.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
