import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinics, petParents, pets, reminderRules, remindersSent, type Db } from '@vetclinic/db';
import { formatClinicDate, formatClinicTime, resolveLanguage, type TReminderChannel, type TReminderRunResult } from '@vetclinic/domain';
import { translate } from '../../lib/i18n';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { renderMail } from '../messaging/mail-layout';
import { enqueueMessage, notifyOutbox } from '../messaging/outbox';
import { channelsFor, clinicToday, reminderCandidates, sentKey, sentKeys, type ReminderCandidate } from './due';

type Clinic = typeof clinics.$inferSelect;
type Client = typeof petParents.$inferSelect;

/** The public booking page, with the pet and (for a follow-up) the service to book, for the page to preselect. */
export function bookingLink(publicUrl: string, clinic: Pick<Clinic, 'slug'>, c: Pick<ReminderCandidate, 'petId' | 'rule'>) {
  const q = new URLSearchParams();
  if (c.petId) q.set('pet', String(c.petId));
  if (c.rule.kind === 'follow_up' && c.rule.serviceId) q.set('service', String(c.rule.serviceId));
  q.set('utm_source', 'reminder');
  return `${publicUrl}/book/${clinic.slug}?${q.toString()}`;
}

export const unsubscribeLink = (publicUrl: string, clinic: Pick<Clinic, 'slug'>, token: string) => `${publicUrl}/book/${clinic.slug}/unsubscribe/${token}`;

/** Mail and SMS text of one reminder in the client's language (else the clinic's). */
function reminderMessage(clinic: Clinic, client: Client, petName: string | null, c: ReminderCandidate, channel: TReminderChannel, links: { book: string; unsubscribe: string | null }) {
  const lang = resolveLanguage(client.language ?? clinic.defaultLanguage);
  const date = formatClinicDate(DateTime.fromISO(c.dueOn, { zone: clinic.timezone }).toJSDate(), { timezone: clinic.timezone, dateFormat: clinic.clientDateFormat });
  const time = c.appointmentStartsAt ? formatClinicTime(c.appointmentStartsAt, { timezone: clinic.timezone, timeFormat: clinic.clientTimeFormat, language: lang }) : '';
  const params = { clinic: clinic.name, pet: petName ?? '', client: client.firstName, date, time };
  const t = (key: string) => translate(lang, `reminders.mail.${c.rule.kind}_${key}`, params);
  const subject = t('subject');
  const actions = [{ label: translate(lang, 'reminders.mail.book'), url: links.book }];
  if (channel === 'sms') {
    // The opt-out every reminder text carries (decisions.md: a link, there is no inbound SMS route for "STOP").
    if (links.unsubscribe) actions.push({ label: translate(lang, 'reminders.mail.smsUnsubscribe'), url: links.unsubscribe });
    const stop = links.unsubscribe ? `\n${translate(lang, 'reminders.mail.smsStop')} ${links.unsubscribe}` : '';
    return { lang, subject, text: `${t('sms')} ${links.book}${stop}`, html: undefined, actions };
  }
  if (links.unsubscribe) actions.push({ label: translate(lang, 'reminders.mail.unsubscribe'), url: links.unsubscribe });
  const mail = renderMail({
    lang, clinic: { name: clinic.name, address: clinic.address, phone: clinic.phone },
    heading: subject,
    paragraphs: [translate(lang, 'reminders.mail.greeting', params), t('text')],
    actions,
    footer: translate(lang, 'reminders.mail.footer', params),
  });
  return { lang, subject, text: mail.text, html: mail.html, actions };
}

/**
 * Sends one candidate by one channel, once: the `reminders_sent` row (unique per rule, target and channel) and
 * the outbox row are written in one transaction, and a run that finds the row already there sends nothing. So
 * concurrent job runs (several API nodes, a dev run during the sweep) send each reminder once.
 */
