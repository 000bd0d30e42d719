import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@vetclinic/db';

/**
 * Many rows of a table inserted in ONE statement with ONE parameter (the job paths that write hundreds of rows at
 * once: the renewal batch). The rows travel as a JSON array that `jsonb_populate_recordset` spreads over the
 * table's own column types, so the statement stays small whatever the row count (a multi-row VALUES of 250 sales
 * bound ~4,000 parameters, and building it cost the API more CPU than the database spent running it). Rows are
 * given by the schema's keys, all with the same keys; they are inserted in the order given. `tail` is appended
 * (ON CONFLICT …, RETURNING …); the answer is the raw rows of the RETURNING, by column name.
 */
export async function insertRows<T extends PgTable, R = Record<string, unknown>>(
  tx: DbOrTx, table: T, rows: Partial<T['$inferInsert']>[], tail: SQL = sql``,
): Promise<R[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]).filter((k) => (rows[0] as Record<string, unknown>)[k] !== undefined);
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`insertRows: ${getTableName(table)} has no column ${k}`);
    return sql.identifier(column.name);
  });
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k, i) => [columns[k].name, (r as Record<string, unknown>)[keys[i]] ?? null]))));
  const list = sql.join(names, sql`, `);
  const res = await tx.execute(sql`INSERT INTO ${table} (${list})
    SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, ${json}::jsonb) ${tail}`);
  return ((res as unknown as { rows?: R[] }).rows ?? (res as unknown as R[]));
}
