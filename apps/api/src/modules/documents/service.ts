import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  appointmentPets, appointmentServices, appointments, breeds, clinics, documentTemplates, petParents, pets, records,
  servicePackages, species, staffUsers, type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  DOCUMENT_BUILT_IN_KEYS, PAGE_SIZE, documentBuiltIn, documentValues, escapeHtml, renderDocumentHtml,
  unknownPlaceholders, type DocumentContext, type Language, type TDocumentRenderInput, type TDocumentRendered, type TDocumentTemplate,
  type TDocumentTemplateInput, type TDocumentTemplateListQuery, type TDocumentTemplateUpdateInput,
} from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

export type DocumentTemplateRow = typeof documentTemplates.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toDocumentTemplate(t: DocumentTemplateRow): TDocumentTemplate {
  return {
    id: t.id, clinic_id: t.clinicId, name: t.name, type: t.type, language: t.language, body: t.body,
    source: t.pdfStorageKey ? 'pdf' : 'editor', pdf_pages: t.pdfPages, pdf_size: t.pdfSize,
    built_in_key: t.builtInKey, version: t.version, archived_at: t.archivedAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(), updated_at: t.updatedAt.toISOString(),
  };
}

const audit = (tx: DbOrTx, scope: TenantScope, action: string, id: number, before?: unknown, after?: unknown) =>
  writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action, entityType: 'document_template', entityId: id, before, after });

const auditView = (t: DocumentTemplateRow) => ({ name: t.name, type: t.type, language: t.language, version: t.version, archived: t.archivedAt !== null });

/** A body naming a placeholder outside the catalogue is a 422 on `body` whose message lists the names. */
function assertPlaceholders(body: string | undefined, lang: Language) {
  if (body === undefined) return;
  const unknown = unknownPlaceholders(body);
  if (unknown.length) throw validation({ body: [translate(lang, 'documents.validation.unknown_placeholder', { count: unknown.length, names: unknown.join(', ') })] });
}

export async function listDocumentTemplates(db: Db, scope: TenantScope, query: TDocumentTemplateListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(documentTemplates.clinicId, scope.clinicId)];
  conditions.push(f.archived === '1' ? isNotNull(documentTemplates.archivedAt) : isNull(documentTemplates.archivedAt));
  if (f.type) conditions.push(eq(documentTemplates.type, f.type));
  if (f.search) conditions.push(ilike(documentTemplates.name, `%${escapeLike(f.search)}%`));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(documentTemplates).where(where).orderBy(asc(documentTemplates.name), asc(documentTemplates.id))
      .limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(documentTemplates).where(where),
  ]);
  return { data: rows.map(toDocumentTemplate), meta: pageMeta(query.page, perPage, total) };
}

