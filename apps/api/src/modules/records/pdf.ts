import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { clinicPreferences, clinics, prescriptions, recordDiagnoses, vitals, type Db } from '@vetclinic/db';
import { DEFAULT_PREFERENCES, formatClinicDate, formatClinicDateTime, isBlockFieldType, type Language, type TRecordTemplateField } from '@vetclinic/domain';
import { translate } from '../../lib/i18n';
import { CJK, CJK_RUNS, pdfFonts, registerCjkFont } from '../../lib/pdf-document';
import type { TenantScope } from '../../plugins/auth';
import { getRecord } from './service';
import { getVitalsSettings } from './vitals/settings';

/**
 * What the record's blocks hold, as lines for the PDF: its vitals (in the clinic's temperature unit), its
 * diagnoses and its prescriptions (cancelled ones left out), each block printed where its field sits.
 */
async function blockLines(db: Db, recordId: number, clinicId: number, lang: Language, when: (d: Date) => string): Promise<Record<string, string[]>> {
  const tr = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const [vitalRows, diagnosisRows, rxRows, settings] = await Promise.all([
    db.select().from(vitals).where(and(eq(vitals.recordId, recordId), isNull(vitals.deletedAt))).orderBy(asc(vitals.measuredAt), asc(vitals.id)),
    db.select().from(recordDiagnoses).where(eq(recordDiagnoses.recordId, recordId)).orderBy(asc(recordDiagnoses.id)),
    db.select().from(prescriptions).where(and(eq(prescriptions.recordId, recordId), ne(prescriptions.status, 'CANCELLED'))).orderBy(asc(prescriptions.id)),
    getVitalsSettings(db, clinicId),
  ]);
  const num = (n: number, digits: number) => Number(n.toFixed(digits)).toLocaleString(lang === 'zh-TW' ? 'zh-TW' : lang, { maximumFractionDigits: digits });
  const vitalsLines = vitalRows.map((v) => {
    const parts: string[] = [];
    const add = (key: string, text: string | null) => { if (text !== null) parts.push(`${tr(`vitals.fields.${key}`)} ${text}`); };
    add('weight', v.weightGrams === null ? null : `${num(v.weightGrams / 1000, 3)} kg`);
    add('temperature', v.temperatureDc === null ? null : settings.temperature_unit === 'f'
      ? `${num((v.temperatureDc / 10) * 9 / 5 + 32, 1)} °F` : `${num(v.temperatureDc / 10, 1)} °C`);
    add('heart_rate', v.heartRate === null ? null : `${v.heartRate} ${tr('vitals.units.heart_rate')}`);
    add('respiratory_rate', v.respiratoryRate === null ? null : `${v.respiratoryRate} ${tr('vitals.units.respiratory_rate')}`);
    add('crt_seconds', v.crtDs === null ? null : `${num(v.crtDs / 10, 1)} s`);
    add('mucous_membranes', v.mucousMembranes === null ? null : tr(`vitals.membranes.${v.mucousMembranes}`));
    add('pain_score', v.painScore === null ? null : `${v.painScore}/10`);
    add('bcs', v.bcs === null ? null : `${v.bcs}/${v.bcsScale ?? 9}`);
    if (v.bpSystolic !== null || v.bpDiastolic !== null) parts.push(`BP ${v.bpSystolic ?? '—'}/${v.bpDiastolic ?? '—'}${v.bpMean !== null ? ` (${v.bpMean})` : ''} ${tr('vitals.units.blood_pressure')}`);
    if (v.notes) parts.push(v.notes);
    return `${when(v.measuredAt)} · ${parts.join(' · ')}`;
  });
  const diagnosisLines = diagnosisRows.map((d) => `${tr(`diagnoses.kind.${d.kind}`)}: ${d.name}${d.notes ? ` — ${d.notes}` : ''}`);
  const rxLines = rxRows.map((r) => {
    const how = [`${r.dose} ${r.unit}`, tr(`prescriptions.route.${r.route}`), r.frequency, r.durationDays ? tr('prescriptions.forDays', { days: r.durationDays }) : null].filter(Boolean).join(' · ');
    return `${r.drug}${r.strength ? ` ${r.strength}` : ''}: ${how}${r.instructions ? `. ${r.instructions}` : ''}`;
  });
  return { vitals: vitalsLines, diagnoses: diagnosisLines, prescriptions: rxLines };
}

/*
 * The record as a PDF (GET /records/{id}/pdf): the clinic's header (name, address, contacts), pet, client,
 * vet and date in the clinic's zone, then each section with its values; markdown printed as styled text.
 * Fonts: pdfkit's built-in fonts only cover Latin-1, so a Unicode TTF is embedded (DejaVu Sans: Romanian
 * ș/ț, Polish, Czech, Hungarian, Bulgarian Cyrillic). Chinese and Korean need a CJK font, used when one is
 * found (RECORDS_PDF_CJK_FONT or the usual system paths); the product ships none (no new dependency).
 */

