import { sql, type SQLWrapper } from 'drizzle-orm';

/** `{data, meta}` for a page of results (DESIGN §6). */
export function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/**
 * Select it as `total` in a page query: every row of the page then carries the number of rows matching the
 * query's WHERE (before LIMIT/OFFSET), so the list needs no second round trip for its count (each one costs
 * ≈ 0.9 ms of API CPU, docs/scaling.md). Read it back with `pageTotal`.
 */
export const totalOver = () => sql<number>`count(*) OVER ()`.mapWith(Number);

/**
 * The total of a page whose rows carry `totalOver()` as `total`: from the first row; a page past the end has
 * no row to carry it, so only then is `count` asked (page 1 empty means none at all).
 */
export async function pageTotal(rows: readonly { total: number }[], page: number, count: () => Promise<number>): Promise<number> {
  if (rows.length) return Number(rows[0].total);
  return page <= 1 ? 0 : count();
}

/**
 * `(SELECT count(*) …)` as a column of the page query: PostgreSQL runs it once (an InitPlan) with its own plan,
 * and the page keeps its own (an index walk that stops after the page). Prefer it to `totalOver()` when the
 * matches can be many and the page's joins or per-row subqueries are not cheap: `count(*) OVER ()` makes the
 * page join every match before LIMIT. Read it back with `pageTotal` as well.
 */
export const countOf = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);
