import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { RECORD_REPO_KEYS, repoTemplate, type RecordRepoKey, type TRecordTemplateSection } from '@vetclinic/domain';
import type { Tx } from '../../client';
import { appointmentPets, appointments, clinicMemberships, clinics, pets, recordAppointments, recordFieldValues, recordTemplates, recordVersions, records, staffUsers } from '../../schema/index';
import type { ExtrasContext, ExtrasSeeder } from './index';

// Demo medical records (issue #14): every clinic of the demo group gets the built-in templates in its
// language, and every active demo pet a history of 3–5 records over the last two years — the older ones
// closed, the latest one open (in progress, linked to the pet's latest past appointment when it has one).
// Deterministic for a given `now` and PRNG. Other areas (vitals, diagnoses, prescriptions) hang their demo
// rows on these records: `seedDemoRecords` returns the ids per pet, oldest first.

type Lang = 'en' | 'ro';
type Scenario = { template: RecordRepoKey; weight: number; values: (lang: Lang, sections: TRecordTemplateSection[], base: DateTime) => Record<string, unknown>; summary: Record<Lang, string> };

const optionsOf = (sections: TRecordTemplateSection[], key: string) => sections.flatMap((s) => s.fields).find((f) => f.key === key)?.options ?? [];
const dateAfter = (base: DateTime, days: number) => base.plus({ days }).toISODate()!;

