import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  clinics, petParents, pets, reminderRules, remindersSent, services, type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  PAGE_SIZE, type TReminderOptOuts, type TReminderRule, type TReminderRuleInput, type TReminderRuleListQuery, type TReminderSent,
  type TReminderSentQuery, type TReminderUnsubscribe, type TReminderUpcoming, type TReminderUpcomingQuery,
} from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import { sha256 } from '../../lib/tokens';
import type { TenantScope } from '../../plugins/auth';
import { channelsFor, clinicToday, reminderCandidates, sentKey, sentKeys, type ReminderRuleRow } from './due';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function toWire(r: ReminderRuleRow, serviceName: string | null): TReminderRule {
  return {
    id: r.id, clinic_id: r.clinicId, name: r.name, kind: r.kind, send_mail: r.sendMail, send_sms: r.sendSms, enabled: r.enabled,
    lead_days: r.leadDays, interval_days: r.intervalDays, service_id: r.serviceId, service_name: serviceName,
    created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
  };
}

const auditView = (r: ReminderRuleRow) => ({ name: r.name, kind: r.kind, send_mail: r.sendMail, send_sms: r.sendSms, enabled: r.enabled, lead_days: r.leadDays, interval_days: r.intervalDays, service_id: r.serviceId, deleted: r.deletedAt !== null });

const audit = (tx: DbOrTx, scope: TenantScope, action: string, id: number, before?: unknown, after?: unknown) =>
  writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action, entityType: 'reminder_rule', entityId: id, before, after });

