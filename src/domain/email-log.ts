// The words of a line of the email log (what was emailed about a POS cart, quote or order), e.g.
// 'Quote #P100012 emailed to pita@example.nz by Sam Staff on 22/11/2026 3:45 pm', in the staff's words
// and New Zealand time. The outbox page (/pos/outbox) dates its mails the same way.
import type { SignedInStaff } from '../contract/pos.ts';

const NZ_PARTS = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** '22/11/2026 3:45 pm' in New Zealand time. */
export function nzDateTime(at: Date): string {
  const parts = NZ_PARTS.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = Number(part('hour')) % 12 || 12;
  return `${part('day')}/${part('month')}/${part('year')} ${hour}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

export const staffName = (staff: Pick<SignedInStaff, 'firstname' | 'lastname'>) =>
  `${staff.firstname} ${staff.lastname}`.trim();
