// Search text → PostgreSQL tsquery. Each word matches as a prefix ('sof' finds sofas); a word the
// catalogue does not know also matches its closest catalogue words by trigram similarity ('sofe' →
// sofa), so typos still find things. Words are ANDed, alternatives ORed.
// Only letters and digits reach the tsquery, and it travels as a bound parameter.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { BoundedMap } from '../../db/cache.ts';

export const SEARCH_RULES = {
  maxTerms: 8,
  maxTermLength: 32,
  /** Shorter words are too vague to correct ('so' is close to everything). */
  minCorrectableLength: 3,
  correctionsPerTerm: 3,
  /** pg_trgm's own default threshold for `%`; corrections below it are noise. */
  minSimilarity: 0.3,
  cachedWords: 5000,
} as const;

/** The words of the shopper's text: lower case, accents dropped, letters and digits only. */
export function searchTerms(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.slice(0, SEARCH_RULES.maxTermLength));
  return [...new Set(words)].slice(0, SEARCH_RULES.maxTerms);
}

/** Whether a word is worth looking up in search_words for corrections. */
export function isCorrectable(term: string): boolean {
  return term.length >= SEARCH_RULES.minCorrectableLength && !/^\d+$/.test(term);
}

/**
 * `(sofe:* | sofa:*) & (bed:*)`. Terms and corrections must be plain words (searchTerms makes them so);
 * anything else is dropped here as well, so no tsquery operator can come from the shopper.
 */
export function buildTsQuery(terms: string[], corrections: ReadonlyMap<string, readonly string[]> = new Map()): string {
  const plain = (w: string) => /^[a-z0-9]+$/.test(w);
  return terms
    .filter(plain)
    .map((term) => {
      const words = [...new Set([term, ...(corrections.get(term) ?? []).filter(plain)])];
      const alternatives = words.map((w) => `${w}:*`);
      return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!;
    })
    .join(' & ');
}

export function createSearch(db: Database) {
  const cache = new BoundedMap<string, string[]>(SEARCH_RULES.cachedWords);

  /** Corrections for every correctable term the cache does not hold yet, in one query. */
  async function loadCorrections(terms: string[]): Promise<void> {
    const missing = terms.filter((t) => isCorrectable(t) && !cache.has(t));
    if (!missing.length) return;
    const rows = await queryRows<{ term: string; word: string | null }>(
      db,
      sql`select t.term, c.word
          from (values ${sql.join(
            missing.map((t) => sql`(${t}::text)`),
            sql`, `,
          )}) as t(term)
          left join lateral (
            select w.word from search_words w
            where w.word % t.term
              and similarity(w.word, t.term) >= ${SEARCH_RULES.minSimilarity}
              -- a known word, or the start of one, needs no correcting ('sof' is on its way to 'sofa')
              and not exists (select 1 from search_words k where k.word like t.term || '%')
            order by similarity(w.word, t.term) desc, w.frequency desc, w.word
            limit ${SEARCH_RULES.correctionsPerTerm}
          ) c on true`,
    );
    const found = new Map<string, string[]>(missing.map((t) => [t, []]));
    for (const r of rows) if (r.word) found.get(r.term)?.push(r.word);
    for (const [term, words] of found) cache.set(term, words);
  }

  return {
    /** The tsquery text for a search, '' when the text has no words at all. */
    async tsquery(text: string): Promise<string> {
      const terms = searchTerms(text);
      if (!terms.length) return '';
      await loadCorrections(terms);
      const corrections = new Map(terms.map((t) => [t, cache.get(t) ?? []]));
      return buildTsQuery(terms, corrections);
    },
    /** Forget the corrections found so far: an edited product may bring words of its own. */
    clear(): void {
      cache.clear();
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
