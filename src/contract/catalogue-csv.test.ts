// docs/catalogue-csv.md is the file's reference: it must name every column the export writes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_COLUMNS } from './catalogue-csv.ts';

describe('the catalogue CSV document', () => {
  it('lists every column in its table, in the file’s order', () => {
    const doc = readFileSync(new URL('../../docs/catalogue-csv.md', import.meta.url), 'utf8');
    const listed = [...doc.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual([...CATALOGUE_CSV_COLUMNS]);
  });
});