export { pdfFonts } from '../../lib/pdf-document';


type Style = 'regular' | 'bold' | 'italic';
interface Run { text: string; style: Style }

/** `**bold**`, `*italic*` / `_italic_` and `code` into runs; anything else is plain text. */
export function inlineRuns(line: string): Run[] {
  const runs: Run[] = [];
  const re = /(\*\*[^*]+\*\*|__[^_]+__|\*[^*]+\*|_[^_]+_|`[^`]+`)/g;
  let last = 0;
  for (const m of line.matchAll(re)) {
    if (m.index > last) runs.push({ text: line.slice(last, m.index), style: 'regular' });
    const tok = m[0];
    if (tok.startsWith('**') || tok.startsWith('__')) runs.push({ text: tok.slice(2, -2), style: 'bold' });
    else if (tok.startsWith('`')) runs.push({ text: tok.slice(1, -1), style: 'regular' });
    else runs.push({ text: tok.slice(1, -1), style: 'italic' });
    last = m.index + tok.length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), style: 'regular' });
  // Links: [label](url) prints as "label (url)".
  return runs.map((r) => ({ ...r, text: r.text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)') }));
}

/** Markdown blocks the PDF prints: headings, bullet and numbered items, paragraphs (HTML is printed as text). */
export function markdownBlocks(md: string): { kind: 'heading' | 'bullet' | 'number' | 'para' | 'gap'; text: string; marker?: string }[] {
  const out: { kind: 'heading' | 'bullet' | 'number' | 'para' | 'gap'; text: string; marker?: string }[] = [];
  for (const raw of md.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) { if (out.length && out[out.length - 1].kind !== 'gap') out.push({ kind: 'gap', text: '' }); continue; }
    let m: RegExpMatchArray | null;
    if ((m = line.match(/^\s{0,3}#{1,6}\s+(.*)$/))) out.push({ kind: 'heading', text: m[1] });
    else if ((m = line.match(/^\s*[-*+]\s+(.*)$/))) out.push({ kind: 'bullet', text: m[1].replace(/^\[( |x|X)\]\s*/, (_, c: string) => (c === ' ' ? '☐ ' : '☑ ')) });
    else if ((m = line.match(/^\s*(\d+)[.)]\s+(.*)$/))) out.push({ kind: 'number', text: m[2], marker: `${m[1]}.` });
    else if (/^\s*(---|\*\*\*|___)\s*$/.test(line)) out.push({ kind: 'gap', text: '' });
    else out.push({ kind: 'para', text: line.replace(/^\s*>\s?/, '') });
  }
  return out;
}

function fieldText(field: TRecordTemplateField, value: unknown, lang: Language): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'checkbox': return translate(lang, value ? 'recordsServer.pdf.yes' : 'recordsServer.pdf.no');
    case 'number': return `${value as number}${field.unit ? ` ${field.unit}` : ''}`;
    case 'multiselect': return Array.isArray(value) ? value.join(', ') : String(value);
    default: return String(value);
  }
}

