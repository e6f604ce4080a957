// Markdown a shop manager writes (help and policy pages, blog posts) turned into the page's HTML, with
// the page's outline: every H5 heading gets an id, and the outline lists them in order (the left
// outline of storefront.md's static pages). Raw HTML in the text is shown as text, never run
// (markdown-it with `html: false`); links keep to http(s), mailto, tel and the shop's own paths.
import MarkdownIt from 'markdown-it';

export interface OutlineEntry {
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  outline: OutlineEntry[];
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

// markdown-it's own check refuses javascript:, vbscript:, file: and data: (but some images); keep it,
// and narrow further to what a shop's page links to.
const defaultValidate = md.validateLink.bind(md);
md.validateLink = (url: string) => {
  if (!defaultValidate(url)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
};

/** A heading's id: its words in lower case joined by hyphens, numbered when the page repeats it. */
function slugFor(text: string, taken: Map<string, number>): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  const seen = taken.get(base) ?? 0;
  taken.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen + 1}`;
}

export interface RenderOptions {
  /**
   * Headings as sections under the page's own H1: H6 is shown as an H3 and every other level as an H2,
   * so a page's headings descend in order (its outline is still the H5 headings the author wrote).
   */
  underPageTitle?: boolean;
}

export function renderMarkdown(source: string, opts: RenderOptions = {}): RenderedMarkdown {
  const env = {};
  const tokens = md.parse(source, env);
  const outline: OutlineEntry[] = [];
  const taken = new Map<string, number>();
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const inline = tokens[i + 1];
    const text = inline?.children?.map((c) => c.content).join('') ?? inline?.content ?? '';
    const id = slugFor(text, taken);
    token.attrSet('id', id);
    if (token.tag === 'h5') outline.push({ id, text });
    if (opts.underPageTitle) {
      const tag = token.tag === 'h6' ? 'h3' : 'h2';
      token.tag = tag;
      const close = tokens.slice(i + 2).find((t) => t.type === 'heading_close');
      if (close) close.tag = tag;
    }
  });
  return { html: md.renderer.render(tokens, md.options, env), outline };
}
