// The words of a line of the email log (what was emailed about a POS cart, quote or order), e.g.
// 'Quote #P100012 emailed to pita@example.nz by Sam Staff on 22/11/2026 3:45 pm', in the staff's words
// and New Zealand time (domain/dates.ts nzClockText, which the outbox page (/pos/outbox) uses too).
import type { SignedInStaff } from '../contract/pos.ts';

export const staffName = (staff: Pick<SignedInStaff, 'firstname' | 'lastname'>) =>
  `${staff.firstname} ${staff.lastname}`.trim();
