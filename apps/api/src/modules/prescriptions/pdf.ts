import PDFDocument from 'pdfkit';
import { and, eq } from 'drizzle-orm';
import { breeds, clinicPreferences, clinics, petParents, pets, species, type Db } from '@vetclinic/db';
import { formatClinicDate, type Language } from '@vetclinic/domain';
import { translate } from '../../lib/i18n';
import { clinicDocument, mixedText, pdfFonts, registerCjkFont } from '../../lib/pdf-document';
import type { TenantScope } from '../../plugins/auth';
import { prescriptionForPrint } from './service';

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

  const sheetTitle = `${t('title')} · Rx ${p.id}`;
  const { doc, done } = format === 'label' ? labelDocument(`Rx ${p.id}`) : clinicDocument(clinic.clinic, sheetTitle);
  // Korean and Chinese names, drugs and directions print in the CJK font when the machine has one.
  const write = (text: string, font: 'body' | 'bold', options: PDFKit.Mixins.TextOptions = {}) => mixedText(doc, text, font, undefined, undefined, options);

  if (format === 'label') {
    const width = doc.page.width - 2 * mm(2.5);
    /** One line that never wraps: shortened with an ellipsis to fit the label. */
    const line = (text: string, font: 'body' | 'bold', size: number) => {
      doc.font(font).fontSize(size);
      let s = text;
      while (s.length > 1 && doc.widthOfString(s) > width) s = `${s.slice(0, -2)}…`;
      write(s, font, { width, lineBreak: false });
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
    doc.fontSize(10);
    write(`${t('date')}: ${date(p.prescribedAt)}`, 'body');
    if (p.status !== 'ACTIVE') {
      doc.fillColor('#a00');
      write(translate(lang, `prescriptions.status.${p.status}`), 'bold').fillColor('#000');
    }
    doc.moveDown(0.8);
    const field = (label: string, value: string | null | undefined) => {
      if (!value) return;
      doc.fontSize(10);
      write(`${label}: `, 'bold', { continued: true });
      write(value, 'body');
    };
    field(t('patient'), [pet.pet.nickname, pet.species, pet.breed, pet.pet.weightGrams ? `${(pet.pet.weightGrams / 1000).toFixed(1)} kg` : null].filter(Boolean).join(', '));
    field(t('owner'), [owner, pet.owner.address].filter(Boolean).join(', '));
    doc.moveDown(0.8);
    doc.fontSize(13);
    write([p.drug, p.strength].filter(Boolean).join(' '), 'bold');
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
    write(`${t('prescriber')}: ${vet}`, 'body');
  }
  doc.end();
  const pdf = await done;
  return { fileName: `prescription-${p.id}${format === 'label' ? '-label' : ''}.pdf`, pdf };
}

/** An 89 × 36 mm dispensing label with the clinic's fonts (no header: the label's first line names the clinic). */
function labelDocument(title: string) {
  const doc = new PDFDocument({ size: [mm(LABEL_SIZE_MM.width), mm(LABEL_SIZE_MM.height)], margin: mm(2.5), info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const fonts = pdfFonts();
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  registerCjkFont(doc, fonts.cjk);
  return { doc, done };
}
