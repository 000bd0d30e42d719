import { randomUUID } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { clinicGroups, type Db } from '@vetclinic/db';
import { GROUP_LOGO_MAX_BYTES, type TGroup, type TGroupLogoType } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import type { FileStorage } from '../../providers/storage/file-storage';
import { getGroup } from './service';

const storageKey = (key: string) => `group-logos/${key}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The image type a logo's first bytes prove (PNG, JPEG, WebP); anything else, SVG included, is null. */
export function sniffLogoType(head: Uint8Array): TGroupLogoType | null {
  const at = (offset: number, sig: number[]) => sig.every((b, i) => head[offset + i] === b);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp'; // RIFF····WEBP
  return null;
}

/** Passes a logo through while counting and typing it: over 1 MB → 413, not an image we take → 415. */
class LogoGuard extends Transform {
  size = 0;
  contentType: TGroupLogoType | null = null;
  private head = Buffer.alloc(0);

  private refuse(): Error | null {
    this.contentType = sniffLogoType(this.head);
    return this.contentType ? null : new AppError('unsupported_media_type', 'groupAdmin.errors.logoType');
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > GROUP_LOGO_MAX_BYTES) return done(new AppError('payload_too_large', 'groupAdmin.errors.logoTooLarge'));
    if (!this.contentType && this.head.length < 12) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, 12 - this.head.length)]);
      if (this.head.length >= 12) {
        const refused = this.refuse();
        if (refused) return done(refused);
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (!this.size) return done(validation({ file: ['validation.required'] }));
    done(this.contentType ? null : this.refuse());
  }
}

export interface StoredLogo { key: string; size: number; contentType: TGroupLogoType }

/** Streams an uploaded logo into the storage under a new key; on any failure nothing stays behind. */
export async function storeLogo(storage: FileStorage, file: Readable): Promise<StoredLogo> {
  const guard = new LogoGuard();
  const key = randomUUID();
  const feeding = pipeline(file, guard).catch(() => undefined);
  try {
    await storage.put(storageKey(key), guard);
  } catch (err) {
    await storage.delete(storageKey(key));
    throw err;
  }
  await feeding;
  return { key, size: guard.size, contentType: guard.contentType! };
}

export const discardLogo = (storage: FileStorage, key: string) => storage.delete(storageKey(key));

/** Makes a stored logo the group's (audited); the previous logo's bytes leave the storage afterwards. */
export async function setGroupLogo(db: Db, storage: FileStorage, scope: TenantScope, logo: StoredLogo): Promise<TGroup> {
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(clinicGroups).where(eq(clinicGroups.id, scope.groupId)).for('update');
      if (!before) throw notFound();
      previous = before.logoKey;
      await tx.update(clinicGroups).set({ logoKey: logo.key, logoContentType: logo.contentType, logoSize: logo.size }).where(eq(clinicGroups.id, scope.groupId));
      await writeAudit(tx, {
        groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
        action: 'group.logo_updated', entityType: 'clinic_group', entityId: scope.groupId,
        before: before.logoKey ? { logo_key: before.logoKey, content_type: before.logoContentType, size: before.logoSize } : null,
        after: { logo_key: logo.key, content_type: logo.contentType, size: logo.size },
      });
    });
  } catch (err) {
    await discardLogo(storage, logo.key);
    throw err;
  }
  if (previous) await discardLogo(storage, previous);
  return getGroup(db, scope);
}

/** Removes the group's logo (audited); the pages fall back to the paw mark. Removing none is a no-op. */
export async function removeGroupLogo(db: Db, storage: FileStorage, scope: TenantScope): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(clinicGroups).where(eq(clinicGroups.id, scope.groupId)).for('update');
    if (!before) throw notFound();
    if (!before.logoKey) return null;
    await tx.update(clinicGroups).set({ logoKey: null, logoContentType: null, logoSize: null }).where(eq(clinicGroups.id, scope.groupId));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'group.logo_removed', entityType: 'clinic_group', entityId: scope.groupId,
      before: { logo_key: before.logoKey, content_type: before.logoContentType, size: before.logoSize }, after: null,
    });
    return before.logoKey;
  });
  if (previous) await discardLogo(storage, previous);
}

/** The bytes of a logo version by its key (public: logos show on the booking pages); unknown → 404. */
export async function openGroupLogo(db: Db, storage: FileStorage, key: string) {
  if (!UUID.test(key)) throw notFound();
  const [row] = await db.select({ contentType: clinicGroups.logoContentType }).from(clinicGroups).where(eq(clinicGroups.logoKey, key));
  if (!row?.contentType) throw notFound();
  const stored = await storage.get(storageKey(key));
  if (!stored) throw notFound();
  return { ...stored, contentType: row.contentType };
}
