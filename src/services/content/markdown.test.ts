import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('gives every heading an id and lists the H5 headings as the outline, in order', () => {
    const { html, outline } = renderMarkdown(
      '# Title\n\n##### Who we are\n\ntext\n\n##### Māori & you\n\n##### Who we are',
    );
    expect(outline).toEqual([
      { id: 'who-we-are', text: 'Who we are' },
      { id: 'maori-you', text: 'Māori & you' },
      { id: 'who-we-are-2', text: 'Who we are' },
    ]);
    expect(html).toContain('<h5 id="who-we-are">Who we are</h5>');
    expect(html).toContain('<h1 id="title">Title</h1>');
  });

  it('shows raw HTML as text and drops links to scripts', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](data:text/html,hi) [z](/contact)',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript:');
    expect(html).not.toContain('href="data:');
    expect(html).toContain('href="/contact"');
  });
});
