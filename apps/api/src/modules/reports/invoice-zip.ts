import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { reportInvoiceZips, type Db } from '@vetclinic/db';
import { LANGUAGES, type Language, type TInvoiceZip, type TInvoiceZipInput } from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { saleDocument } from '../sales/pdf';
import { periods } from './period';

// The accountant's ZIP as a background job, the way the catalogue import runs (external-products/import-job.ts):
// the row is the job's state and progress, the HTTP answer does not wait, the screen polls the row for its bar.

const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
/** A queued/running ZIP whose heartbeat is older than this was cut by a restart: shown as failed. */
export const STALE_ZIP_MS = 2 * 60_000;
/** The progress is written every this many invoices (and at the end). */
const STEP = 5;

type Row = typeof reportInvoiceZips.$inferSelect;
export interface ZipCtx { groupId: number; clinicId: number; userId: number }

export const zipFileName = (r: { dateFrom: string; dateTo: string }) => `invoices-${r.dateFrom}-${r.dateTo}.zip`;

function toZip(r: Row): TInvoiceZip {
  const progress = r.status === 'completed' ? 100 : r.total > 0 ? Math.floor((r.processed * 100) / r.total) : 0;
  return {
    id: r.id, status: r.status, date_from: r.dateFrom, date_to: r.dateTo, total: r.total, processed: r.processed, progress,
    error: r.error, file_name: zipFileName(r), created_at: r.createdAt.toISOString(), finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

const running = new Set<Promise<void>>();

/** Waits for the jobs this process started (tests, graceful shutdown). */
export async function settleInvoiceZips(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Queues the ZIP of a period (checked as a report's) and starts it in this process without awaiting it. */
export async function startInvoiceZip(db: Db, ctx: ZipCtx, input: TInvoiceZipInput, lang: Language): Promise<TInvoiceZip> {
  periods(input.date_from, input.date_to);
  const [row] = await db.insert(reportInvoiceZips).values({
    clinicId: ctx.clinicId, requestedBy: ctx.userId, dateFrom: input.date_from, dateTo: input.date_to, language: lang,
  }).returning();
  const p = runInvoiceZip(db, ctx, row.id).finally(() => running.delete(p));
  running.add(p);
  return toZip(row);
}

export async function getInvoiceZip(db: Db, clinicId: number, id: number): Promise<TInvoiceZip> {
  await failStaleZips(db, clinicId);
  const [row] = await db.select().from(reportInvoiceZips).where(and(eq(reportInvoiceZips.id, id), eq(reportInvoiceZips.clinicId, clinicId)));
  if (!row) throw notFound();
  return toZip(row);
}

/** The clinic's latest ZIP jobs (the screen shows the last one on return). */
export async function listInvoiceZips(db: Db, clinicId: number): Promise<TInvoiceZip[]> {
  await failStaleZips(db, clinicId);
  const rows = await db.select().from(reportInvoiceZips).where(eq(reportInvoiceZips.clinicId, clinicId)).orderBy(desc(reportInvoiceZips.id)).limit(5);
  return rows.map(toZip);
}

/** The finished file; 404 for another clinic's job, 409 while it is not completed. */
export async function invoiceZipFile(db: Db, clinicId: number, id: number): Promise<{ fileName: string; file: Buffer } | 'not_ready'> {
  const [row] = await db.select().from(reportInvoiceZips).where(and(eq(reportInvoiceZips.id, id), eq(reportInvoiceZips.clinicId, clinicId)));
  if (!row) throw notFound();
  if (row.status !== 'completed' || !row.fileBytes) return 'not_ready';
  return { fileName: zipFileName(row), file: row.fileBytes };
}

/** Runs one queued ZIP to its end; never throws: a failure is written on its row. */
export async function runInvoiceZip(db: Db, ctx: ZipCtx, id: number): Promise<void> {
  const [job] = await db.update(reportInvoiceZips).set({ status: 'running', heartbeatAt: new Date(), processed: 0 })
    .where(and(eq(reportInvoiceZips.id, id), eq(reportInvoiceZips.status, 'queued'))).returning();
  if (!job) return;
  try {
    // Issued invoices whose issue instant falls on the period's clinic-local days (as the reports count them).
    const sales = rowsOf<{ id: number }>(await db.execute(sql`
      SELECT s.id FROM sales s JOIN clinics c ON c.id = s.clinic_id
       WHERE s.clinic_id = ${job.clinicId} AND s.status = 'issued'
         AND coalesce(s.issued_at, s.created_at) >= (${job.dateFrom}::date)::timestamp AT TIME ZONE c.timezone
         AND coalesce(s.issued_at, s.created_at) < (${job.dateTo}::date + 1)::timestamp AT TIME ZONE c.timezone
       ORDER BY s.number, s.id`));
    await db.update(reportInvoiceZips).set({ total: sales.length, heartbeatAt: new Date() }).where(eq(reportInvoiceZips.id, id));
    const lang = (LANGUAGES as readonly string[]).includes(job.language) ? job.language as Language : 'en';
    const zip = new JSZip();
    for (let i = 0; i < sales.length; i++) {
      const { fileName, file } = await saleDocument(db, ctx, sales[i].id, lang);
      zip.file(fileName, file);
      if ((i + 1) % STEP === 0 || i + 1 === sales.length) {
        await db.update(reportInvoiceZips).set({ processed: i + 1, heartbeatAt: new Date() }).where(eq(reportInvoiceZips.id, id));
      }
      await yieldToLoop();
    }
    // PDFs are compressed already: stored, not deflated again.
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
    await db.update(reportInvoiceZips).set({ status: 'completed', processed: sales.length, fileBytes: file, finishedAt: new Date(), heartbeatAt: new Date() })
      .where(eq(reportInvoiceZips.id, id));
    // The clinic keeps its last few files; older ones give their bytes back.
    await db.execute(sql`UPDATE report_invoice_zips SET file_bytes = NULL WHERE clinic_id = ${job.clinicId} AND file_bytes IS NOT NULL
      AND id NOT IN (SELECT id FROM report_invoice_zips WHERE clinic_id = ${job.clinicId} ORDER BY id DESC LIMIT 5)`);
  } catch {
    await db.update(reportInvoiceZips).set({ status: 'failed', error: 'reports.zip.failed', finishedAt: new Date() })
      .where(eq(reportInvoiceZips.id, id)).catch(() => undefined);
  }
}

/** ZIPs left queued or running by a process that died are failed, so the bar does not spin forever. */
async function failStaleZips(db: Db, clinicId: number, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - STALE_ZIP_MS);
  await db.update(reportInvoiceZips).set({ status: 'failed', error: 'reports.zip.failed', finishedAt: now })
    .where(and(
      eq(reportInvoiceZips.clinicId, clinicId), inArray(reportInvoiceZips.status, ['queued', 'running']),
      or(lt(reportInvoiceZips.heartbeatAt, cutoff), and(sql`${reportInvoiceZips.heartbeatAt} is null`, lt(reportInvoiceZips.createdAt, cutoff))),
    ));
}
