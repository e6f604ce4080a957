// A customer's organisation, email and mobile on one line, ' · ' between them. An email may break
// only after its '@' or before a dot, so a narrow column never splits it mid-word.
import { Fragment } from 'react';

/** "shopper@kauri.test" with break chances after the '@' and before each dot. */
export function EmailText({ email }: { email: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {pieces.map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string, in order.
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

export function ContactLine({ parts, email }: { parts: string[]; email: string }) {
  const shown = parts.filter(Boolean);
  return (
    <>
      {shown.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed short list, in order.
        <Fragment key={i}>
          {i > 0 && ' · '}
          {part === email ? <EmailText email={part} /> : <span className="whitespace-nowrap">{part}</span>}
        </Fragment>
      ))}
    </>
  );
}
