import { PDFDocument } from 'pdf-lib';
import { renderDocumentBlocks, documentValues, type DocumentBlock, type DocumentContext, type DocumentRun } from '@vetclinic/domain';
import { CJK_RUNS, clinicDocument, pdfFonts } from '../../lib/pdf-document';


/** Splits runs at the body's line breaks: one array of runs per printed line. */
function lines(runs: DocumentRun[]): DocumentRun[][] {
  const out: DocumentRun[][] = [[]];
  for (const r of runs) {
    r.text.split('\n').forEach((text, i) => {
      if (i > 0) out.push([]);
      if (text) out[out.length - 1].push({ text, bold: r.bold });
    });
  }
  return out;
}

/**
 * Draws a document's title and filled blocks on `doc` (after the clinic's header). Values are drawn as text, so
 * markup in them is never read. Chinese and Korean text uses the CJK font the record PDF finds, when the machine
 * has one (the title is drawn here rather than by `clinicDocument` for that reason).
 */
export function drawDocumentBlocks(doc: PDFKit.PDFDocument, title: string, blocks: DocumentBlock[]) {
  doc.info.Title = title;
  const cjk = pdfFonts().cjk; // registered by clinicDocument when the machine has one
  const draw = (runs: DocumentRun[], heading: boolean) => {
    const pieces = runs.flatMap((r) => r.text.split(CJK_RUNS).filter(Boolean)
      .map((text) => ({ text, font: cjk && CJK_RUNS.test(text) ? 'cjk' : r.bold || heading ? 'bold' : 'body' })));
    if (pieces.length === 0) { doc.text(' '); return; }
    pieces.forEach((p, i) => doc.font(p.font).text(p.text, { continued: i < pieces.length - 1 }));
  };
  doc.fillColor('#000').fontSize(14);
  draw([{ text: title, bold: true }], true);
  doc.moveDown(0.5);
  for (const block of blocks) {
    const heading = block.kind === 'h1' || block.kind === 'h2';
    if (heading) doc.moveDown(0.4);
    doc.fontSize(block.kind === 'h1' ? 14 : block.kind === 'h2' ? 12 : 10).fillColor('#000');
    const runs = block.kind === 'li' ? [{ text: '•  ', bold: false }, ...block.runs] : block.runs;
    for (const line of lines(runs)) draw(line, heading);
    doc.moveDown(0.4);
  }
}

/** The filled document as an A4 PDF: the clinic's header (the sales module's `clinicDocument`), the template's name, then the body's blocks. */
export async function documentPdf(ctx: DocumentContext, title: string, body: string): Promise<Buffer> {
  const c = ctx.clinic;
  const { doc, done } = clinicDocument({ name: c.name, address: c.address, phone: c.phone, email: c.email }, '');
  drawDocumentBlocks(doc, title, renderDocumentBlocks(body, documentValues(ctx)));
  doc.end();
  return done;
}

/** The page count pdf-lib reads, or null when it cannot open the file (broken, encrypted, no pages). */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = doc.getPageCount();
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}

/**
 * The signed file of a consent form sent from an uploaded PDF: the original's pages copied unchanged (their
 * content streams and resources as they were), then the signature page(s) drawn by pdfkit.
 */
export async function appendPages(original: Uint8Array, appended: Uint8Array): Promise<Buffer> {
  const out = await PDFDocument.load(original, { updateMetadata: false });
  const extra = await PDFDocument.load(appended, { updateMetadata: false });
  for (const page of await out.copyPages(extra, extra.getPageIndices())) out.addPage(page);
  return Buffer.from(await out.save({ useObjectStreams: false }));
}
