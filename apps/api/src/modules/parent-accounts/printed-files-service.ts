import { randomUUID } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { clinics, petParents, pets, printedFiles, type Db, type DbOrTx } from '@vetclinic/db';
import { demoParentFileBytes } from '@vetclinic/db/seed/extras/parent-accounts';
import { PRINTED_FILE_MAX_BYTES, type TPrintedFile } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf } from '../../lib/pagination';
import type { ParentUser } from '../../plugins/auth';
import { putGuarded, sniffContentType, type FileStorage } from '../../providers/storage/file-storage';
import { readVerified } from '../documents/consent';
import { visibleToParent } from './pets-service';

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
  if (row.sha256) {
    // A file made to stay as it is (a signed consent form): served only when its bytes still hash to what was kept.
    stored.stream.destroy();
    const bytes = await readVerified(storage, row.storageKey, row.sha256);
    return { file: toWire(row), stream: Readable.from([bytes]), size: bytes.length };
  }
  return { file: toWire(row), stream: stored.stream, size: stored.size };
}

type SniffedType = NonNullable<ReturnType<typeof sniffContentType>>;

/** The extensions a detected type may keep; the first is the one it gets otherwise. */
const EXTENSIONS: Record<SniffedType, string[]> = { 'application/pdf': ['pdf'], 'image/png': ['png'], 'image/jpeg': ['jpg', 'jpeg', 'jpe'] };

/**
 * A safe display name: no path, no control or format characters (a right-to-left override makes
 * "invoice\u202Efdp.exe" read as "invoiceexe.pdf"), and an extension that matches the detected
 * type (PNG bytes named evil.html become evil.png), at most 200 characters.
 */
export function cleanFileName(raw: string | undefined, contentType: SniffedType): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"<>|*?:]/gu, '').replace(/\s+/g, ' ').trim();
  const allowed = EXTENSIONS[contentType];
  const m = /^(.*)\.([A-Za-z0-9]{1,10})$/.exec(cleaned);
  const ext = m && allowed.includes(m[2].toLowerCase()) ? m[2] : allowed[0];
  const stem = (m ? m[1] : cleaned).replace(/^[.\s]+|[.\s]+$/g, '');
  return `${stem.slice(0, 200 - ext.length - 1).trim() || 'document'}.${ext}`;
}

export interface UploadQuota {
  maxCount: number;
  maxBytes: number;
}

const quotaError = (quota: 'files' | 'bytes', limit: number, used: number) =>
  new AppError('upload_quota_exceeded', quota === 'files' ? 'errors.upload_quota_files' : 'errors.upload_quota_bytes', undefined, { quota, limit, used });

const liveUploads = (parent: ParentUser) => and(ownFiles(parent), eq(printedFiles.source, 'upload'));

async function usedQuota(db: DbOrTx, parent: ParentUser) {
  const [row] = await db.select({ files: count(), bytes: sql<string>`coalesce(sum(${printedFiles.sizeBytes}), 0)` }).from(printedFiles).where(liveUploads(parent));
  return { files: row.files, bytes: Number(row.bytes) };
}

/**
 * The bytes one more upload may take, or a 409 upload_quota_exceeded when the parent's live
 * uploads already fill the quota (clinic documents do not count). Checked before any byte is read.
 */
export async function uploadRoom(db: Db, parent: ParentUser, quota: UploadQuota): Promise<number> {
  const used = await usedQuota(db, parent);
  if (used.files >= quota.maxCount) throw quotaError('files', quota.maxCount, used.files);
  if (used.bytes >= quota.maxBytes) throw quotaError('bytes', quota.maxBytes, used.bytes);
  return quota.maxBytes - used.bytes;
}

/** Passes the bytes through while counting them, typing them by their first bytes and stopping at the limit. */
class UploadGuard extends Transform {
  size = 0;
  contentType: SniffedType | null = null;
  private head = Buffer.alloc(0);

  constructor(private readonly limit: { bytes: number; error: () => Error }) {
    super();
  }

  private sniff(): Error | null {
    this.contentType = sniffContentType(this.head);
    return this.contentType ? null : new AppError('unsupported_media_type', 'errors.file_type_not_allowed');
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.limit.bytes) return done(this.limit.error());
    if (!this.contentType) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, 16 - this.head.length)]);
      if (this.head.length >= 16) {
        const refused = this.sniff();
        if (refused) return done(refused);
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (!this.size) return done(validation({ file: ['validation.required'] }));
    done(this.contentType ? null : this.sniff());
  }
}