const SCENARIOS: Scenario[] = [
  {
    template: 'soap', weight: 3,
    values: (lang, _sections, base) => ({
      complaint: { en: 'Itching and scratching the ears for a week.', ro: 'Se scarpină la urechi de o săptămână.' }[lang],
      history: { en: 'No previous ear problems. Eats and drinks normally. Swims in the lake on weekends.', ro: 'Fără probleme anterioare la urechi. Mănâncă și bea normal. Înoată în lac la sfârșit de săptămână.' }[lang],
      exam: { en: '- Both ear canals red, brown discharge\n- **Left ear** worse than right\n- Rest of the exam unremarkable', ro: '- Ambele conducte auditive roșii, secreție maronie\n- **Urechea stângă** mai afectată decât cea dreaptă\n- Restul examenului fără modificări' }[lang],
      assessment_notes: { en: 'Otitis externa, probably yeast (cytology: many Malassezia).', ro: 'Otită externă, probabil fungică (citologie: numeroase Malassezia).' }[lang],
      treatment_plan: { en: '1. Clean the ears once a day\n2. Ear drops twice a day for 10 days\n3. Keep the ears dry', ro: '1. Curățarea urechilor o dată pe zi\n2. Picături auriculare de două ori pe zi, 10 zile\n3. Urechile ținute uscate' }[lang],
      recheck: dateAfter(base, 14),
    }),
    summary: { en: 'Ear infection in both ears. Clean the ears daily and give the drops twice a day for 10 days. Recheck in two weeks.', ro: 'Infecție la ambele urechi. Curățați urechile zilnic și administrați picăturile de două ori pe zi, 10 zile. Control peste două săptămâni.' },
  },
  {
    template: 'soap', weight: 3,
    values: (lang) => ({
      complaint: { en: 'Vomiting twice since yesterday, quieter than usual.', ro: 'A vomitat de două ori de ieri, mai liniștit decât de obicei.' }[lang],
      history: { en: 'Ate something in the park two days ago. No diarrhoea. Vaccinations up to date.', ro: 'A mâncat ceva în parc acum două zile. Fără diaree. Vaccinuri la zi.' }[lang],
      exam: { en: 'Mild discomfort on palpation of the cranial abdomen. Hydration normal. Temperature normal.', ro: 'Ușoară sensibilitate la palparea abdomenului cranial. Hidratare normală. Temperatură normală.' }[lang],
      assessment_notes: { en: 'Acute gastritis, dietary indiscretion most likely. No signs of obstruction.', ro: 'Gastrită acută, cel mai probabil alimentară. Fără semne de obstrucție.' }[lang],
      treatment_plan: { en: '- Bland diet for 3 days\n- Antiemetic injection given\n- Call if vomiting continues', ro: '- Dietă ușoară 3 zile\n- Antiemetic injectabil administrat\n- Sunați dacă vărsăturile continuă' }[lang],
    }),
    summary: { en: 'Upset stomach. Small bland meals for three days; call us if the vomiting comes back.', ro: 'Stomac deranjat. Mese mici, ușoare, trei zile; sunați-ne dacă revin vărsăturile.' },
  },
  {
    template: 'soap', weight: 2,
    values: (lang, _sections, base) => ({
      complaint: { en: 'Limping on the right hind leg after playing.', ro: 'Șchiopătează pe piciorul drept posterior după joacă.' }[lang],
      exam: { en: 'Weight-bearing lameness 2/5, right hind. Mild pain on stifle flexion. **No drawer sign.**', ro: 'Șchiopătură cu sprijin 2/5, posterior drept. Durere ușoară la flexia genunchiului. **Fără semn de sertar.**' }[lang],
      assessment_notes: { en: 'Soft tissue strain of the right stifle.', ro: 'Entorsă a genunchiului drept.' }[lang],
      treatment_plan: { en: 'Rest and short lead walks for 10 days; anti-inflammatory for 5 days.', ro: 'Repaus și plimbări scurte în lesă 10 zile; antiinflamator 5 zile.' }[lang],
      recheck: dateAfter(base, 10),
    }),
    summary: { en: 'A strained knee. Short walks on the lead only for 10 days and the tablets with food for 5 days.', ro: 'Genunchi suprasolicitat. Doar plimbări scurte în lesă 10 zile și tabletele cu mâncare 5 zile.' },
  },
  {
    template: 'vaccination', weight: 3,
    values: (lang, _sections, base) => ({
      health_check: true,
      exam: { en: 'Bright and alert, good body condition. Heart and lungs normal.', ro: 'Vioi și atent, condiție corporală bună. Cord și plămâni normali.' }[lang],
      vaccines: { en: 'Annual booster and rabies.', ro: 'Rapel anual și antirabic.' }[lang],
      batch: 'A2291-07, R5530-12',
      reactions: { en: 'None observed during 15 minutes after the injection.', ro: 'Nicio reacție în cele 15 minute de după injecție.' }[lang],
      next_due: dateAfter(base, 365),
    }),
    summary: { en: 'Vaccinated today. A little tiredness for a day is normal. Next vaccination in one year.', ro: 'Vaccinat astăzi. Puțină oboseală timp de o zi este normală. Următorul vaccin peste un an.' },
  },
  {
    template: 'dental', weight: 1,
    values: (lang, sections, base) => ({
      exam: { en: 'Tartar on premolars and molars, gingivitis. Halitosis.', ro: 'Tartru pe premolari și molari, gingivită. Halenă.' }[lang],
      periodontal: '2',
      dental_procedures: optionsOf(sections, 'dental_procedures').slice(0, 3),
      teeth: '108, 208',
      findings: { en: 'Two upper premolars with root exposure, extracted.', ro: 'Doi premolari superiori cu rădăcini expuse, extrași.' }[lang],
      home_care: { en: 'Soft food for 7 days, then daily tooth brushing.', ro: 'Hrană moale 7 zile, apoi periaj zilnic.' }[lang],
      recheck: dateAfter(base, 10),
    }),
    summary: { en: 'Teeth cleaned and two teeth removed. Soft food for a week, then brush the teeth every day.', ro: 'Dinți curățați și doi dinți extrași. Hrană moale o săptămână, apoi periaj zilnic.' },
  },
  {
    template: 'surgery', weight: 1,
    values: (lang, sections, base) => ({
      history: { en: 'Routine neutering. Healthy, fasted since last evening.', ro: 'Sterilizare de rutină. Sănătos, nemâncat de aseară.' }[lang],
      asa: optionsOf(sections, 'asa')[0],
      fasted: true,
      consent_signed: true,
      procedure_desc: { en: 'Neutering under general anaesthesia.', ro: 'Sterilizare sub anestezie generală.' }[lang],
      findings: { en: 'No complications. Intradermal sutures.', ro: 'Fără complicații. Suturi intradermice.' }[lang],
      duration: 45,
      recovery: { en: 'Smooth recovery, standing after 40 minutes, ate in the evening.', ro: 'Trezire liniștită, în picioare după 40 de minute, a mâncat seara.' }[lang],
      suture: dateAfter(base, 10),
    }),
    summary: { en: 'Surgery went well. Keep the cone on, no baths, and come back in 10 days for the check.', ro: 'Operația a decurs bine. Păstrați gulerul, fără băi, și reveniți peste 10 zile la control.' },
  },
];

