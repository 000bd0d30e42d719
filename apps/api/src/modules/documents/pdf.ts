import { renderDocumentBlocks, documentValues, type DocumentContext } from '@vetclinic/domain';
import { clinicDocument } from '../sales/pdf';

/**
 * The filled document as an A4 PDF: the clinic's header and the template's name (the sales module's
 * `clinicDocument`), then the body's blocks. Values are drawn as text, so markup in them is never read.
 */
export async function documentPdf(ctx: DocumentContext, title: string, body: string): Promise<Buffer> {
  const c = ctx.clinic;
  const { doc, done } = clinicDocument({ name: c.name, address: c.address, phone: c.phone, email: c.email, currency: '', currencyFirst: 0, language: c.language }, title);
  doc.moveDown(0.5);
  for (const block of renderDocumentBlocks(body, documentValues(ctx))) {
    const size = block.kind === 'h1' ? 14 : block.kind === 'h2' ? 12 : 10;
    if (block.kind === 'h1' || block.kind === 'h2') doc.moveDown(0.4);
    doc.fontSize(size).fillColor('#000');
    const runs = block.kind === 'li' ? [{ text: '•  ', bold: false }, ...block.runs] : block.runs;
    if (runs.length === 0) continue;
    runs.forEach((r, i) => {
      doc.font(r.bold || block.kind !== 'p' && block.kind !== 'li' ? 'bold' : 'body');
      doc.text(r.text, { continued: i < runs.length - 1, indent: 0 });
    });
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}
