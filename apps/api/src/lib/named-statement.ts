import { SQL } from 'drizzle-orm';
import type { DbOrTx } from '@vetclinic/db';

interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
}

/** A statement's text with `$1…$n` for its values, as PostgreSQL takes it. */
export interface Statement { text: string; values: unknown[] }

const statementTexts = new WeakMap<TemplateStringsArray, string>();

/**
 * A raw statement whose interpolations are all VALUES (numbers, strings, null — no tables or columns): the text is
 * made once per place in the code (the template's strings are one object there) and each call only collects the
 * values, where drizzle's `sql` builds the text again on every call (a third of the API's CPU per invoice issued,
 * bench/billing). For the hot statements `executeNamed` runs.
 */
export function statement(strings: TemplateStringsArray, ...values: unknown[]): Statement {
  let text = statementTexts.get(strings);
  if (text === undefined) {
    text = strings.reduce((out, part, i) => `${out}$${i}${part}`);
    statementTexts.set(strings, text);
  }
  return { text, values };
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
export async function executeNamed<Row>(db: DbOrTx, name: string, query: SQL | Statement): Promise<Row[]> {
  const d = db as unknown as Internals;
  const built = query instanceof SQL ? d.dialect.sqlToQuery(query) : { sql: query.text, params: query.values };
  claim(name, built.sql);
  const res = await d.session.prepareQuery(built, undefined, name, false).execute();
  return ((res as { rows?: Row[] }).rows ?? (res as Row[]));
}

/**
 * Runs a drizzle query builder (select, update…) as a NAMED prepared statement, with its typed answer: what
 * `executeNamed` does for raw statements, for a hot query whose text never varies (the same columns, conditions and
 * clauses on every call; only the values may change).
 */
export function runNamed<R>(builder: { prepare(name: string): { execute(): Promise<R>; getQuery(): { sql: string } } }, name: string): Promise<R> {
  const prepared = builder.prepare(name);
  claim(name, prepared.getQuery().sql);
  return prepared.execute();
}

function claim(name: string, text: string) {
  const known = texts.get(name);
  if (known === undefined) texts.set(name, text);
  else if (known !== text) throw new Error(`statement ${name} run with a second text`);
}

interface PreparedLike<R> { execute(values?: Record<string, unknown>): Promise<R>; getQuery(): { sql: string } }
const preparedByClient = new WeakMap<object, Map<string, PreparedLike<unknown>>>();

/**
 * A drizzle query built ONCE per database client (values as `sql.placeholder`s) and kept as a named prepared
 * statement, for the hottest queries: `runNamed` still builds the text on every call. The client is the pool for a
 * query outside a transaction, and the pooled connection a node-postgres transaction runs on, which the pool reuses;
 * PGlite's transaction objects are new each time, so there it is built per call. `build` must not depend on the
 * call's values (they are the placeholders' values, given to `execute`).
 */
export function preparedIn<R>(db: DbOrTx, name: string, build: (db: DbOrTx) => { prepare(name: string): PreparedLike<R> }): PreparedLike<R> {
  const client = (db as unknown as { session: { client: object } }).session.client;
  let statements = preparedByClient.get(client);
  if (!statements) preparedByClient.set(client, statements = new Map());
  let prepared = statements.get(name) as PreparedLike<R> | undefined;
  if (!prepared) {
    prepared = build(db).prepare(name);
    claim(name, prepared.getQuery().sql);
    statements.set(name, prepared as PreparedLike<unknown>);
  }
  return prepared;
}
