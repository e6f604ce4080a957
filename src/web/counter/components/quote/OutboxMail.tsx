// One kept mail on the outbox page (/pos/outbox): who it is to, its subject and time, the HTML as the
// customer would see it in a sandboxed frame (no scripts, no access to this page; links open a new
// tab), the links it carries as plain links, its attached files to download, and the text version.
import { Mail, Paperclip } from 'lucide-react';

export interface OutboxMailView {
  id: number;
  to: string;
  subject: string;
  /** New Zealand time, '22/11/2026 3:45 pm'. */
  sentAt: string;
  text: string;
  html: string;
  /** The attached files (a document's PDF): name, type and size in bytes. */
  attachments: { filename: string; contentType: string; size: number }[];
}

/** "12.3 KB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The addresses in a mail's text version, once each. */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

export function OutboxMail({ mail }: { mail: OutboxMailView }) {
  const links = linksOf(mail.text);
  return (
    <article
      aria-labelledby={`mail-${mail.id}`}
      className="rounded-xl border border-sand-dark bg-white"
      data-testid="outbox-mail"
    >
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-sand px-4 py-3">
        <h2
          id={`mail-${mail.id}`}
          className="mr-auto flex items-center gap-2 font-semibold text-timber-dark"
          data-testid="outbox-subject"
        >
          <Mail aria-hidden className="size-5 shrink-0 text-kauri" />
          {mail.subject}
        </h2>
        <p className="text-sm">
          <span className="text-ink/65">To </span>
          <span data-testid="outbox-to">{mail.to}</span>
        </p>
        <p className="text-sm text-ink/65">{mail.sentAt}</p>
      </header>
      {mail.html ? (
        <iframe
          title={`${mail.subject} (to ${mail.to})`}
          srcDoc={`<base target="_blank">${mail.html}`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          loading="lazy"
          className="block h-[28rem] w-full resize-y bg-paper"
        />
      ) : null}
      {links.length > 0 && (
        <div className="border-t border-sand px-4 py-3">
          <h3 className="text-xs font-semibold tracking-wider text-timber uppercase">Links</h3>
          <ul className="mt-1 grid gap-1 text-sm">
            {links.map((href) => (
              <li key={href}>
                <a
                  href={href}
                  className="break-all text-kauri underline hover:text-kauri-dark"
                  data-testid="outbox-link"
                >
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {mail.attachments.length > 0 && (
        <div className="border-t border-sand px-4 py-3">
          <h3 className="text-xs font-semibold tracking-wider text-timber uppercase">Attachments</h3>
          <ul className="mt-1 grid gap-1 text-sm">
            {mail.attachments.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the mail's files in their order; the index is their address.
              <li key={i} className="flex flex-wrap items-center gap-2">
                <Paperclip aria-hidden className="size-4 shrink-0 text-kauri" />
                <a
                  href={`/pos/outbox/${mail.id}/attachment/${i}`}
                  download={a.filename}
                  className="break-all text-kauri underline hover:text-kauri-dark"
                  data-testid="outbox-attachment"
                >
                  {a.filename}
                </a>
                <span className="text-ink/65" data-testid="outbox-attachment-size">
                  {fileSize(a.size)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className="border-t border-sand px-4 py-3">
        <summary className="cursor-pointer text-sm font-medium text-timber-dark">Text version</summary>
        <pre className="mt-2 text-sm whitespace-pre-wrap text-ink/85" data-testid="outbox-text">
          {mail.text}
        </pre>
      </details>
    </article>
  );
}