/** Renders the record; returns the PDF bytes. */
export async function recordPdf(db: Db, scope: TenantScope, id: number, lang: Language): Promise<{ filename: string; pdf: Buffer }> {
  const record = await getRecord(db, scope, id);
  const [clinic] = await db.select().from(clinics).where(eq(clinics.id, record.clinic_id));
  const [prefs] = await db.select().from(clinicPreferences).where(eq(clinicPreferences.clinicId, record.clinic_id));
  const dateFormat = prefs?.dateFormat ?? DEFAULT_PREFERENCES.date_format;
  const timeFormat = prefs?.timeFormat ?? DEFAULT_PREFERENCES.time_format;
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `recordsServer.pdf.${key}`, params);
  const fonts = pdfFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, info: { Title: record.title, Author: clinic.name, Creator: 'Vet clinic' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => { doc.on('end', () => resolve()); doc.on('error', reject); });

  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('italic', fonts.italic);
  registerCjkFont(doc, fonts.cjk);

  /** Writes runs on one line-flow, switching to the CJK font for CJK runs when one is available. */
  const write = (runs: Run[], opts: { size?: number; indent?: number; color?: string } = {}) => {
    const pieces = runs.flatMap((r) => (fonts.cjk && CJK.test(r.text)
      ? r.text.split(CJK_RUNS).filter(Boolean).map((text) => ({ text, font: CJK.test(text) ? 'cjk' : r.style }))
      : [{ text: r.text, font: r.style as string }]));
    if (!pieces.length) return;
    doc.fontSize(opts.size ?? 10).fillColor(opts.color ?? '#111111');
    pieces.forEach((p, i) => {
      doc.font(p.font).text(p.text, i === 0 ? doc.page.margins.left + (opts.indent ?? 0) : undefined, undefined, { continued: i < pieces.length - 1, indent: 0 });
    });
  };
  const plain = (text: string, style: Style = 'regular', opts: { size?: number; indent?: number; color?: string } = {}) => write([{ text, style }], opts);

  // Header: the clinic.
  plain(clinic.name, 'bold', { size: 16 });
  const contact = [clinic.address, clinic.phone, clinic.email].filter(Boolean).join(' · ');
  if (contact) plain(contact, 'regular', { size: 9, color: '#444444' });
  doc.moveDown(0.4);
  doc.moveTo(doc.page.margins.left, doc.y).lineTo(doc.page.width - doc.page.margins.right, doc.y).strokeColor('#999999').lineWidth(0.7).stroke();
  doc.moveDown(0.6);

  // Title and who/when.
  plain(record.title, 'bold', { size: 14 });
  doc.moveDown(0.2);
  const when = formatClinicDateTime(record.recorded_at, { timezone: clinic.timezone, dateFormat, timeFormat, language: lang });
  const facts: [string, string][] = [
    [t('patient'), `${record.pet.nickname}${record.pet.species ? ` (${record.pet.species})` : ''}`],
    [t('client'), record.client?.full_name ?? '—'],
    [t('vet'), record.vet?.full_name ?? '—'],
    [t('date'), when],
    [t('status'), translate(lang, `recordsServer.status.${record.status}`)],
  ];
  if (record.closed_at) facts.push([t('closed'), `${formatClinicDate(record.closed_at, { timezone: clinic.timezone, dateFormat })}${record.closed_by ? ` · ${record.closed_by.full_name}` : ''}`]);
  for (const [label, value] of facts) write([{ text: `${label}: `, style: 'bold' }, { text: value, style: 'regular' }], { size: 10 });
  doc.moveDown(0.6);

  // Sections, with the blocks' data where their fields sit.
  const values = new Map(record.fields.map((f) => [f.field_key, f.value]));
  const blocks = await blockLines(db, record.id, record.clinic_id, lang, (d) => formatClinicDateTime(d.toISOString(), { timezone: clinic.timezone, dateFormat, timeFormat, language: lang }));
  const blockOf = (f: TRecordTemplateField) => (isBlockFieldType(f.type) ? blocks[f.type] ?? [] : []);
  for (const section of record.template_snapshot) {
    const shown = section.fields.filter((f) => (isBlockFieldType(f.type) ? blockOf(f).length > 0 : values.has(f.key) && fieldText(f, values.get(f.key), lang) !== ''));
    if (!shown.length) continue;
    if (doc.y > doc.page.height - 140) doc.addPage();
    plain(section.title, 'bold', { size: 12, color: '#1d4f91' });
    doc.moveDown(0.2);
    for (const f of shown) {
      const value = values.get(f.key);
      plain(f.label, 'bold', { size: 10 });
      if (isBlockFieldType(f.type)) {
        for (const line of blockOf(f)) write([{ text: '•  ', style: 'regular' }, { text: line, style: 'regular' }], { indent: 16 });
      } else if (f.type === 'markdown') {
        for (const b of markdownBlocks(String(value))) {
          if (b.kind === 'gap') { doc.moveDown(0.3); continue; }
          if (b.kind === 'heading') write(inlineRuns(b.text).map((r) => ({ ...r, style: 'bold' })), { size: 11, indent: 10 });
          else if (b.kind === 'bullet') write([{ text: '•  ', style: 'regular' }, ...inlineRuns(b.text)], { indent: 16 });
          else if (b.kind === 'number') write([{ text: `${b.marker}  `, style: 'regular' }, ...inlineRuns(b.text)], { indent: 16 });
          else write(inlineRuns(b.text), { indent: 10 });
        }
      } else {
        plain(fieldText(f, value, lang), 'regular', { indent: 10 });
      }
      doc.moveDown(0.35);
    }
    doc.moveDown(0.4);
  }

  if (record.client_summary) {
    plain(t('client_summary'), 'bold', { size: 12, color: '#1d4f91' });
    doc.moveDown(0.2);
    for (const b of markdownBlocks(record.client_summary)) {
      if (b.kind === 'gap') { doc.moveDown(0.3); continue; }
      write(b.kind === 'bullet' ? [{ text: '•  ', style: 'regular' }, ...inlineRuns(b.text)] : inlineRuns(b.text), { indent: b.kind === 'bullet' ? 16 : 10 });
    }
  }

  // Footer on each page: printed at, page n/m.
  const printed = t('printed', { date: formatClinicDateTime(new Date(), { timezone: clinic.timezone, dateFormat, timeFormat, language: lang }) });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor('#666666')
      .text(`${printed} · ${t('page', { n: i + 1, total: range.count })}`, doc.page.margins.left, doc.page.height - 35, { width: doc.page.width - doc.page.margins.left - doc.page.margins.right, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await done;
  const safe = `${record.pet.nickname}-${record.title}`.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').slice(0, 80);
  return { filename: `record-${record.id}-${safe}.pdf`, pdf: Buffer.concat(chunks) };
}
