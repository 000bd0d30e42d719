import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * What every PDF the clinic prints shares: the fonts (DejaVu for Latin, Cyrillic and Romanian ș/ț; a CJK font for
 * Korean and Chinese when the machine has one), the header (the clinic's name, address and contacts over a rule,
 * then the title), lines of text and table rows that switch to the CJK font for Hangul and ideographs.
 * Invoices, credit notes, statements, purchase orders, document templates and records use it.
 */

const FONT_DIRS = [process.env.RECORDS_PDF_FONT_DIR, '/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF', '/Library/Fonts'].filter(Boolean) as string[];
const CJK_CANDIDATES = [
  process.env.RECORDS_PDF_CJK_FONT,
  '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  // Debian fonts-wqy-microhei (1.6 MB package): Hangul and traditional Chinese in one file.
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/nanum/NanumGothic.ttf',
  '/usr/share/fonts/truetype/unifont/unifont.ttf',
].filter(Boolean) as string[];

interface Fonts { regular: string; bold: string; italic: string; cjk: string | null }

let fontCache: Fonts | null = null;
/** Font file paths (or pdfkit's built-in names when no Unicode font is found). */
export function pdfFonts(): Fonts {
  if (fontCache) return fontCache;
  const find = (file: string) => FONT_DIRS.map((d) => `${d}/${file}`).find((p) => existsSync(p));
  const regular = find('DejaVuSans.ttf');
  fontCache = {
    regular: regular ?? 'Helvetica',
    bold: find('DejaVuSans-Bold.ttf') ?? (regular ? regular : 'Helvetica-Bold'),
    italic: find('DejaVuSans-Oblique.ttf') ?? (regular ? regular : 'Helvetica-Oblique'),
    cjk: CJK_CANDIDATES.find((p) => existsSync(p)) ?? null,
  };
  return fontCache;
}

/** Hangul, CJK ideographs, kana and full-width forms: what DejaVu has no glyph for. */
export const CJK = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
/** The same, as runs to split a text on (the capturing group keeps them). */
export const CJK_RUNS = /([\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+)/;

const withCjk = new WeakSet<PDFKit.PDFDocument>();

/** Registers `cjk` for a document when the machine has a CJK font (a .ttc collection needs its face named). */
export function registerCjkFont(doc: PDFKit.PDFDocument, path: string | null) {
  if (!path) return;
  doc.registerFont('cjk', path, path.endsWith('.ttc') ? (path.includes('wqy') ? 'WenQuanYiMicroHei' : 'NotoSansCJK-Regular') : undefined);
  withCjk.add(doc);
}

/**
 * Text in `font`, its Korean and Chinese runs in the CJK font when the document has one (a Korean clinic's labels
 * and names, a Taiwanese client's name): one flow of continued pieces, positioned like `doc.text` when x/y are given.
 */
export function mixedText(doc: PDFKit.PDFDocument, text: string, font: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) {
  const pieces = withCjk.has(doc) && CJK.test(text)
    ? text.split(CJK_RUNS).filter(Boolean).map((t) => ({ t, f: CJK.test(t) ? 'cjk' : font }))
    : [{ t: text, f: font }];
  pieces.forEach((p, i) => {
    doc.font(p.f);
    // The last piece continues only when the caller asks (a bold label followed by its value).
    const opts = { ...options, continued: i < pieces.length - 1 || Boolean(options.continued) };
    if (i === 0 && x !== undefined) doc.text(p.t, x, y, opts);
    else doc.text(p.t, opts);
  });
  doc.font(font);
  return doc;
}

/** The clinic as a document's header shows it. */
export interface DocumentClinic { name: string; address: string | null; phone: string | null; email: string | null }

/**
 * An A4 document of the clinic (invoice, credit note, statement): fonts registered, the clinic's name, address and
 * contacts over a rule, then the document's title; `done` gives the bytes once the caller ends the document.
 */
export function clinicDocument(clinic: DocumentClinic, title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const fonts = pdfFonts();
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  registerCjkFont(doc, fonts.cjk);
  mixedText(doc.fontSize(16), clinic.name, 'bold');
  mixedText(doc.fontSize(9).fillColor('#444'), [clinic.address, clinic.phone, clinic.email].filter(Boolean).join(' · '), 'body');
  doc.moveDown(0.5).strokeColor('#999').moveTo(50, doc.y).lineTo(doc.page.width - 50, doc.y).stroke();
  mixedText(doc.moveDown(1).fillColor('#000').fontSize(14), title, 'bold');
  return { doc, done };
}

/** Lines of text under the title (client, date…), Korean and Chinese in the CJK font. */
export function textLines(doc: PDFKit.PDFDocument, lines: string[], size = 10) {
  doc.fontSize(size);
  for (const line of lines) mixedText(doc, line, 'body');
}

/**
 * One row of a document's table at the current line: cells at the column starts `cols` (the last runs to the right
 * margin), the first `left` of them aligned left and the others right; then the next line at the left margin.
 */
export function tableRow(doc: PDFKit.PDFDocument, cols: number[], cells: string[], font: 'body' | 'bold', left = 1) {
  const y = doc.y;
  doc.fontSize(9);
  cells.forEach((c, i) => mixedText(doc, c, font, cols[i], y, { width: (cols[i + 1] ?? doc.page.width - 50) - cols[i] - 6, align: i < left ? 'left' : 'right' }));
  doc.moveDown(0.4);
  doc.x = 50;
}
