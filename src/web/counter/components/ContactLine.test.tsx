// An email in a customer's contact line may break only after its '@' or before a dot, never mid-word.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactLine } from './ContactLine.tsx';

describe('ContactLine', () => {
  it("offers line breaks in an email only at its '@' and dots, and keeps a mobile whole", () => {
    const html = renderToString(
      <ContactLine
        parts={['Harbour Dental', 'aroha.ngata@example.co.nz', '021 555 0101']}
        email="aroha.ngata@example.co.nz"
      />,
    );
    expect(html).toContain('aroha<wbr/>.ngata@<wbr/>example<wbr/>.co<wbr/>.nz');
    expect(html).toContain('<span class="whitespace-nowrap">021 555 0101</span>');
    expect(html.replace(/<[^>]+>/g, '')).toBe('Harbour Dental · aroha.ngata@example.co.nz · 021 555 0101');
  });
});