async function sendOnce(db: Db, publicUrl: string, clinic: Clinic, client: Client, petName: string | null, c: ReminderCandidate, channel: TReminderChannel): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Read again in the transaction: an opt-out recorded since the run started is honoured.
    const [fresh] = await tx.select({ mail: petParents.reminderMailOptOut, sms: petParents.reminderSmsOptOut }).from(petParents).where(eq(petParents.id, client.id));
    if (!fresh || fresh[channel]) return false;
    // Each reminder carries its own opt-out link for its channel; a text message's is shorter (128 bits).
    const token = channel === 'mail' ? newOpaqueToken() : randomBytes(16).toString('base64url');
    const [row] = await tx.insert(remindersSent).values({
      clinicId: clinic.id, ruleId: c.rule.id, targetKey: c.targetKey, channel, clientId: client.id, petId: c.petId, dueOn: c.dueOn,
      recipient: (channel === 'mail' ? client.email : client.phone) ?? '', unsubscribeTokenHash: sha256(token),
    }).onConflictDoNothing().returning({ id: remindersSent.id });
    if (!row) return false;
    const msg = reminderMessage(clinic, client, petName, c, channel, { book: bookingLink(publicUrl, clinic, c), unsubscribe: unsubscribeLink(publicUrl, clinic, token) });
    const outboxId = await enqueueMessage(tx, {
      clinicId: clinic.id, channel, to: (channel === 'mail' ? client.email : client.phone)!, subject: msg.subject, text: msg.text, html: msg.html,
      links: msg.actions, clientId: client.id,
    });
    await tx.update(remindersSent).set({ outboxId }).where(eq(remindersSent.id, row.id));
    return true;
  });
}

/**
 * The reminder job as of `now` (a test clock in tests and the dev endpoint): for every clinic with enabled
 * rules, the reminders whose send day (clinic-local) has come go out by each channel the client has not opted
 * out of, once per rule, target and channel.
 */
export async function runReminders(db: Db, opts: { publicUrl: string; now?: Date; clinicId?: number }): Promise<TReminderRunResult> {
  const now = opts.now ?? new Date();
  const result: TReminderRunResult = { sent: 0, skipped_opt_out: 0, already_sent: 0 };
  const rules = await db.select().from(reminderRules)
    .where(and(eq(reminderRules.enabled, true), isNull(reminderRules.deletedAt), opts.clinicId ? eq(reminderRules.clinicId, opts.clinicId) : undefined));
  const clinicIds = [...new Set(rules.map((r) => r.clinicId))];
  if (clinicIds.length === 0) return result;
  const clinicRows = await db.select().from(clinics).where(inArray(clinics.id, clinicIds));
  for (const clinic of clinicRows) {
    const today = clinicToday(now, clinic.timezone);
    const due = (await reminderCandidates(db, clinic, rules.filter((r) => r.clinicId === clinic.id), now, today))
      .filter((c) => !c.sendAt || c.sendAt.getTime() <= now.getTime());
    if (due.length === 0) continue;
    const sent = await sentKeys(db, due);
    const clientIds = [...new Set(due.map((c) => c.clientId))];
    const petIds = [...new Set(due.map((c) => c.petId).filter((id): id is number => id !== null))];
    const [clientRows, petRows] = await Promise.all([
      db.select().from(petParents).where(and(inArray(petParents.id, clientIds), eq(petParents.groupId, clinic.groupId), isNull(petParents.archivedAt))),
      petIds.length ? db.select({ id: pets.id, nickname: pets.nickname }).from(pets).where(inArray(pets.id, petIds)) : [],
    ]);
    const clientsById = new Map(clientRows.map((c) => [c.id, c]));
    const petNames = new Map(petRows.map((p) => [p.id, p.nickname]));
    for (const c of due) {
      const client = clientsById.get(c.clientId);
      if (!client) continue;
      const { wanted, optedOut } = channelsFor(c.rule, client);
      result.skipped_opt_out += optedOut.length;
      for (const channel of wanted) {
        if (sent.has(sentKey(c, channel))) { result.already_sent += 1; continue; }
        if (await sendOnce(db, opts.publicUrl, clinic, client, c.petId ? petNames.get(c.petId) ?? null : null, c, channel)) result.sent += 1;
        else result.already_sent += 1;
      }
    }
  }
  if (result.sent) notifyOutbox();
  return result;
}