export interface StoredUpload { key: string; size: number; contentType: SniffedType }

/**
 * Streams an upload into the storage as it arrives (never gathered in memory): typed by its first
 * bytes (PDF, JPEG, PNG), at most 10 MB and at most the parent's remaining quota. On any failure the
 * storage keeps nothing.
 */
export async function storeUpload(storage: FileStorage, file: Readable, room: number): Promise<StoredUpload> {
  const byQuota = room < PRINTED_FILE_MAX_BYTES;
  const guard = new UploadGuard({
    bytes: Math.min(PRINTED_FILE_MAX_BYTES, room),
    error: () => (byQuota ? new AppError('upload_quota_exceeded', 'errors.upload_quota_bytes', undefined, { quota: 'bytes' }) : new AppError('payload_too_large', 'errors.file_too_large')),
  });
  const key = randomUUID();
  await putGuarded(storage, key, file, guard);
  return { key, size: guard.size, contentType: guard.contentType! };
}

/**
 * Records a stored upload for the parent, optionally about one of their pets and for a clinic of
 * their group. The quota is counted again under a lock on the parent, so parallel uploads cannot
 * pass it together; whatever is refused is removed from the storage.
 */
export async function recordUpload(
  db: Db,
  storage: FileStorage,
  parent: ParentUser,
  upload: StoredUpload & { filename?: string; petId?: number | null; clinicId?: number | null },
  quota: UploadQuota,
): Promise<TPrintedFile> {
  try {
    if (upload.petId) {
      const [pet] = await db.select({ id: pets.id }).from(pets)
        .where(and(eq(pets.id, upload.petId), eq(pets.ownerId, parent.parentId), eq(pets.groupId, parent.groupId), visibleToParent));
      if (!pet) throw validation({ pet_id: ['validation.pet_unknown'] });
    }
    if (upload.clinicId) {
      const [clinic] = await db.select({ id: clinics.id }).from(clinics).where(and(eq(clinics.id, upload.clinicId), eq(clinics.groupId, parent.groupId)));
      if (!clinic) throw validation({ clinic_id: ['validation.invalid'] });
    }
    return await db.transaction(async (tx) => {
      await tx.select({ id: petParents.id }).from(petParents).where(eq(petParents.id, parent.parentId)).for('update');
      const used = await usedQuota(tx, parent);
      if (used.files + 1 > quota.maxCount) throw quotaError('files', quota.maxCount, used.files);
      if (used.bytes + upload.size > quota.maxBytes) throw quotaError('bytes', quota.maxBytes, used.bytes);
      const [row] = await tx.insert(printedFiles).values({
        groupId: parent.groupId,
        clinicId: upload.clinicId ?? null,
        parentId: parent.parentId,
        petId: upload.petId ?? null,
        name: cleanFileName(upload.filename, upload.contentType),
        source: 'upload',
        contentType: upload.contentType,
        sizeBytes: upload.size,
        storageKey: upload.key,
      }).returning();
      await writeAudit(tx, {
        groupId: parent.groupId, clinicId: row.clinicId, actor: { type: 'parent', id: parent.parentId },
        action: 'printed_file.uploaded', entityType: 'printed_file', entityId: row.id, after: { name: row.name, content_type: row.contentType, size: row.sizeBytes },
      });
      return toWire(row);
    });
  } catch (err) {
    await storage.delete(upload.key);
    throw err;
  }
}

/**
 * Deletes one of the parent's own uploads: the row is kept as deleted (audited) and the bytes leave
 * the storage, so the quota frees up. Another parent's file is a 404; the clinic's documents are not
 * the parent's to delete (403).
 */
export async function deleteParentFile(db: Db, storage: FileStorage, parent: ParentUser, id: number): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(printedFiles).where(and(ownFiles(parent), eq(printedFiles.id, id))).for('update');
    if (!row) throw notFound('errors.file_not_found');
    if (row.source !== 'upload') throw new AppError('forbidden', 'errors.file_not_deletable');
    await tx.update(printedFiles).set({ deletedAt: new Date() }).where(eq(printedFiles.id, row.id));
    await writeAudit(tx, {
      groupId: parent.groupId, clinicId: row.clinicId, actor: { type: 'parent', id: parent.parentId },
      action: 'printed_file.deleted', entityType: 'printed_file', entityId: row.id, before: { name: row.name, size: row.sizeBytes },
    });
    return row.storageKey;
  });
  await storage.delete(key);
}
