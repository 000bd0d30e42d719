import { auditLog, type DbOrTx } from '@vetclinic/db';

export interface Actor { type: 'staff' | 'parent' | 'guest' | 'system'; id: number | null }

/** Writes one audit row; call it inside the same transaction as the change it records. */
export async function writeAudit(
  tx: DbOrTx,
  entry: { groupId: number; clinicId?: number | null; actor: Actor; action: string; entityType: string; entityId?: number | null; before?: unknown; after?: unknown },
) {
  await tx.insert(auditLog).values({
    groupId: entry.groupId,
    clinicId: entry.clinicId ?? null,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
