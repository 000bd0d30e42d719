import { and, count, desc, eq, sql } from 'drizzle-orm';
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

/**
 * Logs a mail or SMS sent to a client in their communications log, in the sender's transaction (the
 * outbox calls it for every message): it is logged exactly when it is queued. The client is the one
 * named, if of the clinic's group; or, when none is named, the one active client of the group with
 * this e-mail (or these phone digits) — none or several: not logged. One statement, no round trips
 * before it: it runs for every message a booking sends.
 */
export async function logSentMessage(tx: DbOrTx, m: SentMessage): Promise<void> {
  if (m.clientId === null) return;
  const digits = m.to.replace(/[^0-9]/g, '');
  if (m.clientId === undefined && m.channel === 'sms' && digits.length < 6) return;
  const sameAddress = (alias: string) => (m.channel === 'mail'
    ? sql`${sql.raw(alias)}.email = ${m.to}::citext`
    : sql`${sql.raw(alias)}.phone_digits = ${digits}`);
  const who = m.clientId !== undefined
    ? sql`p.id = ${m.clientId}`
    : sql`${sameAddress('p')} AND p.archived_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM ${petParents} q WHERE q.group_id = c.group_id AND q.id <> p.id AND q.archived_at IS NULL AND ${sameAddress('q')})`;
  const subject = (m.logAs ? m.logAs.subject : m.subject)?.slice(0, 200) ?? null;
  await tx.execute(sql`INSERT INTO ${communications} (group_id, clinic_id, client_id, type, direction, subject, body, created_by)
    SELECT c.group_id, c.id, p.id, ${m.channel === 'mail' ? CommunicationType.EMAIL : CommunicationType.SMS}, 'out', ${subject}, ${loggedBody(m)}, ${m.sentBy ?? null}
    FROM ${clinics} c JOIN ${petParents} p ON p.group_id = c.group_id
    WHERE c.id = ${m.clinicId} AND ${who}`);
}

/**
 * `logSentMessage` for many mails queued at once (the renewal job's receipts), in ONE statement: each mail is
 * logged for the client it names, or — none named — for the one active client of the group with its address.
 */
export async function logSentMails(tx: DbOrTx, ms: (SentMessage & { channel: 'mail' })[]): Promise<void> {
  const rows = ms.filter((m) => m.clientId !== null).map((m) => ({
    clinic_id: m.clinicId, addr: m.to, client_id: m.clientId ?? null, subject: (m.logAs ? m.logAs.subject : m.subject)?.slice(0, 200) ?? null,
    body: loggedBody(m), sent_by: m.sentBy ?? null,
  }));
  if (!rows.length) return;
  await tx.execute(sql`INSERT INTO ${communications} (group_id, clinic_id, client_id, type, direction, subject, body, created_by)
    SELECT c.group_id, c.id, w.id, ${CommunicationType.EMAIL}, 'out', m.subject, m.body, m.sent_by
    FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS (clinic_id int, addr text, client_id int, subject text, body text, sent_by int))
      WITH ORDINALITY AS m(clinic_id, addr, client_id, subject, body, sent_by, ord)
    JOIN ${clinics} c ON c.id = m.clinic_id
    CROSS JOIN LATERAL (
      SELECT p.id FROM ${petParents} p WHERE m.client_id IS NOT NULL AND p.id = m.client_id AND p.group_id = c.group_id
      UNION ALL
      SELECT p.id FROM ${petParents} p WHERE m.client_id IS NULL AND p.email = m.addr::citext AND p.group_id = c.group_id AND p.archived_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM ${petParents} q WHERE q.group_id = c.group_id AND q.id <> p.id AND q.archived_at IS NULL AND q.email = m.addr::citext)
    ) w
    ORDER BY m.ord`);
}
