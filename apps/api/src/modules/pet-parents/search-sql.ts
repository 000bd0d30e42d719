import { sql, type SQL } from 'drizzle-orm';
import { petParents } from '@vetclinic/db';

/**
 * The client's name, e-mail and phone in one lower-cased text: a stored generated column with the
 * trigram index `pet_parents_search_text_trgm` (migration 0008).
 */
export const clientSearchText = sql`${petParents.searchText}`;

/** The client's name alone, exactly the expression of the trigram index `pet_parents_name_trgm`: typos are matched there. */
export const clientNameText = sql`(${petParents.firstName} || ' ' || ${petParents.lastName})`;

/** The digits of the client's phone ("+40 721-000 111" → "40721000111"): a stored column with its own trigram index. */
export const clientPhoneDigitsSql = sql`${petParents.phoneDigits}`;

/** `%term%` for LIKE/ILIKE with the user's own `%`, `_` and `\` taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A regular expression (PostgreSQL ARE) matching `word` at the start of a word, the word taken literally. */
export const wordStartPattern = (word: string) => `\\m${word.replace(/[^\p{L}\p{N}]/gu, (c) => `\\${c}`)}`;

/** Words of a search box: at most 5, trimmed, each at most 50 characters. */
export const searchWords = (search: string) => search.split(/\s+/).filter(Boolean).slice(0, 5).map((w) => w.slice(0, 50));

/**
 * A search that looks like a phone number ("0721 000 111", "+40-721"): its digits without leading
 * zeros, so national and international spellings of one number meet. Null for anything else.
 */
export function phoneSearchDigits(search: string): string | null {
  if (!/^[+0-9 ()./-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 ? digits : null;
}

/** One word matches a text when it is a substring of it or a close word (typos: "Popesu"). */
export function wordMatches(text: SQL, word: string): SQL {
  return word.length >= 3
    ? sql`(${text} ILIKE ${likePattern(word)} OR ${word} <% ${text})`
    : sql`${text} ILIKE ${likePattern(word)}`;
}
