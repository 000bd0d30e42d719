import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { documentTemplates, type Db } from '@vetclinic/db';
import { DOCUMENT_PDF_MAX_BYTES, ZDocumentTemplatePdfInput, type TDocumentTemplate } from '@vetclinic/domain';
import { AppError, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { putGuarded, sniffContentType, type FileStorage } from '../../providers/storage/file-storage';
import { readVerified } from './consent';
import { pdfPageCount } from './pdf';
import { toDocumentTemplate, type DocumentTemplateRow } from './service';

/*
 * Uploaded PDF templates (issue #19): the clinic's own form (a lawyer-approved consent, say) kept byte for byte.
 * It is printed as it is, and a consent form sent from it is signed as its pages unchanged plus one signature
 * page (consent.ts). Placeholders are not filled in it. The upload follows the printed files' rules: streamed
 * into the storage (disk or S3), at most 10 MB (413), typed by its first bytes (%PDF-; anything else is a 422 on
 * `file`), and read once by pdf-lib, which must be able to open it (an encrypted or broken PDF is a 422 too,
 * since it could never be signed).
 */

/** Passes an upload through while counting, hashing and sniffing it: over the limit → 413, not a PDF → 422. */
class PdfGuard extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);
  private typed = false;

  private check(): Error | null {
    this.typed = sniffContentType(this.head) === 'application/pdf';
    return this.typed ? null : validation({ file: ['documents.validation.not_pdf'] });
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > DOCUMENT_PDF_MAX_BYTES) return done(new AppError('payload_too_large', 'errors.file_too_large'));
    if (!this.typed) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, 8 - this.head.length)]);
      if (this.head.length >= 8) {
        const refused = this.check();
        if (refused) return done(refused);
      }
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (!this.size) return done(validation({ file: ['validation.required'] }));
    done(this.typed ? null : this.check());
  }

  digest() {
    return this.hash.digest('hex');
  }
}

export interface StoredPdf { key: string; size: number; sha256: string }

/** Streams an uploaded PDF into the storage under a new key of the clinic; on any failure nothing stays behind. */
export async function storePdfUpload(storage: FileStorage, clinicId: number, file: Readable): Promise<StoredPdf> {
  const guard = new PdfGuard();
  const key = `document-templates/${clinicId}/${randomUUID()}.pdf`;
  await putGuarded(storage, key, file, guard);
  return { key, size: guard.size, sha256: guard.digest() };
}

/**
 * Records a stored PDF as a template of the active clinic. The form fields are checked by the shared schema
 * (422 per field); the file must open in pdf-lib (422 on `file`). Whatever is refused leaves the storage.
 */
export async function createPdfTemplate(db: Db, storage: FileStorage, scope: TenantScope, upload: StoredPdf, fields: Record<string, string>, now = new Date()): Promise<TDocumentTemplate> {
  try {
    const parsed = ZDocumentTemplatePdfInput.safeParse(fields);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'file')] ??= []).push(issue.message);
      throw validation(errors);
    }
    const pages = await pdfPageCount(await readVerified(storage, upload.key, upload.sha256));
    if (pages === null) throw validation({ file: ['documents.validation.pdf_unreadable'] });
    const input = parsed.data;
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(documentTemplates).values({
        clinicId: scope.clinicId, name: input.name, type: input.type, language: input.language, body: '',
        pdfStorageKey: upload.key, pdfSha256: upload.sha256, pdfSize: upload.size, pdfPages: pages,
        createdBy: scope.userId, createdAt: now, updatedAt: now,
      }).returning();
      await writeAudit(tx, {
        groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'document_template.uploaded',
        entityType: 'document_template', entityId: row.id,
        after: { name: row.name, type: row.type, language: row.language, pdf_sha256: upload.sha256, pdf_size: upload.size, pdf_pages: pages },
      });
      return toDocumentTemplate(row);
    });
  } catch (err) {
    await storage.delete(upload.key);
    throw err;
  }
}

/** An uploaded template's PDF, hash-checked (a changed file is a 409, never served). */
export async function templatePdfBytes(storage: FileStorage, tpl: DocumentTemplateRow): Promise<Buffer> {
  return readVerified(storage, tpl.pdfStorageKey!, tpl.pdfSha256!);
}