async function serviceNames(db: DbOrTx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * A follow-up names a live service of the active clinic; other kinds keep none. A service_id sent is checked
 * whatever the kind (another clinic's service is a 422 on service_id, never silently dropped).
 */
async function checkedServiceId(db: DbOrTx, scope: TenantScope, input: TReminderRuleInput): Promise<number | null> {
  if (input.kind !== 'follow_up' && input.service_id == null) return null;
  const [s] = await db.select({ id: services.id }).from(services)
    .where(and(eq(services.id, input.service_id!), eq(services.clinicId, scope.clinicId), isNull(services.deletedAt)));
  if (!s) throw validation({ service_id: ['validation.invalid'] });
  return input.kind === 'follow_up' ? s.id : null;
}

const columns = (input: TReminderRuleInput, serviceId: number | null) => ({
  name: input.name, kind: input.kind, sendMail: input.send_mail, sendSms: input.send_sms, enabled: input.enabled, leadDays: input.lead_days,
  intervalDays: input.kind === 'appointment' ? null : input.interval_days, serviceId,
});

export async function listReminderRules(db: Db, scope: TenantScope, query: TReminderRuleListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const where = and(
    eq(reminderRules.clinicId, scope.clinicId), isNull(reminderRules.deletedAt),
    f.kind ? eq(reminderRules.kind, f.kind) : undefined,
    f.search ? ilike(reminderRules.name, `%${escapeLike(f.search)}%`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(reminderRules).where(where).orderBy(asc(reminderRules.name), asc(reminderRules.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(reminderRules).where(where),
  ]);
  const names = await serviceNames(db, rows.map((r) => r.serviceId));
  return { data: rows.map((r) => toWire(r, r.serviceId ? names.get(r.serviceId) ?? null : null)), meta: pageMeta(query.page, perPage, total) };
}

async function findRule(db: DbOrTx, scope: TenantScope, id: number, lock = false): Promise<ReminderRuleRow> {
  const q = db.select().from(reminderRules).where(and(eq(reminderRules.id, id), eq(reminderRules.clinicId, scope.clinicId), isNull(reminderRules.deletedAt)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

async function wire(db: DbOrTx, r: ReminderRuleRow) {
  return toWire(r, r.serviceId ? (await serviceNames(db, [r.serviceId])).get(r.serviceId) ?? null : null);
}

export async function getReminderRule(db: Db, scope: TenantScope, id: number): Promise<TReminderRule> {
  return wire(db, await findRule(db, scope, id));
}

export async function createReminderRule(db: Db, scope: TenantScope, input: TReminderRuleInput, now = new Date()): Promise<TReminderRule> {
  return db.transaction(async (tx) => {
    const serviceId = await checkedServiceId(tx, scope, input);
    const [row] = await tx.insert(reminderRules).values({ clinicId: scope.clinicId, ...columns(input, serviceId), createdAt: now, updatedAt: now }).returning();
    await audit(tx, scope, 'reminder_rule.created', row.id, undefined, auditView(row));
    return wire(tx, row);
  });
}

/** Replaces a rule. Reminders already sent stay sent: the once-per-target key does not depend on the settings. */
export async function updateReminderRule(db: Db, scope: TenantScope, id: number, input: TReminderRuleInput, now = new Date()): Promise<TReminderRule> {
  return db.transaction(async (tx) => {
    const before = await findRule(tx, scope, id, true);
    const serviceId = await checkedServiceId(tx, scope, input);
    const [after] = await tx.update(reminderRules).set({ ...columns(input, serviceId), updatedAt: now }).where(eq(reminderRules.id, id)).returning();
    await audit(tx, scope, 'reminder_rule.updated', id, auditView(before), auditView(after));
    return wire(tx, after);
  });
}

/** Deletes a rule softly: it stops sending; what it sent stays in the sent list. */
export async function deleteReminderRule(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRule(tx, scope, id, true);
    const [after] = await tx.update(reminderRules).set({ deletedAt: now, updatedAt: now }).where(eq(reminderRules.id, id)).returning();
    await audit(tx, scope, 'reminder_rule.deleted', id, auditView(before), auditView(after));
  });
}

const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`.trim();

/**
 * What the job will send from today through `days` clinic-local days (not yet sent, by the channels the client
 * allows; a candidate every channel of which is opted out is listed with no channel, so the desk sees why).
 */
export async function listUpcomingReminders(db: Db, scope: TenantScope, query: TReminderUpcomingQuery, now = new Date()) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const [clinic] = await db.select().from(clinics).where(eq(clinics.id, scope.clinicId));
  const rules = await db.select().from(reminderRules).where(and(eq(reminderRules.clinicId, scope.clinicId), isNull(reminderRules.deletedAt),
    query.filter?.rule_id ? eq(reminderRules.id, query.filter.rule_id) : undefined));
  const today = clinicToday(now, clinic.timezone);
  const last = new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10) + query.days - 1)).toISOString().slice(0, 10);
  const candidates = await reminderCandidates(db, clinic, rules, now, last);
  const sent = await sentKeys(db, candidates);
  const clientIds = [...new Set(candidates.map((c) => c.clientId))];
  const petIds = [...new Set(candidates.map((c) => c.petId).filter((id): id is number => id !== null))];
  const [clientRows, petRows] = await Promise.all([
    clientIds.length ? db.select().from(petParents).where(and(inArray(petParents.id, clientIds), eq(petParents.groupId, scope.groupId), isNull(petParents.archivedAt))) : [],
    petIds.length ? db.select({ id: pets.id, nickname: pets.nickname }).from(pets).where(inArray(pets.id, petIds)) : [],
  ]);
  const clientsById = new Map(clientRows.map((c) => [c.id, c]));
  const petNames = new Map(petRows.map((p) => [p.id, p.nickname]));
  const search = query.filter?.search?.toLowerCase();
  const items: TReminderUpcoming[] = [];
  for (const c of candidates) {
    const client = clientsById.get(c.clientId);
    if (!client) continue;
    const { wanted, optedOut } = channelsFor(c.rule, client);
    const channels = wanted.filter((ch) => !sent.has(sentKey(c, ch)));
    if (channels.length === 0 && optedOut.length === 0) continue;
    if (channels.length === 0 && [...optedOut].every((ch) => sent.has(sentKey(c, ch)))) continue;
    const petName = c.petId ? petNames.get(c.petId) ?? null : null;
    const item: TReminderUpcoming = {
      rule_id: c.rule.id, rule_name: c.rule.name, kind: c.rule.kind, send_on: c.sendOn, due_on: c.dueOn,
      client_id: client.id, client_name: fullName(client), pet_id: c.petId, pet_name: petName, channels, opted_out: optedOut,
    };
    if (search && ![item.client_name, item.pet_name ?? '', item.rule_name, client.email ?? '', client.phone ?? ''].some((s) => s.toLowerCase().includes(search))) continue;
    items.push(item);
  }
  items.sort((x, y) => x.send_on.localeCompare(y.send_on) || x.client_name.localeCompare(y.client_name) || x.rule_id - y.rule_id);
  const start = offsetOf(query.page, perPage);
  return { data: items.slice(start, start + perPage), meta: pageMeta(query.page, perPage, items.length) };
}

/** Reminders sent from the active clinic, newest first. */
export async function listSentReminders(db: Db, scope: TenantScope, query: TReminderSentQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(remindersSent.clinicId, scope.clinicId)];
  if (f.rule_id) conditions.push(eq(remindersSent.ruleId, f.rule_id));
  if (f.channel) conditions.push(eq(remindersSent.channel, f.channel));
  if (f.search) {
    const like = `%${escapeLike(f.search.toLowerCase())}%`;
    conditions.push(or(ilike(petParents.searchText, like), ilike(pets.nickname, like), ilike(reminderRules.name, like)));
  }
  const where = and(...conditions);
  const base = () => db.select({ total: count() }).from(remindersSent)
    .innerJoin(reminderRules, eq(reminderRules.id, remindersSent.ruleId))
    .innerJoin(petParents, eq(petParents.id, remindersSent.clientId))
    .leftJoin(pets, eq(pets.id, remindersSent.petId)).where(where);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ sent: remindersSent, rule: { name: reminderRules.name, kind: reminderRules.kind }, client: { firstName: petParents.firstName, lastName: petParents.lastName }, pet: pets.nickname })
      .from(remindersSent)
      .innerJoin(reminderRules, eq(reminderRules.id, remindersSent.ruleId))
      .innerJoin(petParents, eq(petParents.id, remindersSent.clientId))
      .leftJoin(pets, eq(pets.id, remindersSent.petId))
      .where(where).orderBy(desc(remindersSent.sentAt), desc(remindersSent.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    base(),
  ]);
  const data: TReminderSent[] = rows.map((r) => ({
    id: r.sent.id, rule_id: r.sent.ruleId, rule_name: r.rule.name, kind: r.rule.kind, channel: r.sent.channel, recipient: r.sent.recipient,
    client_id: r.sent.clientId, client_name: fullName(r.client), pet_id: r.sent.petId, pet_name: r.pet, due_on: r.sent.dueOn, sent_at: r.sent.sentAt.toISOString(),
  }));
  return { data, meta: pageMeta(query.page, perPage, total) };
}

async function findClient(db: DbOrTx, scope: TenantScope, id: number, lock = false) {
  const q = db.select().from(petParents).where(and(eq(petParents.id, id), eq(petParents.groupId, scope.groupId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function getReminderOptOuts(db: Db, scope: TenantScope, clientId: number): Promise<TReminderOptOuts> {
  const c = await findClient(db, scope, clientId);
  return { mail: c.reminderMailOptOut, sms: c.reminderSmsOptOut };
}

/** Staff record a client's wish (phone call, desk): the job stops using an opted-out channel at once. */
export async function setReminderOptOuts(db: Db, scope: TenantScope, clientId: number, input: TReminderOptOuts): Promise<TReminderOptOuts> {
  return db.transaction(async (tx) => {
    const before = await findClient(tx, scope, clientId, true);
    await tx.update(petParents).set({ reminderMailOptOut: input.mail, reminderSmsOptOut: input.sms }).where(eq(petParents.id, clientId));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'client.reminder_opt_outs', entityType: 'client', entityId: clientId,
      before: { mail: before.reminderMailOptOut, sms: before.reminderSmsOptOut }, after: input,
    });
    return input;
  });
}

async function byToken(db: DbOrTx, token: string) {
  const [row] = await db.select({ sent: remindersSent, clinicName: clinics.name, mailOptOut: petParents.reminderMailOptOut, smsOptOut: petParents.reminderSmsOptOut })
    .from(remindersSent).innerJoin(clinics, eq(clinics.id, remindersSent.clinicId)).innerJoin(petParents, eq(petParents.id, remindersSent.clientId))
    .where(eq(remindersSent.unsubscribeTokenHash, sha256(token)));
  if (!row) throw notFound('errors.link_not_found');
  return row;
}

/** What an unsubscribe link opens: the clinic, the channel of the reminder it came in, and whether the client already opted out of it. */
export async function readUnsubscribe(db: Db, token: string): Promise<TReminderUnsubscribe> {
  const row = await byToken(db, token);
  return { channel: row.sent.channel, clinic_name: row.clinicName, opted_out: row.sent.channel === 'sms' ? row.smsOptOut : row.mailOptOut };
}

/** The client opts out of the reminders of the channel the link came by (a mail's: mails, a text's: texts); idempotent, audited as the client. */
export async function confirmUnsubscribe(db: Db, token: string): Promise<TReminderUnsubscribe> {
  return db.transaction(async (tx) => {
    const row = await byToken(tx, token);
    const channel = row.sent.channel;
    const [client] = await tx.select({ groupId: petParents.groupId }).from(petParents).where(eq(petParents.id, row.sent.clientId));
    if (!(channel === 'sms' ? row.smsOptOut : row.mailOptOut)) {
      await tx.update(petParents).set(channel === 'sms' ? { reminderSmsOptOut: true } : { reminderMailOptOut: true }).where(eq(petParents.id, row.sent.clientId));
      await writeAudit(tx, {
        groupId: client.groupId, clinicId: row.sent.clinicId, actor: { type: 'parent', id: row.sent.clientId }, action: 'client.reminder_unsubscribed', entityType: 'client', entityId: row.sent.clientId,
        before: { [channel]: false }, after: { [channel]: true },
      });
    }
    return { channel, clinic_name: row.clinicName, opted_out: true };
  });
}