/** The demo pets' record ids (oldest first), by pet id. */
export type DemoRecordIds = Map<number, number[]>;

/** Inserts the built-in templates into a clinic in its language; returns them by repository key. */
async function seedTemplates(tx: Tx, clinicId: number, lang: string, now: Date) {
  const rows = await tx.insert(recordTemplates).values(RECORD_REPO_KEYS.map((key) => {
    const t = repoTemplate(key, lang);
    return { clinicId, name: t.name, description: t.description, repoKey: key, isDefault: t.is_default, sections: t.sections, createdAt: now, updatedAt: now };
  })).returning();
  return new Map(rows.map((r) => [r.repoKey as RecordRepoKey, r]));
}

export async function seedDemoRecords(tx: Tx, { groupId, now, rand }: ExtrasContext): Promise<DemoRecordIds> {
  const out: DemoRecordIds = new Map();
  const clinicRows = await tx.select({ id: clinics.id, lang: clinics.defaultLanguage, timezone: clinics.timezone }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  const perClinic = new Map<number, { lang: Lang; timezone: string; templates: Awaited<ReturnType<typeof seedTemplates>>; vets: number[] }>();
  for (const c of clinicRows) {
    const vets = await tx.select({ id: staffUsers.id }).from(clinicMemberships)
      .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
      .where(and(eq(clinicMemberships.clinicId, c.id), eq(staffUsers.isVet, true), eq(staffUsers.isActive, true)))
      .orderBy(asc(staffUsers.id));
    perClinic.set(c.id, { lang: c.lang === 'ro' ? 'ro' : 'en', timezone: c.timezone, templates: await seedTemplates(tx, c.id, c.lang, now), vets: vets.map((v) => v.id) });
  }
  if (!clinicRows.length) return out;

  const petRows = await tx.select({ id: pets.id, ownerId: pets.ownerId }).from(pets).where(and(eq(pets.groupId, groupId), isNull(pets.archivedAt))).orderBy(asc(pets.id));
  // Each pet's past appointments, latest first: its clinic is where it was seen; the open record covers the latest visit.
  const visits = await tx.select({ petId: appointmentPets.petId, appointmentId: appointments.id, clinicId: appointments.clinicId, startsAt: appointments.startsAt, vetId: appointments.vetId, status: appointments.status })
    .from(appointmentPets).innerJoin(appointments, eq(appointments.id, appointmentPets.appointmentId))
    .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
    .where(eq(clinics.groupId, groupId))
    .orderBy(asc(appointmentPets.petId), asc(appointments.startsAt), asc(appointments.id));
  const usedAppointments = new Set<number>();

  for (const pet of petRows) {
    const seen = visits.filter((v) => v.petId === pet.id);
    const past = seen.filter((v) => v.startsAt < now && [3, 4, 5].includes(v.status) && !usedAppointments.has(v.appointmentId)).at(-1);
    const clinicId = past?.clinicId ?? seen[0]?.clinicId ?? clinicRows[pet.id % clinicRows.length].id;
    const clinic = perClinic.get(clinicId)!;
    if (!clinic.vets.length) continue;
    const count = rand.int(3, 5);
    // Spread over two years: the older ones closed, ~ every 2–6 months; the latest open, in the last week.
    const days: number[] = [];
    let d = rand.int(0, 6);
    days.push(d);
    for (let i = 1; i < count; i++) { d += rand.int(45, 170); days.push(Math.min(d, 725)); }
    days.reverse();
    const ids: number[] = [];
    for (const [i, daysAgo] of days.entries()) {
      const open = i === days.length - 1;
      const scenario = i === 0 && rand.chance(0.6) ? SCENARIOS.find((s) => s.template === 'vaccination')! : rand.weighted(SCENARIOS.map((s) => [s, s.weight] as const));
      const template = clinic.templates.get(scenario.template)!;
      const vetId = open && past ? past.vetId : rand.pick(clinic.vets);
      const local = DateTime.fromJSDate(now).setZone(clinic.timezone).minus({ days: daysAgo }).set({ hour: rand.int(9, 17), minute: rand.pick([0, 15, 30, 45]), second: 0, millisecond: 0 });
      const recordedAt = open && past ? past.startsAt : local.toJSDate();
      const values = scenario.values(clinic.lang, template.sections, DateTime.fromJSDate(recordedAt).setZone(clinic.timezone));
      const status = open ? 'in_progress' : 'closed';
      const closedAt = open ? null : new Date(recordedAt.getTime() + rand.int(30, 180) * 60_000);
      const [row] = await tx.insert(records).values({
        groupId, clinicId, petId: pet.id, clientId: pet.ownerId, vetId, templateId: template.id, templateSnapshot: template.sections,
        // Written open (the closed-record trigger refuses values of a closed record), closed below.
        title: template.name, status: 'in_progress', clientSummary: scenario.summary[clinic.lang], recordedAt, version: open ? 2 : 3,
        createdBy: vetId, createdAt: recordedAt, updatedAt: closedAt ?? new Date(recordedAt.getTime() + 20 * 60_000),
      }).returning({ id: records.id });
      const writtenAt = new Date(recordedAt.getTime() + 20 * 60_000);
      await tx.insert(recordFieldValues).values(Object.entries(values).map(([fieldKey, value]) => ({ recordId: row.id, fieldKey, value, version: 1, updatedBy: vetId, updatedAt: writtenAt })));
      await tx.insert(recordVersions).values([
        { recordId: row.id, version: 1, action: 'created', changedBy: vetId, changedAt: recordedAt, after: { title: template.name, template_id: template.id, template_version: 1, status: 'draft' } },
        { recordId: row.id, version: 2, action: 'fields', changedBy: vetId, changedAt: writtenAt, before: Object.fromEntries(Object.keys(values).map((k) => [k, null])), after: { ...values, client_summary: scenario.summary[clinic.lang], status: 'in_progress' } },
        ...(closedAt ? [{ recordId: row.id, version: 3, action: 'closed', changedBy: vetId, changedAt: closedAt, before: { status: 'in_progress' }, after: { status: 'closed' } }] : []),
      ]);
      if (open && past) {
        usedAppointments.add(past.appointmentId);
        await tx.insert(recordAppointments).values({ recordId: row.id, appointmentId: past.appointmentId, createdAt: recordedAt });
      }
      if (closedAt) await tx.update(records).set({ status, closedAt, closedBy: vetId }).where(eq(records.id, row.id));
      ids.push(row.id);
    }
    out.set(pet.id, ids);
  }
  return out;
}

/** The records of the demo group's pets (oldest first), for seeders that run after this one. */
export async function demoRecordIdsByPet(tx: Tx, groupId: number): Promise<DemoRecordIds> {
  const rows = await tx.select({ id: records.id, petId: records.petId }).from(records)
    .where(and(eq(records.groupId, groupId), isNull(records.deletedAt))).orderBy(asc(records.petId), asc(records.recordedAt), asc(records.id));
  const out: DemoRecordIds = new Map();
  for (const r of rows) out.set(r.petId, [...(out.get(r.petId) ?? []), r.id]);
  return out;
}

export const seedRecords: ExtrasSeeder = async (tx, ctx) => {
  await seedDemoRecords(tx, ctx);
};

/**
 * The demo's closed records get their vitals, diagnoses and prescriptions from the seeders that run after
 * this one, but the database refuses writes to a closed record's rows (trigger of migration 0020). So the
 * seed opens them for that time (status only; closed_at stays and marks them) and `closeDemoRecords` closes
 * them again at the end, all inside the seed's transaction.
 */
export const openDemoRecordsForSeeding: ExtrasSeeder = async (tx, { groupId }) => {
  await tx.update(records).set({ status: 'in_progress' }).where(and(eq(records.groupId, groupId), eq(records.status, 'closed')));
};
export const closeDemoRecords: ExtrasSeeder = async (tx, { groupId }) => {
  await tx.update(records).set({ status: 'closed' }).where(and(eq(records.groupId, groupId), isNotNull(records.closedAt)));
};
