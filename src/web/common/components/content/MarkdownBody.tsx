// Markdown the server rendered (services/content/markdown.ts: raw HTML in the text is escaped, links
// limited to safe schemes), styled for reading: the site has no typography plugin, so the styles of
// the elements Markdown makes are here, once.
export const MARKDOWN_CLASSES = [
  'max-w-prose text-base leading-7 text-ink',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-timber-dark',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-timber-dark',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:font-medium [&_a]:text-kauri [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-kauri-dark',
  '[&_strong]:font-semibold [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-sand-dark [&_blockquote]:pl-4',
  '[&_table]:mt-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border-b-2 [&_th]:border-sand-dark [&_th]:bg-sand [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-sand-dark [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
].join(' ');

export function MarkdownBody({ html, className = '', testId }: { html: string; className?: string; testId?: string }) {
  return (
    <div
      className={`${MARKDOWN_CLASSES} ${className}`}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from Markdown with raw HTML escaped
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
