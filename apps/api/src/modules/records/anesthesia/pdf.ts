import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { eq } from 'drizzle-orm';
import { clinicPreferences, clinics, petParents, pets, species, staffUsers, type Db } from '@vetclinic/db';
import { formatClinicDateTime, formatClinicTime, type Language, type TAnesthesiaSession } from '@vetclinic/domain';
import { translate } from '../../../lib/i18n';
import type { TenantScope } from '../../../plugins/auth';
import { readableRecord } from '../guard';
import { getAnesthesia } from './service';
import { notFound } from '../../../lib/app-error';
import { getVitalsSettings } from '../vitals/settings';

/**
 * A font that covers Latin with diacritics and Cyrillic when the host has one (DejaVu on Debian/Ubuntu);
 * otherwise Helvetica, with accents folded away so nothing prints as garbage. Languages written in other
 * scripts (Korean, Chinese) print the sheet's labels in English until the product ships a CJK font.
 */
const UNICODE_FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].find((p) => existsSync(p));
const UNICODE_BOLD = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'].find((p) => existsSync(p));
const CJK: ReadonlySet<string> = new Set(['ko', 'zh-TW']);
const fold = (s: string) => (UNICODE_FONT ? s : s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\xff\n]/g, '?'));

/** The printable anesthesia sheet of a record: the clinic's header, patient, ASA, drugs, times and every reading. */
export async function anesthesiaPdf(db: Db, scope: TenantScope, recordId: number, lang: Language): Promise<Buffer> {
  const record = await readableRecord(db, scope, recordId);
  const session = await getAnesthesia(db, scope, recordId);
  if (!session) throw notFound();
  const [clinic] = await db.select().from(clinics).leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id)).where(eq(clinics.id, record.clinicId));
  const [pet] = await db.select({ name: pets.nickname, species: species.name, weight: pets.weightGrams, first: petParents.firstName, last: petParents.lastName })
    .from(pets).leftJoin(species, eq(species.id, pets.speciesId)).leftJoin(petParents, eq(petParents.id, pets.ownerId)).where(eq(pets.id, record.petId));
  const [vet] = record.vetId ? await db.select({ first: staffUsers.firstName, last: staffUsers.lastName }).from(staffUsers).where(eq(staffUsers.id, record.vetId)) : [];
  const settings = await getVitalsSettings(db, record.clinicId);
  const labelLang: Language = CJK.has(lang) ? 'en' : lang;
  const t = (key: string, params?: Record<string, string | number>) => fold(translate(labelLang, `vitals.${key}`, params));
  const c = clinic.clinics;
  const fmt = { timezone: c.timezone, dateFormat: clinic.clinic_preferences?.dateFormat ?? 'DD-MM-YYYY', timeFormat: clinic.clinic_preferences?.timeFormat ?? 'HH:mm', language: labelLang };
  const temp = (v: number | null) => (v === null ? '' : settings.temperature_unit === 'f' ? (v * 9 / 5 + 32).toFixed(1) : v.toFixed(1));

  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${t('anesthesia.sheet_title')} - ${pet?.name ?? ''}` } });
  const regular = UNICODE_FONT ?? 'Helvetica';
  const bold = UNICODE_BOLD ?? 'Helvetica-Bold';
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  // Clinic header.
  doc.font(bold).fontSize(16).text(fold(c.name));
  doc.font(regular).fontSize(9).fillColor('#444').text(fold([c.address, c.phone, c.email].filter(Boolean).join('  ·  ')));
  doc.moveDown(0.5).moveTo(40, doc.y).lineTo(555, doc.y).strokeColor('#999').stroke().moveDown(0.5);
  doc.fillColor('#000').font(bold).fontSize(14).text(t('anesthesia.sheet_title'));
  doc.font(regular).fontSize(10);
  const line = (label: string, value: string) => doc.font(bold).text(`${label}: `, { continued: true }).font(regular).text(fold(value));
  line(t('anesthesia.patient'), `${pet?.name ?? ''}${pet?.species ? ` (${pet.species})` : ''}${pet?.weight ? `, ${(pet.weight / 1000).toFixed(2)} kg` : ''}`);
  if (pet?.first) line(t('anesthesia.owner'), `${pet.first} ${pet.last}`);
  line(t('anesthesia.record'), `${record.title} · ${formatClinicDateTime(record.recordedAt, fmt)}`);
  if (vet) line(t('anesthesia.vet'), `${vet.first} ${vet.last}`);
  line(t('anesthesia.asa'), `${session.asa_class}${session.asa_emergency ? 'E' : ''}`);
  line(t('anesthesia.start'), session.started_at ? formatClinicDateTime(session.started_at, fmt) : '-');
  line(t('anesthesia.end'), session.ended_at ? formatClinicDateTime(session.ended_at, fmt) : '-');

  doc.moveDown(0.5).font(bold).fontSize(12).text(t('anesthesia.drugs'));
  doc.font(regular).fontSize(10);
  if (!session.drugs.length) doc.text('-');
  for (const d of session.drugs) {
    doc.text(fold(`${t(`anesthesia.phases.${d.phase}`)}: ${d.name} ${d.dose} ${d.unit}${d.route ? ` ${d.route}` : ''}${d.given_at ? ` · ${formatClinicTime(d.given_at, fmt)}` : ''}`));
  }
  if (session.notes) { doc.moveDown(0.5).font(bold).text(t('anesthesia.notes')).font(regular).text(fold(session.notes)); }

  drawMeasurements(doc, session, t, (iso) => formatClinicTime(iso, fmt), temp, settings.temperature_unit, bold, regular);
  doc.end();
  return done;
}

function drawMeasurements(
  doc: PDFKit.PDFDocument, session: TAnesthesiaSession, t: (k: string) => string, time: (iso: string) => string,
  temp: (v: number | null) => string, unit: 'c' | 'f', bold: string, regular: string,
) {
  doc.moveDown(0.8).font(bold).fontSize(12).text(t('anesthesia.measurements'));
  const cols = [
    { label: t('anesthesia.time'), w: 55, v: (m: TAnesthesiaSession['measurements'][number]) => time(m.measured_at) },
    { label: t('fields.heart_rate_short'), w: 45, v: (m: TAnesthesiaSession['measurements'][number]) => m.heart_rate ?? '' },
    { label: t('fields.respiratory_rate_short'), w: 45, v: (m: TAnesthesiaSession['measurements'][number]) => m.respiratory_rate ?? '' },
    { label: 'SpO2 %', w: 50, v: (m: TAnesthesiaSession['measurements'][number]) => m.spo2 ?? '' },
    { label: 'EtCO2', w: 50, v: (m: TAnesthesiaSession['measurements'][number]) => m.etco2 ?? '' },
    { label: unit === 'f' ? '°F' : '°C', w: 45, v: (m: TAnesthesiaSession['measurements'][number]) => temp(m.temperature_c) },
    { label: t('anesthesia.bp'), w: 90, v: (m: TAnesthesiaSession['measurements'][number]) => (m.bp_systolic || m.bp_diastolic || m.bp_mean ? `${m.bp_systolic ?? '-'}/${m.bp_diastolic ?? '-'} (${m.bp_mean ?? '-'})` : '') },
    { label: t('anesthesia.agent_pct'), w: 60, v: (m: TAnesthesiaSession['measurements'][number]) => (m.anesthetic_pct ?? '') },
  ];
  const row = (cells: string[], font: string) => {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    let x = 40;
    doc.font(font).fontSize(9);
    // A header label may wrap ("Blood pressure"): the row is as tall as its tallest cell.
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i].w - 4 })));
    cells.forEach((cell, i) => { doc.text(cell, x, y, { width: cols[i].w - 4 }); x += cols[i].w; });
    doc.text('', 40, y + height + 3);
  };
  row(cols.map((c) => c.label), bold);
  if (!session.measurements.length) { doc.font(regular).text('-'); return; }
  for (const m of session.measurements) row(cols.map((c) => String(c.v(m))), regular);
}
