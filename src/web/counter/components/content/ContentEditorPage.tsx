// The content editor (/pos/content): the help and policy pages and the blog posts, each
// edited as Markdown beside a live preview the server renders (POST /pos/content/preview, as the
// storefront will show it). Managers and admins save (POST /pos/content/page/save, /post/save); other
// staff read and preview only. The first list is the loader's; the page keeps its own state after.
import { FileText, Newspaper, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { BlogPostRow, ContentListResponse, ContentPageRow, OutlineItem } from '../../../../contract/content.ts';
import { MAX_AUTHOR, MAX_BODY, MAX_DESCRIPTION, MAX_IMAGE, MAX_TITLE, MAX_URL } from '../../../../contract/content.ts';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { api } from '../../../common/lib/api.ts';
import { MarkdownBody } from '../../../common/components/content/MarkdownBody.tsx';
import { buttonClass } from '../../../common/components/ui/buttons.ts';
import { INPUT, LABEL } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';

type Editing = { kind: 'page'; draft: ContentPageRow } | { kind: 'post'; draft: BlogPostRow } | null;

const PREVIEW_DELAY_MS = 400;

const NEW_POST: BlogPostRow = {
  id: 0,
  url: '',
  name: '',
  image: '',
  description: '',
  author: '',
  body: '',
  published: false,
  publishedAt: '',
  updatedAt: '',
};

const dayOf = (iso: string) => (iso ? iso.slice(0, 10) : '');

export function ContentEditorPage({ staff, first }: { staff: SignedInStaff; first: ContentListResponse }) {
  const [pages, setPages] = useState(first.pages);
  const [posts, setPosts] = useState(first.posts);
  const [editing, setEditing] = useState<Editing>(first.pages[0] ? { kind: 'page', draft: first.pages[0] } : null);
  const mayChange = first.mayChange;

  const saved = (kind: 'page' | 'post', row: ContentPageRow | BlogPostRow) => {
    if (kind === 'page') {
      const page = row as ContentPageRow;
      setPages((list) => list.map((p) => (p.slug === page.slug ? page : p)));
      setEditing({ kind: 'page', draft: page });
    } else {
      const post = row as BlogPostRow;
      setPosts((list) => [post, ...list.filter((p) => p.id !== post.id)]);
      setEditing({ kind: 'post', draft: post });
    }
  };

  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-content">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-7xl px-4 py-4">
        <h1 className="mb-3 flex items-center gap-2 text-2xl font-semibold text-timber-dark">
          <FileText aria-hidden className="size-6 text-kauri" />
          Content
        </h1>
        {!mayChange && (
          <p className="mb-3 text-sm text-ink/75" data-testid="content-read-only">
            Only a manager can change content: you may read and preview.
          </p>
        )}
        <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <nav aria-label="Pages and blog posts" className="rounded-xl border border-sand-dark bg-white p-3">
            <h2 className="px-1 text-sm font-semibold tracking-wide text-timber-dark uppercase">Pages</h2>
            <ul className="mt-1 grid gap-1" data-testid="content-pages">
              {pages.map((p) => (
                <ListButton
                  key={p.slug}
                  current={editing?.kind === 'page' && editing.draft.slug === p.slug}
                  onClick={() => setEditing({ kind: 'page', draft: p })}
                  label={p.title}
                  note={p.published ? `/${p.slug}` : `/${p.slug} (hidden)`}
                  testId={`content-page-${p.slug}`}
                />
              ))}
            </ul>
            <div className="mt-4 flex items-center justify-between px-1">
              <h2 className="text-sm font-semibold tracking-wide text-timber-dark uppercase">Blog posts</h2>
              {mayChange && (
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-kauri hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
                  onClick={() => setEditing({ kind: 'post', draft: { ...NEW_POST } })}
                  data-testid="content-post-new"
                >
                  <Plus aria-hidden className="size-4" />
                  New post
                </button>
              )}
            </div>
            <ul className="mt-1 grid max-h-[28rem] gap-1 overflow-y-auto" data-testid="content-posts">
              {posts.length === 0 && <li className="px-2 py-1 text-sm text-ink/75">No posts yet.</li>}
              {posts.map((p) => (
                <ListButton
                  key={p.id}
                  current={editing?.kind === 'post' && editing.draft.id === p.id}
                  onClick={() => setEditing({ kind: 'post', draft: p })}
                  label={p.name}
                  note={`${dayOf(p.publishedAt)}${p.published ? '' : ' (draft)'}`}
                  testId={`content-post-${p.url}`}
                  icon={<Newspaper aria-hidden className="size-4 shrink-0 text-kauri" />}
                />
              ))}
            </ul>
          </nav>
          {editing ? (
            <Editor
              key={editing.kind === 'page' ? `page-${editing.draft.slug}` : `post-${editing.draft.id}`}
              editing={editing}
              mayChange={mayChange}
              onSaved={saved}
            />
          ) : (
            <p className="text-ink/75">Choose a page or a post.</p>
          )}
        </div>
      </div>
    </div>
  );
}

