import { eq } from 'drizzle-orm';
import { clinics, type Db } from '@vetclinic/db';
import type { TClinicAppLink, TClinicAppLinkInput } from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';

const toDto = (c: { clientLinkUrl: string | null; appStoreUrl: string | null; googlePlayUrl: string | null }): TClinicAppLink => ({
  client_link_url: c.clientLinkUrl, app_store_url: c.appStoreUrl, google_play_url: c.googlePlayUrl,
});

export async function getClientLink(db: Db, scope: TenantScope): Promise<TClinicAppLink> {
  const [c] = await db.select().from(clinics).where(eq(clinics.id, scope.clinicId));
  if (!c) throw notFound('errors.clinic_not_found');
  return toDto(c);
}

/** Replaces the clinic's client/app link and store pages (null or '' removes one); audited. */
export async function updateClientLink(db: Db, scope: TenantScope, input: TClinicAppLinkInput): Promise<TClinicAppLink> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(clinics).where(eq(clinics.id, scope.clinicId)).for('update');
    if (!before) throw notFound('errors.clinic_not_found');
    const [row] = await tx.update(clinics)
      .set({ clientLinkUrl: input.client_link_url, appStoreUrl: input.app_store_url, googlePlayUrl: input.google_play_url, updatedAt: new Date() })
      .where(eq(clinics.id, scope.clinicId)).returning();
    const after = toDto(row);
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'clinic.client_link_updated', entityType: 'clinic', entityId: scope.clinicId, before: toDto(before), after,
    });
    return after;
  });
}
