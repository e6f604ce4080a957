import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('turns the characters that could start markup or end an attribute into entities', () => {
    expect(escapeHtml(`<b>"O'Connor" & co</b>`)).toBe('&lt;b&gt;&quot;O&#39;Connor&quot; &amp; co&lt;/b&gt;');
  });
});