function ListButton(props: {
  current: boolean;
  onClick: () => void;
  label: string;
  note: string;
  testId: string;
  icon?: React.ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={props.current ? 'true' : undefined}
        onClick={props.onClick}
        data-testid={props.testId}
        className="flex min-h-11 w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri aria-[current=true]:bg-kauri-light"
      >
        {props.icon}
        <span className="min-w-0">
          <span className="block truncate font-medium text-ink">{props.label || 'Untitled'}</span>
          <span className="block truncate text-xs text-ink/75">{props.note}</span>
        </span>
      </button>
    </li>
  );
}

/** The server's rendering of the body, asked again after a pause in typing. */
function usePreview(body: string) {
  const [preview, setPreview] = useState<{ html: string; outline: OutlineItem[] } | null>(null);
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      api('pos.content.preview', { body })
        .then((answer) => {
          if (live) setPreview({ html: answer.html, outline: answer.outline });
        })
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [body]);
  return preview;
}

function Editor({
  editing,
  mayChange,
  onSaved,
}: {
  editing: NonNullable<Editing>;
  mayChange: boolean;
  onSaved: (kind: 'page' | 'post', row: ContentPageRow | BlogPostRow) => void;
}) {
  const ids = useId();
  const [page, setPage] = useState(editing.kind === 'page' ? editing.draft : null);
  const [post, setPost] = useState(
    editing.kind === 'post' ? { ...editing.draft, publishedAt: dayOf(editing.draft.publishedAt) } : null,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const body = page?.body ?? post?.body ?? '';
  const preview = usePreview(body);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      if (page) {
        const answer = await api('pos.content.page.save', {
          slug: page.slug,
          title: page.title,
          description: page.description,
          body: page.body,
          published: page.published,
        });
        setMessage({ text: answer.message, ok: true });
        onSaved('page', answer.page);
      } else if (post) {
        const answer = await api('pos.content.post.save', {
          id: post.id,
          url: post.url,
          name: post.name,
          image: post.image,
          description: post.description,
          author: post.author,
          body: post.body,
          published: post.published,
          publishedAt: post.publishedAt,
        });
        setMessage({ text: answer.message, ok: true });
        onSaved('post', answer.post);
      }
    } catch (err) {
      setMessage({ text: err instanceof Error ? err.message : 'Something went wrong. Please try again.', ok: false });
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: string,
    label: string,
    value: string,
    set: (v: string) => void,
    max: number,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div>
      <label htmlFor={`${ids}-${name}`} className={LABEL}>
        {label}
      </label>
      <input
        id={`${ids}-${name}`}
        className={INPUT}
        value={value}
        maxLength={max}
        readOnly={!mayChange}
        onChange={(e) => set(e.target.value)}
        data-testid={`content-${name}`}
        {...extra}
      />
    </div>
  );

  const published = page?.published ?? post?.published ?? false;
  const setPublished = (v: boolean) => {
    if (page) setPage({ ...page, published: v });
    if (post) setPost({ ...post, published: v });
  };
  const setBody = (v: string) => {
    if (page) setPage({ ...page, body: v });
    if (post) setPost({ ...post, body: v });
  };
  const heading = page ? `Page: ${page.title || page.slug}` : post?.id ? `Post: ${post.name}` : 'New blog post';
  const viewHref = page ? `/${page.slug}` : post?.id && post.published ? `/blog/${post.url}` : '';

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <form
        onSubmit={(e) => void save(e)}
        className="grid content-start gap-3 rounded-xl border border-sand-dark bg-white p-4"
        data-testid="content-editor"
        aria-labelledby={`${ids}-heading`}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${ids}-heading`} className="text-lg font-semibold text-timber-dark">
            {heading}
          </h2>
          {viewHref && (
            <a href={viewHref} target="_blank" rel="noopener" className="text-sm font-medium text-kauri underline">
              View on the storefront
            </a>
          )}
        </div>
        {page && (
          <>
            {field('title', 'Title', page.title, (v) => setPage({ ...page, title: v }), MAX_TITLE, { required: true })}
            {field(
              'description',
              'Description (search results)',
              page.description,
              (v) => setPage({ ...page, description: v }),
              MAX_DESCRIPTION,
            )}
          </>
        )}
        {post && (
          <>
            {field('name', 'Title', post.name, (v) => setPost({ ...post, name: v }), MAX_TITLE, { required: true })}
            {field(
              'url',
              'Address (/blog/…): lower-case letters, digits and -',
              post.url,
              (v) => setPost({ ...post, url: v }),
              MAX_URL,
              { required: true, pattern: '[a-z0-9\\-]+' },
            )}
            {field(
              'image',
              'Image (a path like /img/… or an https address)',
              post.image,
              (v) => setPost({ ...post, image: v }),
              MAX_IMAGE,
            )}
            {field(
              'description',
              'Description (list card, search results)',
              post.description,
              (v) => setPost({ ...post, description: v }),
              MAX_DESCRIPTION,
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              {field('author', 'Author', post.author, (v) => setPost({ ...post, author: v }), MAX_AUTHOR)}
              {field(
                'published-at',
                'Published date',
                post.publishedAt,
                (v) => setPost({ ...post, publishedAt: v }),
                10,
                {
                  type: 'date',
                },
              )}
            </div>
          </>
        )}
        <div>
          <label htmlFor={`${ids}-body`} className={LABEL}>
            Text (Markdown: ##### makes a section of the page's outline)
          </label>
          <textarea
            id={`${ids}-body`}
            className={`${INPUT} min-h-80 font-mono text-sm`}
            value={body}
            maxLength={MAX_BODY}
            readOnly={!mayChange}
            onChange={(e) => setBody(e.target.value)}
            data-testid="content-body-input"
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 font-medium text-ink">
          <input
            type="checkbox"
            className="size-5 accent-kauri"
            checked={published}
            disabled={!mayChange}
            onChange={(e) => setPublished(e.target.checked)}
            data-testid="content-published"
          />
          Published (shown on the storefront)
        </label>
        {mayChange && (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass('primary')} disabled={busy} data-testid="content-save">
              {busy ? 'Saving...' : 'Save'}
            </button>
          </div>
        )}
        <p
          role="status"
          className={`min-h-6 text-sm font-medium ${message?.ok === false ? 'text-sale' : 'text-kauri'}`}
          data-testid="content-message"
        >
          {message?.text ?? ''}
        </p>
      </form>
      <section
        aria-label="Preview"
        className="rounded-xl border border-sand-dark bg-paper p-4"
        data-testid="content-preview"
      >
        <p className="text-sm font-semibold tracking-wide text-timber-dark uppercase">Preview</p>
        {preview && preview.outline.length > 0 && (
          <p className="mt-2 text-sm text-ink/75" data-testid="content-preview-outline">
            Outline: {preview.outline.map((o) => o.text).join(' · ')}
          </p>
        )}
        {preview ? <MarkdownBody html={preview.html} className="mt-2" /> : <p className="mt-2 text-ink/75">…</p>}
      </section>
    </div>
  );
}
