import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { clinicPreferences, estimateTemplateLines, estimateTemplates, type Db, type DbOrTx } from '@vetclinic/db';
import {
  PAGE_SIZE, type TEstimate, type TEstimateTemplate, type TEstimateTemplateInputParsed, type TEstimateTemplateListQuery,
} from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { resolveLines } from './lines';
import { insertEstimate, resolveParties, toEstimate } from './service';

type TemplateRow = typeof estimateTemplates.$inferSelect;
type TemplateLineRow = typeof estimateTemplateLines.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const inClinic = (scope: TenantScope, id: number) => and(eq(estimateTemplates.id, id), eq(estimateTemplates.clinicId, scope.clinicId), isNull(estimateTemplates.deletedAt));
const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

const loadTemplateLines = (db: DbOrTx, templateId: number) =>
  db.select().from(estimateTemplateLines).where(eq(estimateTemplateLines.templateId, templateId)).orderBy(asc(estimateTemplateLines.position), asc(estimateTemplateLines.id));

function toTemplate(row: TemplateRow, lines: TemplateLineRow[]): TEstimateTemplate {
  return {
    id: row.id, clinic_id: row.clinicId, name: row.name, title: row.title, notes: row.notes,
    lines: lines.map((l) => ({
      id: l.id, position: l.position, service_id: l.serviceId, product_id: l.productId, name: l.name, qty_low: l.qtyLow, qty_high: l.qtyHigh,
      unit_price: l.unitPrice, discount_percent: l.discountType === 'percent' ? (l.discountValueX100 ?? 0) / 100 : null,
      discount_amount: l.discountType === 'amount' ? l.discountValueX100 : null, vat: l.vatBp / 100, service_tax: l.serviceTaxBp / 100,
    })),
    created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTemplates(db: Db, scope: TenantScope, query: TEstimateTemplateListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const c: (SQL | undefined)[] = [eq(estimateTemplates.clinicId, scope.clinicId), isNull(estimateTemplates.deletedAt)];
  if (query.filter?.search) c.push(sql`lower(${estimateTemplates.name}) LIKE ${`%${escapeLike(query.filter.search.toLowerCase())}%`}`);
  const where = and(...c);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(estimateTemplates).where(where).orderBy(asc(sql`lower(${estimateTemplates.name})`), asc(estimateTemplates.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(estimateTemplates).where(where),
  ]);
  const lines = rows.length ? await db.select().from(estimateTemplateLines).where(inArray(estimateTemplateLines.templateId, rows.map((r) => r.id))).orderBy(asc(estimateTemplateLines.position)) : [];
  return { data: rows.map((r) => toTemplate(r, lines.filter((l) => l.templateId === r.id))), meta: pageMeta(query.page, perPage, total) };
}

async function findTemplate(db: DbOrTx, scope: TenantScope, id: number) {
  const [row] = await db.select().from(estimateTemplates).where(inClinic(scope, id));
  if (!row) throw notFound();
  return row;
}

export async function getTemplate(db: Db, scope: TenantScope, id: number): Promise<TEstimateTemplate> {
  const row = await findTemplate(db, scope, id);
  return toTemplate(row, await loadTemplateLines(db, id));
}

async function assertNameFree(tx: DbOrTx, scope: TenantScope, name: string, exceptId?: number) {
  const [clash] = await tx.select({ id: estimateTemplates.id }).from(estimateTemplates).where(and(
    eq(estimateTemplates.clinicId, scope.clinicId), isNull(estimateTemplates.deletedAt), sql`lower(${estimateTemplates.name}) = lower(${name})`,
    exceptId ? ne(estimateTemplates.id, exceptId) : undefined,
  ));
  if (clash) throw validation({ name: ['estimates.validation.template_name_taken'] });
}

async function writeTemplateLines(tx: DbOrTx, scope: TenantScope, templateId: number, input: TEstimateTemplateInputParsed) {
  const lines = await resolveLines(tx, scope.clinicId, input.lines, true);
  await tx.delete(estimateTemplateLines).where(eq(estimateTemplateLines.templateId, templateId));
  await tx.insert(estimateTemplateLines).values(lines.map((l, i) => ({
    templateId, position: i, serviceId: l.serviceId, productId: l.productId, name: l.name, qtyLow: l.qtyLow, qtyHigh: l.qtyHigh,
    unitPrice: l.unitPrice, discountType: l.discountType, discountValueX100: l.discountValueX100, vatBp: l.vatBp, serviceTaxBp: l.serviceTaxBp,
  })));
}

/** A template of the active clinic; names are unique per clinic in any case (staff pick them by name). */
export async function createTemplate(db: Db, scope: TenantScope, input: TEstimateTemplateInputParsed, now = new Date()): Promise<TEstimateTemplate> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('estimate_templates'), ${scope.clinicId})`);
    await assertNameFree(tx, scope, input.name);
    const [row] = await tx.insert(estimateTemplates).values({ clinicId: scope.clinicId, name: input.name, title: input.title ?? null, notes: input.notes ?? null, createdAt: now, updatedAt: now }).returning();
    await writeTemplateLines(tx, scope, row.id, input);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'estimate_template.created', entityType: 'estimate_template', entityId: row.id, after: { name: input.name } });
    return toTemplate(row, await loadTemplateLines(tx, row.id));
  });
}

/** Edits a template; estimates built from it earlier keep their own lines. */
export async function updateTemplate(db: Db, scope: TenantScope, id: number, input: TEstimateTemplateInputParsed, now = new Date()): Promise<TEstimateTemplate> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('estimate_templates'), ${scope.clinicId})`);
    await findTemplate(tx, scope, id);
    await assertNameFree(tx, scope, input.name, id);
    const [row] = await tx.update(estimateTemplates).set({ name: input.name, title: input.title ?? null, notes: input.notes ?? null, updatedAt: now }).where(eq(estimateTemplates.id, id)).returning();
    await writeTemplateLines(tx, scope, id, input);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'estimate_template.updated', entityType: 'estimate_template', entityId: id, after: { name: input.name } });
    return toTemplate(row, await loadTemplateLines(tx, id));
  });
}

