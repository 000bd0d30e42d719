import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinics, recordFieldValues, recordTemplates, records, recordVersions, reminderRules } from '../../schema/index';
import type { ExtrasSeeder } from './index';

const NAMES = {
  en: { vaccination: 'Vaccination due', appointment: 'Appointment tomorrow', annual: 'Yearly check-up', vaccines: 'Annual booster.' },
  ro: { vaccination: 'Vaccin scadent', appointment: 'Programare mâine', annual: 'Control anual', vaccines: 'Rapel anual.' },
};

/** Days from today the demo vaccinations fall due (lead 7: those within a week go out at start, the others wait in the queue), mixed so a clinic with few pets still has both. */
const DUE_IN_DAYS = [2, 9, 12, 4, 16, 6];

/**
 * Reminder rules for every demo clinic (issue #19) — vaccination due 7 days ahead by mail and SMS, the appointment
 * reminder 24 h before, a yearly check-up rule left off — and a few pets whose last vaccination names a next dose in
 * the coming days, so the Reminders screen and /dev/mailbox show real reminders.
 */
export const seedReminders: ExtrasSeeder = async (tx, { groupId, now }) => {
  const rows = await tx.select({ id: clinics.id, lang: clinics.defaultLanguage, timezone: clinics.timezone }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  for (const c of rows) {
    const n = c.lang === 'ro' ? NAMES.ro : NAMES.en;
    await tx.insert(reminderRules).values([
      { clinicId: c.id, name: n.vaccination, kind: 'vaccination', sendMail: true, sendSms: true, leadDays: 7, intervalDays: 365, createdAt: now, updatedAt: now },
      { clinicId: c.id, name: n.appointment, kind: 'appointment', sendMail: true, sendSms: false, leadDays: 1, createdAt: now, updatedAt: now },
      { clinicId: c.id, name: n.annual, kind: 'annual_check', sendMail: true, sendSms: false, enabled: false, leadDays: 14, intervalDays: 365, createdAt: now, updatedAt: now },
    ]);
    const [template] = await tx.select().from(recordTemplates).where(and(eq(recordTemplates.clinicId, c.id), eq(recordTemplates.repoKey, 'vaccination'), isNull(recordTemplates.archivedAt)));
    if (!template) continue;
    // The clinic's latest records name the pets it sees (one per pet) and their vets: pets whose latest record is not a
    // vaccination, so the booster below (just before it) is their last vaccination and that record stays the open one.
    const latest = await tx.selectDistinctOn([records.petId], { petId: records.petId, clientId: records.clientId, vetId: records.vetId, recordedAt: records.recordedAt, repoKey: recordTemplates.repoKey })
      .from(records).leftJoin(recordTemplates, eq(recordTemplates.id, records.templateId))
      .where(and(eq(records.clinicId, c.id), isNull(records.deletedAt))).orderBy(records.petId, desc(records.recordedAt));
    const recent = latest.filter((r) => r.repoKey !== 'vaccination').slice(0, DUE_IN_DAYS.length);
    const today = DateTime.fromJSDate(now).setZone(c.timezone).startOf('day');
    for (const [i, pet] of recent.entries()) {
      const due = today.plus({ days: DUE_IN_DAYS[i] });
      // A booster given an hour before the pet's latest record (its last vaccination; the latest record stays the
      // pet's open one), its next dose named by the vet.
      const recordedAt = new Date(pet.recordedAt.getTime() - 3600_000);
      const closedAt = new Date(recordedAt.getTime() + 30 * 60_000);
      const values = { vaccines: n.vaccines, next_due: due.toISODate()! };
      const [row] = await tx.insert(records).values({
        groupId, clinicId: c.id, petId: pet.petId, clientId: pet.clientId, vetId: pet.vetId, templateId: template.id, templateSnapshot: template.sections,
        title: template.name, status: 'in_progress', recordedAt, version: 3, createdBy: pet.vetId, createdAt: recordedAt, updatedAt: closedAt,
      }).returning({ id: records.id });
      await tx.insert(recordFieldValues).values(Object.entries(values).map(([fieldKey, value]) => ({ recordId: row.id, fieldKey, value, version: 1, updatedBy: pet.vetId, updatedAt: recordedAt })));
      await tx.insert(recordVersions).values([
        { recordId: row.id, version: 1, action: 'created', changedBy: pet.vetId, changedAt: recordedAt, after: { title: template.name, template_id: template.id, template_version: 1, status: 'draft' } },
        { recordId: row.id, version: 2, action: 'fields', changedBy: pet.vetId, changedAt: recordedAt, before: { vaccines: null, next_due: null }, after: { ...values, status: 'in_progress' } },
        { recordId: row.id, version: 3, action: 'closed', changedBy: pet.vetId, changedAt: closedAt, before: { status: 'in_progress' }, after: { status: 'closed' } },
      ]);
      await tx.update(records).set({ status: 'closed', closedAt, closedBy: pet.vetId }).where(eq(records.id, row.id));
    }
  }
};
