import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { clinics, pets, printedFiles, type Db } from '@vetclinic/db';
import { demoParentFileBytes } from '@vetclinic/db/seed/extras/parent-accounts';
import { PRINTED_FILE_MAX_BYTES, type TPrintedFile } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf } from '../../lib/pagination';
import type { ParentUser } from '../../plugins/auth';
import { sniffContentType, type FileStorage } from '../../providers/storage/file-storage';

type Row = typeof printedFiles.$inferSelect;

const toWire = (r: Row): TPrintedFile => ({
  id: r.id,
  name: r.name,
  source: r.source,
  content_type: r.contentType,
  size: r.sizeBytes,
  clinic_id: r.clinicId,
  pet_id: r.petId,
  created_at: r.createdAt.toISOString(),
  download_url: `/api/v1/for-pet-parents/printed-files/${r.id}/download`,
});

const ownFiles = (parent: ParentUser) => and(eq(printedFiles.parentId, parent.parentId), eq(printedFiles.groupId, parent.groupId), isNull(printedFiles.deletedAt));

/** The documents the clinic shared with the parent and the parent's own uploads, newest first. */
export async function listPrintedFiles(db: Db, parent: ParentUser, page: number, perPage: number) {
  const where = ownFiles(parent);
  const [{ total }] = await db.select({ total: count() }).from(printedFiles).where(where);
  const rows = await db.select().from(printedFiles).where(where).orderBy(desc(printedFiles.createdAt), desc(printedFiles.id)).limit(perPage).offset(offsetOf(page, perPage));
  return { data: rows.map(toWire), total };
}

/** The bytes of one of the parent's files; another parent's file is a 404. */
export async function openPrintedFile(db: Db, storage: FileStorage, parent: ParentUser, id: number): Promise<{ file: TPrintedFile; stream: Readable; size: number }> {
  const [row] = await db.select().from(printedFiles).where(and(ownFiles(parent), eq(printedFiles.id, id)));
  if (!row) throw notFound('errors.file_not_found');
  let stored = await storage.get(row.storageKey);
  if (!stored) {
    // Demo documents are seeded as rows only; their bytes are made on first use.
    const demo = demoParentFileBytes(row.storageKey);
    if (!demo) throw notFound('errors.file_not_found');
    await storage.put(row.storageKey, demo);
    stored = await storage.get(row.storageKey);
    if (!stored) throw notFound('errors.file_not_found');
  }
  return { file: toWire(row), stream: stored.stream, size: stored.size };
}

/** A safe display name: no path, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined, contentType: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\p{Cc}"<>|*?:]/gu, '').replace(/\s+/g, ' ').trim().slice(-200);
  if (cleaned && cleaned !== '.' && cleaned !== '..') return cleaned;
  return `document.${contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg'}`;
}

/**
 * Stores a parent's upload: PDF, JPEG or PNG by its first bytes (not its name or claimed type),
 * at most 10 MB, optionally about one of their pets and for a clinic of their group.
 */
export async function uploadPrintedFile(
  db: Db,
  storage: FileStorage,
  parent: ParentUser,
  upload: { filename?: string; bytes: Uint8Array; petId?: number | null; clinicId?: number | null },
): Promise<TPrintedFile> {
  if (upload.bytes.byteLength > PRINTED_FILE_MAX_BYTES) throw new AppError('payload_too_large', 'errors.file_too_large');
  if (!upload.bytes.byteLength) throw validation({ file: ['validation.required'] });
  const contentType = sniffContentType(upload.bytes.subarray(0, 16));
  if (!contentType) throw new AppError('unsupported_media_type', 'errors.file_type_not_allowed');
  if (upload.petId) {
    const [pet] = await db.select({ id: pets.id }).from(pets).where(and(eq(pets.id, upload.petId), eq(pets.ownerId, parent.parentId), eq(pets.groupId, parent.groupId)));
    if (!pet) throw validation({ pet_id: ['validation.pet_unknown'] });
  }
  if (upload.clinicId) {
    const [clinic] = await db.select({ id: clinics.id }).from(clinics).where(and(eq(clinics.id, upload.clinicId), eq(clinics.groupId, parent.groupId)));
    if (!clinic) throw validation({ clinic_id: ['validation.invalid'] });
  }
  const key = randomUUID();
  await storage.put(key, upload.bytes);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(printedFiles).values({
        groupId: parent.groupId,
        clinicId: upload.clinicId ?? null,
        parentId: parent.parentId,
        petId: upload.petId ?? null,
        name: cleanFileName(upload.filename, contentType),
        source: 'upload',
        contentType,
        sizeBytes: upload.bytes.byteLength,
        storageKey: key,
      }).returning();
      await writeAudit(tx, {
        groupId: parent.groupId, clinicId: row.clinicId, actor: { type: 'parent', id: parent.parentId },
        action: 'printed_file.uploaded', entityType: 'printed_file', entityId: row.id, after: { name: row.name, content_type: contentType, size: row.sizeBytes },
      });
      return toWire(row);
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}