export async function deleteTemplate(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(estimateTemplates).set({ deletedAt: now, updatedAt: now }).where(inClinic(scope, id)).returning();
    if (!row) throw notFound();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'estimate_template.deleted', entityType: 'estimate_template', entityId: id, before: { name: row.name } });
  });
}

/**
 * Builds a pending estimate from a template: its lines with today's catalogue prices where the template
 * leaves the price open. A service or product removed from the catalogue since is a 422 naming the line.
 */
export async function buildFromTemplate(
  db: Db, scope: TenantScope,
  input: { template_id: number; client_id?: number | null; pet_id?: number | null; record_id?: number | null; title?: string | null; valid_until?: string | null },
  now = new Date(),
): Promise<TEstimate> {
  return db.transaction(async (tx) => {
    const [tpl] = await tx.select().from(estimateTemplates).where(inClinic(scope, input.template_id));
    if (!tpl) throw validation({ template_id: ['estimates.validation.template_unknown'] });
    const parties = await resolveParties(tx, scope, input);
    const tplLines = await loadTemplateLines(tx, tpl.id);
    const lines = await resolveLines(tx, scope.clinicId, tplLines.map((l) => ({
      service_id: l.serviceId, product_id: l.productId, name: l.name, qty_low: l.qtyLow, qty_high: l.qtyHigh, unit_price: l.unitPrice,
      discount_percent: l.discountType === 'percent' ? (l.discountValueX100 ?? 0) / 100 : null,
      discount_amount: l.discountType === 'amount' ? l.discountValueX100 : null, vat: l.vatBp / 100, service_tax: l.serviceTaxBp / 100,
    })));
    // Catalogue prices are entered with or without tax per the clinic's preference: the estimate reads them the same way.
    const [prefs] = await tx.select({ pricesIncludeTax: clinicPreferences.pricesIncludeTax }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, scope.clinicId));
    const row = await insertEstimate(tx, scope, {
      parties, title: input.title ?? tpl.title ?? tpl.name, notes: tpl.notes, validUntil: input.valid_until ?? null,
      pricesIncludeTax: prefs?.pricesIncludeTax ?? false, templateId: tpl.id, lines,
    }, 'estimate.created_from_template', now);
    return toEstimate(tx, row);
  });
}

