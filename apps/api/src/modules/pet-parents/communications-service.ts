import { and, count, desc, eq } from 'drizzle-orm';
import { clinics, communications, staffUsers, type Db } from '@vetclinic/db';
import type { z } from 'zod';
import { PAGE_SIZE, type TCommunication, type TPageQuery, type ZCommunicationInput } from '@vetclinic/domain';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { findClientInGroup } from './service';

type CommunicationInput = z.output<typeof ZCommunicationInput>;

const selection = {
  c: communications,
  clinicName: clinics.name,
  staffFirst: staffUsers.firstName,
  staffLast: staffUsers.lastName,
};

function toCommunication(r: { c: typeof communications.$inferSelect; clinicName: string; staffFirst: string | null; staffLast: string | null }): TCommunication {
  return {
    id: r.c.id,
    type: r.c.type,
    direction: r.c.direction,
    subject: r.c.subject,
    body: r.c.body,
    created_at: r.c.createdAt.toISOString(),
    created_by: r.c.createdBy !== null && r.staffFirst !== null ? { id: r.c.createdBy, full_name: `${r.staffFirst} ${r.staffLast ?? ''}`.trim() } : null,
    clinic: { id: r.c.clinicId, name: r.clinicName },
  };
}

/** A client's communications log across the clinics of the group, newest first. */
export async function listCommunications(db: Db, scope: TenantScope, clientId: number, query: TPageQuery) {
  await findClientInGroup(db, scope, clientId);
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const where = and(eq(communications.groupId, scope.groupId), eq(communications.clientId, clientId));
  const [rows, [{ total }]] = await Promise.all([
    db.select(selection).from(communications)
      .innerJoin(clinics, eq(clinics.id, communications.clinicId))
      .leftJoin(staffUsers, eq(staffUsers.id, communications.createdBy))
      .where(where).orderBy(desc(communications.createdAt), desc(communications.id))
      .limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(communications).where(where),
  ]);
  return { data: rows.map(toCommunication), meta: pageMeta(query.page, perPage, total) };
}

/** Logs a call, e-mail, SMS or other contact with a client, made in the active clinic by the actor. */
export async function logCommunication(db: Db, scope: TenantScope, clientId: number, input: CommunicationInput): Promise<TCommunication> {
  const id = await db.transaction(async (tx) => {
    await findClientInGroup(tx, scope, clientId);
    const [row] = await tx.insert(communications).values({
      groupId: scope.groupId, clinicId: scope.clinicId, clientId, type: input.type, direction: input.direction,
      subject: input.subject ?? null, body: input.body, createdBy: scope.userId,
    }).returning({ id: communications.id });
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'communication.logged',
      entityType: 'communication', entityId: row.id, after: { client_id: clientId, type: input.type, direction: input.direction, subject: input.subject ?? null },
    });
    return row.id;
  });
  const [row] = await db.select(selection).from(communications)
    .innerJoin(clinics, eq(clinics.id, communications.clinicId))
    .leftJoin(staffUsers, eq(staffUsers.id, communications.createdBy))
    .where(eq(communications.id, id));
  return toCommunication(row);
}
