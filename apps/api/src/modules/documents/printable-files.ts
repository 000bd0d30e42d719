import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  appointmentPets, appointmentServices, appointments, clinics, documentTemplates, petParents, printedFiles, servicePackages, services, visitTypes,
  type Db, type DbOrTx,
} from '@vetclinic/db';
import { AppointmentStatus } from '@vetclinic/domain';
import { validation } from '../../lib/app-error';
import type { TenantScope } from '../../plugins/auth';
import type { FileStorage } from '../../providers/storage/file-storage';
import { documentPdf } from './pdf';
import { templatePdfBytes } from './pdf-templates';
import { renderDocument } from './service';

/** Every id in `printable_files` names a live document template of the clinic (else 422 on printable_files). */
export async function assertPrintableFiles(tx: DbOrTx, clinicId: number, ids: number[] | undefined) {
  if (!ids?.length) return;
  const wanted = [...new Set(ids)];
  const rows = await tx.select({ id: documentTemplates.id }).from(documentTemplates)
    .where(and(inArray(documentTemplates.id, wanted), eq(documentTemplates.clinicId, clinicId), isNull(documentTemplates.archivedAt)));
  if (rows.length !== wanted.length) throw validation({ printable_files: ['validation.invalid'] });
}

/** The wire's `printable_files` ({id, name}) of template ids, archived templates left out. */
export async function printableFileNames(db: DbOrTx, ids: number[]): Promise<(ids: number[]) => { id: number; name: string }[]> {
  const wanted = [...new Set(ids)];
  const rows = wanted.length ? await db.select({ id: documentTemplates.id, name: documentTemplates.name }).from(documentTemplates)
    .where(and(inArray(documentTemplates.id, wanted), isNull(documentTemplates.archivedAt))) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (list) => list.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

const safeName = (s: string) => s.replace(/[\p{Cc}\p{Cf}"<>|*?:\\/]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 180) || 'document';

/**
 * Generates the printable files of a confirmed appointment: each template its services and visit type name, for
 * each booked pet, filled as of now and stored as a PDF in the owner's printed files (the parent area's "My
 * documents"). A snapshot: later template edits do not change it. Runs after the confirming transaction; each
 * (appointment, pet, template) is generated once (unique index), so a second confirm or a retry adds nothing.
 */
export async function generatePrintableFiles(db: Db, storage: FileStorage, appointmentId: number, now = new Date()): Promise<number> {
  const [appt] = await db.select({ a: appointments, groupId: clinics.groupId, timezone: clinics.timezone })
    .from(appointments).innerJoin(clinics, eq(clinics.id, appointments.clinicId)).where(eq(appointments.id, appointmentId));
  if (!appt || appt.a.clientId === null) return 0;
  if (appt.a.status !== AppointmentStatus.CONFIRMED && appt.a.status !== AppointmentStatus.AUTOMATICALLY_CREATED) return 0;
  const [svcRows, vtRows, petRows, existing, [owner]] = await Promise.all([
    db.select({ files: services.printableFiles }).from(appointmentServices)
      .innerJoin(servicePackages, eq(servicePackages.id, appointmentServices.servicePackageId))
      .innerJoin(services, eq(services.id, servicePackages.serviceId))
      .where(eq(appointmentServices.appointmentId, appointmentId)),
    appt.a.visitTypeId ? db.select({ files: visitTypes.printableFiles }).from(visitTypes).where(eq(visitTypes.id, appt.a.visitTypeId)) : [],
    db.select({ petId: appointmentPets.petId }).from(appointmentPets).where(eq(appointmentPets.appointmentId, appointmentId)),
    db.select({ petId: printedFiles.petId, templateId: printedFiles.documentTemplateId }).from(printedFiles).where(eq(printedFiles.appointmentId, appointmentId)),
    db.select({ id: petParents.id }).from(petParents).where(and(eq(petParents.id, appt.a.clientId), eq(petParents.groupId, appt.groupId))),
  ]);
  if (!owner) return 0;
  const templateIds = [...new Set([...svcRows, ...vtRows].flatMap((r) => r.files))];
  if (!templateIds.length) return 0;
  const templates = await db.select({ id: documentTemplates.id }).from(documentTemplates)
    .where(and(inArray(documentTemplates.id, templateIds), eq(documentTemplates.clinicId, appt.a.clinicId), isNull(documentTemplates.archivedAt)));
  const scope: TenantScope = { groupId: appt.groupId, clinicId: appt.a.clinicId, userId: appt.a.vetId, timezone: appt.timezone, permissions: new Set() };
  let made = 0;
  for (const { petId } of petRows) {
    for (const { id: templateId } of templates) {
      if (existing.some((e) => e.petId === petId && e.templateId === templateId)) continue;
      const { tpl, ctx } = await renderDocument(db, scope, templateId, { pet_id: petId, appointment_id: appointmentId, record_id: null }, now);
      const pdf = tpl.pdfStorageKey ? await templatePdfBytes(storage, tpl) : await documentPdf(ctx, tpl.name, tpl.body);
      const key = `documents/${randomUUID()}.pdf`;
      await storage.put(key, pdf);
      const [row] = await db.insert(printedFiles).values({
        groupId: appt.groupId, clinicId: appt.a.clinicId, parentId: owner.id, petId, name: `${safeName([tpl.name, ctx.pet?.nickname].filter(Boolean).join(' — '))}.pdf`,
        source: 'clinic', contentType: 'application/pdf', sizeBytes: pdf.length, storageKey: key, documentTemplateId: templateId, appointmentId,
        createdAt: now,
      }).onConflictDoNothing().returning({ id: printedFiles.id });
      if (row) made += 1;
      else await storage.delete(key); // a concurrent confirm made it first
    }
  }
  return made;
}
