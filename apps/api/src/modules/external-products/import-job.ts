import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { externalProductImports, type Db } from '@vetclinic/db';
import { mapRow, parseCatalogue, type MappedRow, type RowError } from './parse-catalogue';

// The catalogue import as a background job. The import row is the job's state: queued -> running ->
// completed | failed (with the reason). Rows with bad values are skipped and listed; a failure of the
// job itself (unreadable file, database error, process killed) keeps NONE of the file's rows: all
// upserts run in one transaction at the end, so the catalogue is either the old one or the new one.

const CHUNK = 2_000;

/** node-postgres answers { rows }, PGlite's drizzle driver too; both shapes are read the same way. */
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
const MAX_ROW_ERRORS = 200;
/** A queued/running import whose heartbeat is older than this was cut by a restart: shown as failed. */
export const STALE_IMPORT_MS = 2 * 60_000;

const running = new Set<Promise<void>>();

/** Starts the job in this process without awaiting it (the HTTP answer does not wait for 10,000 rows). */
export function launchImport(db: Db, importId: number): void {
  const p = runImport(db, importId).finally(() => running.delete(p));
  running.add(p);
}

/** Waits for the jobs this process started (tests, graceful shutdown). */
export async function settleImports(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs one queued import to its end; never throws: a failure is written on the import row. */
export async function runImport(db: Db, importId: number): Promise<void> {
  const [job] = await db.update(externalProductImports).set({ status: 'running', heartbeatAt: new Date(), processedRows: 0 })
    .where(and(eq(externalProductImports.id, importId), eq(externalProductImports.status, 'queued'))).returning();
  if (!job) return; // someone else claimed it, or it is not queued
  try {
    if (!job.fileBytes) throw new Error('external_products.errors.file_missing');
    const rows = await parseCatalogue(job.fileBytes, job.fileType);
    const body = rows.slice(1);
    const byCode = new Map<string, MappedRow>();
    const rowErrors: RowError[] = [];
    let skipped = 0;
    for (let start = 0; start < body.length; start += CHUNK) {
      const end = Math.min(start + CHUNK, body.length);
      for (let i = start; i < end; i++) {
        const { value, errors } = mapRow(body[i], job.mapping, i + 2);
        if (value) byCode.set(value.code, value); // the file's last line for a code wins
        else {
          skipped++;
          if (rowErrors.length < MAX_ROW_ERRORS) rowErrors.push(...errors.slice(0, MAX_ROW_ERRORS - rowErrors.length));
        }
      }
      // Validation is half of the bar; writing is the other half.
      await db.update(externalProductImports).set({ processedRows: Math.floor(end / 2), heartbeatAt: new Date() })
        .where(eq(externalProductImports.id, importId));
      await yieldToLoop();
    }
    const values = [...byCode.values()];
    await db.transaction(async (tx) => {
      let created = 0;
      let updated = 0;
      for (let start = 0; start < values.length; start += CHUNK) {
        const batch = values.slice(start, start + CHUNK).map((v) => ({
          code: v.code, name: v.name, barcode: v.barcode, unit: v.unit, sub_unit: v.subUnit, sub_units: v.subUnits,
          purchase_price: v.purchasePrice, selling_price: v.sellingPrice, vat_bp: v.vatBp, manufacturer: v.manufacturer, category: v.category,
        }));
        // One JSON parameter per batch instead of 11 per row: binding thousands of parameters was most of the time.
        const result = await tx.execute<{ inserted: boolean }>(sql`
          insert into external_products (clinic_id, supplier_id, import_id, code, name, barcode, unit, sub_unit, sub_units, purchase_price, selling_price, vat_bp, manufacturer, category)
          select ${job.clinicId}, ${job.supplierId}, ${importId}, x.code, x.name, x.barcode, x.unit, x.sub_unit, x.sub_units, x.purchase_price, x.selling_price, x.vat_bp, x.manufacturer, x.category
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(code varchar, name varchar, barcode varchar, unit varchar, sub_unit varchar, sub_units integer,
            purchase_price bigint, selling_price bigint, vat_bp integer, manufacturer varchar, category varchar)
          on conflict (supplier_id, code) do update set
            import_id = excluded.import_id, name = excluded.name, barcode = excluded.barcode, unit = excluded.unit, sub_unit = excluded.sub_unit,
            sub_units = excluded.sub_units, purchase_price = excluded.purchase_price, selling_price = excluded.selling_price, vat_bp = excluded.vat_bp,
            manufacturer = excluded.manufacturer, category = excluded.category, updated_at = now()
          returning (xmax = 0) as inserted`);
        // xmax = 0 only on a freshly inserted row version: tells inserts from updates in one statement.
        for (const r of rowsOf<{ inserted: boolean }>(result)) if (r.inserted) created++; else updated++;
      }
      await tx.update(externalProductImports).set({
        status: 'completed', processedRows: body.length, createdCount: created, updatedCount: updated, skippedCount: skipped,
        rowErrors, finishedAt: new Date(), heartbeatAt: new Date(), fileBytes: null,
      }).where(eq(externalProductImports.id, importId));
    });
  } catch (err) {
    const message = err instanceof Error && err.message.startsWith('external_products.errors.') ? err.message : 'external_products.errors.job_failed';
    await db.update(externalProductImports).set({ status: 'failed', error: message, finishedAt: new Date() })
      .where(eq(externalProductImports.id, importId))
      .catch(() => undefined);
  }
}

/** Imports left queued or running by a process that died are failed, so the screen does not spin forever. */
export async function failStaleImports(db: Db, clinicId: number, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - STALE_IMPORT_MS);
  await db.update(externalProductImports).set({ status: 'failed', error: 'external_products.errors.interrupted', finishedAt: now })
    .where(and(
      eq(externalProductImports.clinicId, clinicId),
      inArray(externalProductImports.status, ['queued', 'running']),
      or(lt(externalProductImports.heartbeatAt, cutoff), and(sql`${externalProductImports.heartbeatAt} is null`, lt(externalProductImports.createdAt, cutoff))),
    ));
}