/** One template of the active clinic (archived included), or 404. */
export async function findDocumentTemplate(db: DbOrTx, scope: TenantScope, id: number, lock = false): Promise<DocumentTemplateRow> {
  const q = db.select().from(documentTemplates).where(and(eq(documentTemplates.id, id), eq(documentTemplates.clinicId, scope.clinicId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function getDocumentTemplate(db: Db, scope: TenantScope, id: number): Promise<TDocumentTemplate> {
  return toDocumentTemplate(await findDocumentTemplate(db, scope, id));
}

export async function createDocumentTemplate(db: Db, scope: TenantScope, input: TDocumentTemplateInput, lang: Language, now = new Date()): Promise<TDocumentTemplate> {
  assertPlaceholders(input.body, lang);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(documentTemplates).values({
      clinicId: scope.clinicId, name: input.name, type: input.type, language: input.language, body: input.body,
      createdBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    await audit(tx, scope, 'document_template.created', row.id, undefined, auditView(row));
    return toDocumentTemplate(row);
  });
}

/** Changes a template (archived ones are 404); every change bumps its version. */
export async function updateDocumentTemplate(db: Db, scope: TenantScope, id: number, input: TDocumentTemplateUpdateInput, lang: Language, now = new Date()): Promise<TDocumentTemplate> {
  return db.transaction(async (tx) => {
    const before = await findDocumentTemplate(tx, scope, id, true);
    if (before.archivedAt) throw notFound();
    // After the tenant check: another clinic's id is a 404 whatever the body says.
    // An uploaded PDF has no text to edit: its name, type and language change, its pages never do.
    if (before.pdfStorageKey && input.body !== undefined) throw validation({ body: ['documents.validation.pdf_no_body'] });
    assertPlaceholders(input.body, lang);
    const patch: Partial<typeof documentTemplates.$inferInsert> = { updatedAt: now, version: before.version + 1 };
    if (input.name !== undefined) patch.name = input.name;
    if (input.type !== undefined) patch.type = input.type;
    if (input.language !== undefined) patch.language = input.language;
    if (input.body !== undefined) patch.body = input.body;
    const [after] = await tx.update(documentTemplates).set(patch).where(eq(documentTemplates.id, id)).returning();
    await audit(tx, scope, 'document_template.updated', id, auditView(before), auditView(after));
    return toDocumentTemplate(after);
  });
}

/** Archives a template (DELETE): it leaves the lists; a built-in can be seeded again afterwards. */
export async function archiveDocumentTemplate(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findDocumentTemplate(tx, scope, id, true);
    if (before.archivedAt) throw notFound();
    const [after] = await tx.update(documentTemplates).set({ archivedAt: now, updatedAt: now }).where(eq(documentTemplates.id, id)).returning();
    await audit(tx, scope, 'document_template.archived', id, auditView(before), auditView(after));
  });
}

/**
 * Gives a clinic the built-in templates it has no live copy of, in `language` (English where that language
 * is not written yet). Used when a clinic is created; the demo seed has its twin in packages/db.
 */
export async function insertBuiltInDocumentTemplates(tx: DbOrTx, clinicId: number, language: string, userId: number | null, now = new Date()) {
  const have = await tx.select({ key: documentTemplates.builtInKey }).from(documentTemplates)
    .where(and(eq(documentTemplates.clinicId, clinicId), isNull(documentTemplates.archivedAt), isNotNull(documentTemplates.builtInKey)));
  const missing = DOCUMENT_BUILT_IN_KEYS.filter((k) => !have.some((h) => h.key === k));
  if (missing.length === 0) return [];
  return tx.insert(documentTemplates).values(missing.map((key) => {
    const t = documentBuiltIn(key, language);
    return { clinicId, name: t.name, type: t.type, language: t.language, body: t.body, builtInKey: key, createdBy: userId, createdAt: now, updatedAt: now };
  })).returning();
}

const fullName = (p: { firstName: string; lastName: string } | null | undefined) => (p ? `${p.firstName} ${p.lastName}`.trim() : null);

async function staffName(db: DbOrTx, id: number | null | undefined): Promise<string | null> {
  if (!id) return null;
  const [s] = await db.select({ firstName: staffUsers.firstName, lastName: staffUsers.lastName }).from(staffUsers).where(eq(staffUsers.id, id));
  return fullName(s);
}

/**
 * Loads what a document about a pet shows. The pet is the group's, the appointment and record the active
 * clinic's (else 404); an appointment or record of another pet is a 422 on its field.
 */
export async function documentContext(db: Db, scope: TenantScope, input: TDocumentRenderInput, language: string, now: Date): Promise<DocumentContext> {
  const [p] = await db.select({ pet: pets, species: species.name, breed: breeds.name }).from(pets)
    .leftJoin(species, eq(species.id, pets.speciesId)).leftJoin(breeds, eq(breeds.id, pets.breedId))
    .where(and(eq(pets.id, input.pet_id), eq(pets.groupId, scope.groupId)));
  if (!p) throw notFound();
  let appointment: DocumentContext['appointment'] = null;
  if (input.appointment_id) {
    const [a] = await db.select().from(appointments).where(and(eq(appointments.id, input.appointment_id), eq(appointments.clinicId, scope.clinicId)));
    if (!a) throw notFound();
    const [link] = await db.select().from(appointmentPets).where(and(eq(appointmentPets.appointmentId, a.id), eq(appointmentPets.petId, p.pet.id)));
    if (!link) throw validation({ appointment_id: ['validation.invalid'] });
    const svc = await db.select({ name: servicePackages.name }).from(appointmentServices)
      .innerJoin(servicePackages, eq(servicePackages.id, appointmentServices.servicePackageId))
      .where(eq(appointmentServices.appointmentId, a.id)).orderBy(asc(servicePackages.name));
    appointment = { startsAt: a.startsAt, services: svc.map((s) => s.name), vet: await staffName(db, a.vetId) };
  }
  let record: DocumentContext['record'] = null;
  if (input.record_id) {
    const [r] = await db.select().from(records).where(and(eq(records.id, input.record_id), eq(records.clinicId, scope.clinicId)));
    if (!r) throw notFound();
    if (r.petId !== p.pet.id) throw validation({ record_id: ['validation.invalid'] });
    record = { title: r.title, recordedAt: r.recordedAt, vet: await staffName(db, r.vetId), clientSummary: r.clientSummary };
  }
  const [[clinic], [owner]] = await Promise.all([
    db.select().from(clinics).where(eq(clinics.id, scope.clinicId)),
    db.select().from(petParents).where(inArray(petParents.id, [p.pet.ownerId])),
  ]);
  return {
    clinic: {
      name: clinic.name, address: clinic.address, phone: clinic.phone, email: clinic.email, timezone: clinic.timezone,
      dateFormat: clinic.clientDateFormat, timeFormat: clinic.clientTimeFormat, language,
    },
    client: owner ? { firstName: owner.firstName, lastName: owner.lastName, email: owner.email, phone: owner.phone, address: [owner.address, owner.address2].filter(Boolean).join(', ') || null } : null,
    pet: {
      nickname: p.pet.nickname, species: p.species, breed: p.breed,
      gender: p.pet.gender === 'unknown' ? null : translate(language as Language, `clients.pets.gender.${p.pet.gender}`),
      birthday: p.pet.birthday, microchip: p.pet.microchip, color: p.pet.color,
    },
    appointment,
    record,
    vet: await staffName(db, scope.userId),
    now,
  };
}

/** The clinic's header and the title over the filled body, as the PDF prints them. */
export function documentHtml(ctx: DocumentContext, title: string, body: string): string {
  const c = ctx.clinic;
  const contacts = [c.address, c.phone, c.email].filter(Boolean).map((s) => escapeHtml(s as string)).join(' · ');
  return [
    `<header><p><strong>${escapeHtml(c.name)}</strong></p>${contacts ? `<p>${contacts}</p>` : ''}</header>`,
    `<h1>${escapeHtml(title)}</h1>`,
    renderDocumentHtml(body, documentValues(ctx)),
  ].join('\n');
}

export async function renderDocument(db: Db, scope: TenantScope, id: number, input: TDocumentRenderInput, now = new Date()) {
  const tpl = await findDocumentTemplate(db, scope, id);
  const ctx = await documentContext(db, scope, input, tpl.language, now);
  return { tpl, ctx };
}

export async function renderDocumentHtmlResult(db: Db, scope: TenantScope, id: number, input: TDocumentRenderInput): Promise<TDocumentRendered> {
  const { tpl, ctx } = await renderDocument(db, scope, id, input);
  // An uploaded PDF is not filled in: there is nothing to show as HTML (its PDF is printed as is).
  if (tpl.pdfStorageKey) return { title: tpl.name, html: '' };
  return { title: tpl.name, html: documentHtml(ctx, tpl.name, tpl.body) };
}

