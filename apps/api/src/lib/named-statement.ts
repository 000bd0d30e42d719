import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '@vetclinic/db';

interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
}

/** The SQL text each statement name was first used with: one name, one text, whatever the caller. */
const texts = new Map<string, string>();

/**
 * Runs a raw statement of fixed text as a NAMED prepared statement. On PostgreSQL (node-postgres) it is parsed once
 * per connection and PostgreSQL's plan cache plans it once after a few runs instead of on every call: for the hot
 * multi-part statements of issuing an invoice, parsing and planning cost more than running them (bench/billing:
 * 5.3 ms of 8 ms database time per invoice). PGlite runs it as usual. Only the values may vary from call to call —
 * they are parameters — never the text: a name used with a second text throws.
 */
export async function executeNamed<Row>(db: DbOrTx, name: string, query: SQL): Promise<Row[]> {
  const d = db as unknown as Internals;
  const built = d.dialect.sqlToQuery(query);
  const known = texts.get(name);
  if (known === undefined) texts.set(name, built.sql);
  else if (known !== built.sql) throw new Error(`statement ${name} run with a second text`);
  const res = await d.session.prepareQuery(built, undefined, name, false).execute();
  return ((res as { rows?: Row[] }).rows ?? (res as Row[]));
}
