// The contact form (specs/storefront.md: name, email, mobile, subject, message, and the human check's
// token → POST /v1/contact/form). With the page's script it checks as the server does (the spec's
// words, in its order), marks the failing fields, asks the human check for a token and sends through
// the typed client. Without a script it is a plain form posting the same fields to the same call,
// which sends the browser back here with how it went (`initial`).
import { useId, useRef, useState } from 'react';
import { CONTACT_BAD_EMAIL, CONTACT_EMPTY } from '../../../../contract/contact-words.ts';
import { ApiError, api } from '../../../common/lib/api.ts';
import { type ContactFields, contactProblem, digitsOnly } from '../../lib/contact.ts';
import { FormMessage, type Said } from '../account/FormMessage.tsx';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { FIELD_CLASS, LABEL_CLASS } from '../../../common/components/ui/fields.ts';
import { InlineError } from '../../../common/components/ui/InlineError.tsx';
import { TextField } from '../../../common/components/ui/TextField.tsx';

const EMPTY: ContactFields = { name: '', email: '', mobile: '', subject: '', message: '' };

export interface ContactFormProps {
  /** How the plain form's post went (the page read it from `?sent=`). */
  initial: Said | null;
  /** The token the plain form carries: the test check's ('pass' under CAPTCHA=test), otherwise ''. */
  plainToken: string;
  /** The page's anti-forgery token, for the plain form. */
  csrfToken: string;
}

export function ContactForm({ initial, plainToken, csrfToken }: ContactFormProps) {
  const [form, setForm] = useState(EMPTY);
  const [bad, setBad] = useState<(keyof ContactFields)[]>([]);
  const [said, setSaid] = useState<Said | null>(initial);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const edit = (patch: Partial<ContactFields>) => {
    setForm((f) => ({ ...f, ...patch }));
    setBad((b) => b.filter((k) => !(k in patch)));
  };
  const fieldError = (k: keyof ContactFields) =>
    bad.includes(k) ? (k === 'email' && form.email.trim() ? CONTACT_BAD_EMAIL : 'Please fill this in') : undefined;

  const focusFirst = (fields: (keyof ContactFields)[]) => {
    const first = fields[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = contactProblem(form);
    if (problem) {
      setBad(problem.fields);
      setSaid({ tone: 'error', text: problem.message });
      focusFirst(problem.fields);
      return;
    }
    setBusy(true);
    setSaid(null);
    try {
      // The human check's solver loads when the form is first sent, not with the page.
      const { humanToken } = await import('../../lib/altcha.ts');
      const answer = await api('contact.form', { ...form, token: await humanToken('contact') });
      setForm(EMPTY);
      setBad([]);
      setSaid({ tone: 'info', text: answer.message });
    } catch (err) {
      const text = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
      if (err instanceof ApiError && text === CONTACT_EMPTY) setBad(contactProblem(form)?.fields ?? []);
      if (err instanceof ApiError && text === CONTACT_BAD_EMAIL) setBad(['email']);
      setSaid({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      action="/v1/contact/form"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="contact-form"
    >
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="token" value={plainToken} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          look="shop"
          name="name"
          label="Name"
          autoComplete="name"
          required
          maxLength={100}
          value={form.name}
          onChange={(v) => edit({ name: v })}
          invalid={bad.includes('name')}
          message={fieldError('name')}
          testId="contact-name"
        />
        <TextField
          look="shop"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={form.email}
          onChange={(v) => edit({ email: v })}
          invalid={bad.includes('email')}
          message={fieldError('email')}
          testId="contact-email"
        />
        <TextField
          look="shop"
          name="mobile"
          label={
            <>
              Mobile <span className="font-normal text-ink/75">(optional)</span>
            </>
          }
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={30}
          value={form.mobile}
          onChange={(v) => edit({ mobile: digitsOnly(v) })}
          testId="contact-mobile"
        />
        <TextField
          look="shop"
          name="subject"
          label={
            <>
              Subject <span className="font-normal text-ink/75">(optional)</span>
            </>
          }
          maxLength={200}
          value={form.subject}
          onChange={(v) => edit({ subject: v })}
          testId="contact-subject"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-message`} className={LABEL_CLASS.shop}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          maxLength={5000}
          value={form.message}
          onChange={(e) => edit({ message: e.target.value })}
          aria-invalid={bad.includes('message') || undefined}
          aria-describedby={bad.includes('message') ? `${id}-message-error` : undefined}
          className={`${FIELD_CLASS.shop} resize-y`}
          data-testid="contact-message"
        />
        {bad.includes('message') && <InlineError id={`${id}-message-error`} message={fieldError('message')} />}
      </div>
      <FormMessage said={said} />
      {!plainToken && (
        <noscript>
          <p className="text-sm text-ink/80">
            Our spam check needs JavaScript. Without it, please phone your nearest store: their numbers are above.
          </p>
        </noscript>
      )}
      <div>
        <button type="submit" disabled={busy} className={buttonClass('primary')} data-testid="contact-submit">
          {busy ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
