import { describe, expect, it } from 'vitest';
import { clinicDocument, pdfFonts, tableRow, textLines } from './pdf-document';

// A Korean or Taiwanese clinic's invoice, credit note and statement print their labels, names and lines in the CJK
// font when the machine has one (DejaVu has no Hangul or ideographs: they printed as empty boxes before).
describe('clinic documents in Korean and Chinese', () => {
  const header = (name: string) => ({ name, address: 'Seoul', phone: null, email: null, currency: '₩', currencyFirst: 1, language: 'ko' });
  const render = async (name: string, title: string, line: string, client = 'Ana Pop') => {
    const { doc, done } = clinicDocument(header(name), title);
    textLines(doc, [client]);
    tableRow(doc, [50, 260, 320, 400, 450], [line, '1', '10000', '10 %', '11000'], 'body');
    doc.end();
    return (await done).toString('latin1');
  };

  it('should embed the CJK font exactly when the document holds Korean or Chinese text', async () => {
    const cjk = pdfFonts().cjk;
    if (!cjk) return; // the machine has no CJK font: nothing to embed (CI installs fonts-wqy-microhei)
    const fontName = cjk.includes('wqy') ? 'WenQuanYiMicroHei' : 'NotoSansCJK';
    expect(await render('해피 동물병원', '청구서 12', '광견병 백신', '고객: 김민지')).toContain(fontName);
    // Each place on its own: the clinic's name, the title, a line, the client.
    expect(await render('해피 동물병원', 'Invoice 12', 'Rabies vaccine')).toContain(fontName);
    expect(await render('Happy Paws', '청구서 12', 'Rabies vaccine')).toContain(fontName);
    expect(await render('Happy Paws', 'Invoice 12', 'Rabies vaccine', '王小明')).toContain(fontName);
    expect(await render('Happy Paws', 'Invoice 12', 'Rabies vaccine')).not.toContain(fontName);
    // Mixed runs on one line (a Latin product name with a Chinese note) still print.
    const mixed = await render('Happy Paws', 'Invoice 12', 'Carprofen 50 mg 止痛');
    expect(mixed).toContain(fontName);
    expect(mixed.startsWith('%PDF-')).toBe(true);
  });
});
