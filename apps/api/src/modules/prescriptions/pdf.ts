import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { and, eq } from 'drizzle-orm';
import { breeds, clinicPreferences, clinics, petParents, pets, species, type Db } from '@vetclinic/db';
import { formatClinicDate, type Language } from '@vetclinic/domain';
import { translate } from '../../lib/i18n';
import type { TenantScope } from '../../plugins/auth';
import { prescriptionForPrint } from './service';

/**
 * A Unicode TrueType font when the system has one (DejaVu covers Latin, Greek and Cyrillic, so Romanian,
 * Bulgarian, Czech… names print); PDFKit's built-in Helvetica only knows Latin-1. CJK and Korean names
 * need a CJK font, which is not installed: they print as blanks until one is added (decisions.md).
 */
const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF'];
const FONTS = (() => {
  for (const dir of FONT_DIRS) {
    const regular = `${dir}/DejaVuSans.ttf`;
    const bold = `${dir}/DejaVuSans-Bold.ttf`;
    if (existsSync(regular) && existsSync(bold)) return { regular, bold };
  }
  return null;
})();

export const LABEL_SIZE_MM = { width: 89, height: 36 } as const;
const mm = (v: number) => (v * 72) / 25.4;

export type PrescriptionPdfFormat = 'sheet' | 'label';

/** The prescription as a printable A4 sheet or an 89 × 36 mm dispensing label, with the clinic's header. */
export async function prescriptionPdf(db: Db, scope: TenantScope, id: number, format: PrescriptionPdfFormat, lang: Language): Promise<{ fileName: string; pdf: Buffer }> {
  const r = await prescriptionForPrint(db, scope, id);
  const p = r.row;
  const [clinic] = await db.select({ clinic: clinics, prefs: clinicPreferences }).from(clinics).leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id)).where(eq(clinics.id, p.clinicId));
  const [pet] = await db.select({ pet: pets, species: species.name, breed: breeds.name, owner: petParents }).from(pets)
    .innerJoin(petParents, eq(petParents.id, pets.ownerId)).leftJoin(species, eq(species.id, pets.speciesId)).leftJoin(breeds, eq(breeds.id, pets.breedId))
    .where(and(eq(pets.id, p.petId), eq(pets.groupId, scope.groupId)));
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, `prescriptions.pdf.${key}`, params);
  const date = (d: Date | string) => formatClinicDate(typeof d === 'string' ? `${d}T12:00:00Z` : d, { timezone: clinic.clinic.timezone, dateFormat: clinic.prefs?.dateFormat ?? clinic.clinic.clientDateFormat });
  const route = translate(lang, `prescriptions.route.${p.route}`);
  const directions = [`${p.dose} ${p.unit}`, route, p.frequency, p.durationDays ? t('for_days', { days: p.durationDays }) : null].filter(Boolean).join(' · ');
  const vet = r.vet ? `${r.vet.firstName} ${r.vet.lastName}` : '';
  const owner = `${pet.owner.firstName} ${pet.owner.lastName}`;

  const doc = new PDFDocument(format === 'label'
    ? { size: [mm(LABEL_SIZE_MM.width), mm(LABEL_SIZE_MM.height)], margin: mm(2.5), info: { Title: `Rx ${p.id}` } }
    : { size: 'A4', margin: 50, info: { Title: `${t('title')} ${p.id}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (FONTS) { doc.registerFont('body', FONTS.regular); doc.registerFont('bold', FONTS.bold); } else { doc.registerFont('body', 'Helvetica'); doc.registerFont('bold', 'Helvetica-Bold'); }

  if (format === 'label') {
    const width = doc.page.width - 2 * mm(2.5);
    /** One line that never wraps: shortened with an ellipsis to fit the label. */
    const line = (text: string, font: 'body' | 'bold', size: number) => {
      doc.font(font).fontSize(size);
      let s = text;
      while (s.length > 1 && doc.widthOfString(s) > width) s = `${s.slice(0, -2)}…`;
      doc.text(s, { width, lineBreak: false });
      doc.moveDown(0.05);
    };
    line([clinic.clinic.name, clinic.clinic.phone].filter(Boolean).join(' · '), 'bold', 6.5);
    line(`${pet.pet.nickname} (${owner}) · ${date(p.prescribedAt)}`, 'body', 6.5);
    line([p.drug, p.strength].filter(Boolean).join(' '), 'bold', 8);
    line(directions, 'body', 6.5);
    if (p.instructions) line(p.instructions, 'body', 6);
    line([p.quantity ? `${t('quantity')}: ${p.quantity}` : null, `${t('refills')}: ${p.refills}`, p.expiresOn ? `${t('expires')}: ${date(p.expiresOn)}` : null].filter(Boolean).join(' · '), 'body', 6);
    line(`${vet} · Rx ${p.id} · ${t('keep_away')}`, 'body', 5.5);
  } else {
    doc.font('bold').fontSize(16).text(clinic.clinic.name);
    doc.font('body').fontSize(9).fillColor('#444').text([clinic.clinic.address, clinic.clinic.phone, clinic.clinic.email].filter(Boolean).join(' · '));
    doc.moveDown(0.5).strokeColor('#999').moveTo(50, doc.y).lineTo(doc.page.width - 50, doc.y).stroke();
    doc.moveDown(1).fillColor('#000').font('bold').fontSize(14).text(`${t('title')} · Rx ${p.id}`);
    doc.font('body').fontSize(10).text(`${t('date')}: ${date(p.prescribedAt)}`);
    if (p.status !== 'ACTIVE') doc.font('bold').fillColor('#a00').text(translate(lang, `prescriptions.status.${p.status}`)).fillColor('#000');
    doc.moveDown(0.8);
    const field = (label: string, value: string | null | undefined) => {
      if (!value) return;
      doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('body').text(value);
    };
    field(t('patient'), [pet.pet.nickname, pet.species, pet.breed, pet.pet.weightGrams ? `${(pet.pet.weightGrams / 1000).toFixed(1)} kg` : null].filter(Boolean).join(', '));
    field(t('owner'), [owner, pet.owner.address].filter(Boolean).join(', '));
    doc.moveDown(0.8);
    doc.font('bold').fontSize(13).text([p.drug, p.strength].filter(Boolean).join(' '));
    doc.moveDown(0.3);
    field(t('dose'), `${p.dose} ${p.unit}`);
    field(t('route'), route);
    field(t('frequency'), p.frequency);
    field(t('duration'), p.durationDays ? t('for_days', { days: p.durationDays }) : null);
    field(t('quantity'), p.quantity);
    field(t('refills'), String(p.refills));
    field(t('expires'), p.expiresOn ? date(p.expiresOn) : null);
    if (p.instructions) { doc.moveDown(0.5); field(t('instructions'), p.instructions); }
    doc.moveDown(3);
    doc.font('body').fontSize(10).text('_______________________________');
    doc.text(`${t('prescriber')}: ${vet}`);
  }
  doc.end();
  const pdf = await done;
  return { fileName: `prescription-${p.id}${format === 'label' ? '-label' : ''}.pdf`, pdf };
}

