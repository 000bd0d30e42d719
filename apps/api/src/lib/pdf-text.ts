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
    const opts = { ...options, continued: i < pieces.length - 1 };
    if (i === 0 && x !== undefined) doc.text(p.t, x, y, opts);
    else doc.text(p.t, opts);
  });
  doc.font(font);
  return doc;
}
