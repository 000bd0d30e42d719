import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { clinics, communications, petParents, staffUsers, type Db, type DbOrTx } from '@vetclinic/db';
import type { z } from 'zod';
import { CommunicationType, PAGE_SIZE, type TCommunication, type TPageQuery, type ZCommunicationInput } from '@vetclinic/domain';
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

/** A message the product sends (mail or SMS), as the outbox sees it. */
export interface SentMessage {
  clinicId: number;
  channel: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  links: { label: string; url: string }[];
  /** The client it is for; null = not a client (staff, the clinic's own address); undefined = the client with this address, if exactly one. */
  clientId?: number | null;
  /** The staff member who sent it by hand; automatic messages have none. */
  sentBy?: number | null;
  /** What the log keeps instead of the subject and text, for a message carrying a secret (an activation code). */
  logAs?: { subject: string | null; body: string };
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"')]+/g;

/**
 * The log's copy of a message: links become their labels. A manage, payment or reset link is a
 * capability for whoever holds it, and the log is read by every staff member of the group.
 */
function loggedBody(m: SentMessage): string {
  const body = m.logAs?.body ?? m.text;
  return body.replace(URL_IN_TEXT, (url) => `[${m.links.find((l) => l.url === url)?.label ?? 'link'}]`);
}

/** The one client of the clinic's group that an address belongs to, or null (none, or ambiguous). */
async function clientByAddress(tx: DbOrTx, groupId: number, m: SentMessage): Promise<number | null> {
  const digits = m.to.replace(/[^0-9]/g, '');
  if (m.channel === 'sms' && digits.length < 6) return null;
  const rows = await tx.select({ id: petParents.id }).from(petParents).where(and(
    eq(petParents.groupId, groupId),
    isNull(petParents.archivedAt),
    m.channel === 'mail' ? eq(petParents.email, m.to) : sql`${petParents.phoneDigits} = ${digits}`,
  )).limit(2);
  return rows.length === 1 ? rows[0].id : null;
}

/**
 * Logs a mail or SMS sent to a client in their communications log, in the sender's transaction (the
 * outbox calls it for every message): it is logged exactly when it is queued. Messages to nobody
 * the group knows as a client are not logged.
 */
export async function logSentMessage(tx: DbOrTx, m: SentMessage): Promise<void> {
  if (m.clientId === null) return;
  const [clinic] = await tx.select({ groupId: clinics.groupId }).from(clinics).where(eq(clinics.id, m.clinicId));
  if (!clinic) return;
  let clientId: number | null = null;
  if (m.clientId === undefined) clientId = await clientByAddress(tx, clinic.groupId, m);
  else {
    const [own] = await tx.select({ id: petParents.id }).from(petParents).where(and(eq(petParents.id, m.clientId), eq(petParents.groupId, clinic.groupId)));
    clientId = own?.id ?? null;
  }
  if (clientId === null) return;
  await tx.insert(communications).values({
    groupId: clinic.groupId, clinicId: m.clinicId, clientId,
    type: m.channel === 'mail' ? CommunicationType.EMAIL : CommunicationType.SMS,
    direction: 'out',
    subject: (m.logAs ? m.logAs.subject : m.subject)?.slice(0, 200) ?? null,
    body: loggedBody(m),
    createdBy: m.sentBy ?? null,
  });
}
