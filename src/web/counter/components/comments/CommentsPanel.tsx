// The comments panel of an order or a quote (specs/pos.md: "A right-hand comments panel lets staff
// choose people to alert and write a note"): the note, the staff to remind (any branch), and the
// comments so far, newest first, each with who wrote it, when, and whom it reminded. Shown beside the
// order detail, and in a side sheet from the lists (CommentsSheet.tsx).
import { BellRing, MessageSquare, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { shortNzDateTime } from '../../../../domain/dates.ts';
import { MAX_COMMENT } from '../../../../contract/pos-activity.ts';
import { type CommentKind, type CommentsState, useComments } from '../../hooks/useComments.ts';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { CheckboxRow } from '../../../common/components/ui/CheckboxRow.tsx';
import { FIELD_CLASS, LABEL_CLASS } from '../../../common/components/ui/fields.ts';

/** Beyond this many staff the list gets a box to find one by name or branch. */
const FIND_FROM = 8;

function RemindPicker({ state }: { state: CommentsState }) {
  const [find, setFind] = useState('');
  const shown = useMemo(() => {
    const words = find.trim().toLowerCase();
    if (!words) return state.staffs;
    return state.staffs.filter((s) => `${s.firstname} ${s.lastname} ${s.location}`.toLowerCase().includes(words));
  }, [find, state.staffs]);
  const chosen = state.staffs.filter((s) => state.remind.includes(s.id));
  return (
    <fieldset className="min-w-0" data-testid="comment-remind">
      <legend className={LABEL_CLASS.pos}>Remind</legend>
      <p className="mb-1 text-sm text-ink/70" aria-live="polite">
        {chosen.length ? chosen.map((s) => `${s.firstname} ${s.lastname}`).join(', ') : 'Nobody chosen'}
      </p>
      {state.staffs.length > FIND_FROM && (
        <div className="relative mb-1">
          <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-5 text-ink/50" />
          <input
            type="search"
            aria-label="Find staff"
            placeholder="Find staff"
            value={find}
            onChange={(e) => setFind(e.target.value)}
            className={`${FIELD_CLASS.pos} pl-10`}
          />
        </div>
      )}
      <div className="max-h-52 overflow-y-auto rounded-lg border border-sand-dark px-3">
        {shown.map((s) => (
          <CheckboxRow
            key={s.id}
            look="pos"
            isSelected={state.remind.includes(s.id)}
            onChange={(on) => state.toggle(s.id, on)}
            testId={`remind-${s.id}`}
          >
            {s.firstname} {s.lastname} <span className="text-ink/70">· {s.location}</span>
          </CheckboxRow>
        ))}
        {shown.length === 0 && <p className="py-3 text-sm text-ink/70">No staff found</p>}
      </div>
    </fieldset>
  );
}

function CommentList({ state }: { state: CommentsState }) {
  if (!state.loaded) return <p className="text-sm text-ink/70">Loading comments...</p>;
  if (state.comments.length === 0) return <p className="text-sm text-ink/70">No comments yet.</p>;
  return (
    <ol className="grid gap-3" data-testid="comment-list">
      {state.comments.map((c) => (
        <li key={c.id} className="rounded-lg border border-sand bg-paper px-3 py-2" data-testid="comment">
          <p className="flex flex-wrap justify-between gap-x-2 text-sm">
            <span className="font-semibold text-timber-dark">{state.nameOf(c.causer_id)}</span>
            <time dateTime={c.created_at} className="text-ink/70 tabular-nums">
              {shortNzDateTime(c.created_at)}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{c.description}</p>
          {c.remind_ids.length > 0 && (
            <p className="mt-1 flex items-start gap-1 text-sm text-ink/70">
              <BellRing aria-hidden className="mt-0.5 size-4 shrink-0 text-kauri" />
              <span>
                <span className="sr-only">Reminded </span>
                {c.remind_ids.map((id) => state.nameOf(id)).join(', ')}
              </span>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

export function CommentsPanel({
  orderNo,
  kind,
  onCount,
  headingId,
}: {
  orderNo: string;
  kind: CommentKind;
  /** Told how many comments there are, each time they are read. */
  onCount?: (total: number) => void;
  /** The heading's id, for a sheet that names itself by it. */
  headingId?: string;
}) {
  const state = useComments(orderNo, kind, onCount);
  const noteId = useId();
  const errorId = useId();
  const ownHeading = useId();
  return (
    <section
      aria-labelledby={headingId ?? ownHeading}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-sand-dark bg-white p-4"
      data-testid="comments-panel"
    >
      <h2 id={headingId ?? ownHeading} className="flex items-center gap-2 text-lg font-semibold text-timber-dark">
        <MessageSquare aria-hidden className="size-5 text-kauri" />
        Comments
        <span className="text-base font-normal text-ink/70">({state.comments.length})</span>
      </h2>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void state.save();
        }}
      >
        <RemindPicker state={state} />
        <div>
          <label htmlFor={noteId} className={LABEL_CLASS.pos}>
            Note
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={MAX_COMMENT}
            value={state.note}
            onChange={(e) => state.setNote(e.target.value)}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
            data-testid="comment-note"
            className={FIELD_CLASS.pos}
          />
          {state.error && (
            <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-sale" data-testid="comment-error">
              {state.error}
            </p>
          )}
          {state.saved && (
            <p role="status" className="mt-1 text-sm font-medium text-kauri">
              {state.saved}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={state.busy}
          className={`${buttonClass('primary')} self-end`}
          data-testid="comment-save"
        >
          {state.busy ? 'Saving...' : 'Save comment'}
        </button>
      </form>
      <CommentList state={state} />
    </section>
  );
}
