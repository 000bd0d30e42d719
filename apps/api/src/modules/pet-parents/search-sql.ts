import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { petParents } from '@vetclinic/db';

/**
 * Exactly the expression of the GIN index `pet_parents_search_trgm` (migration 0001): the planner
 * uses the index only when a query repeats it verbatim.
 */
export const clientSearchText = sql`(${petParents.firstName} || ' ' || ${petParents.lastName} || ' ' || coalesce(${petParents.email}::text, '') || ' ' || coalesce(${petParents.phone}, ''))`;

/** The digits of a phone column, so "+40 721-000 111" matches "0721000111". */
export const digitsOf = (col: AnyColumn) => sql`regexp_replace(coalesce(${col}, ''), '[^0-9]', '', 'g')`;

/** `%term%` for LIKE/ILIKE with the user's own `%`, `_` and `\` taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
