// Short notices (a pop alert lives 3 s). Anything may raise one; <Notices> in the layout shows them.

export type NoticeTone = 'success' | 'info' | 'warning' | 'danger';
export interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
}

export const NOTICE_EVENT = 'kauri:notice';
export const NOTICE_LIFETIME_MS = 3000;

let nextId = 1;

export function notify(text: string, tone: NoticeTone = 'info') {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<Notice>(NOTICE_EVENT, { detail: { id: nextId++, text, tone } }));
}
