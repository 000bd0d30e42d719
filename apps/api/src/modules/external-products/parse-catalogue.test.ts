import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { detectDelimiter, mapRow, parseCatalogue, parseCsv, parseMoney, parseVatBp, sniffFileType, suggestMapping } from './parse-catalogue';

const csv = (s: string) => Buffer.from(s, 'utf8');

describe('catalogue parsing', () => {
  it('should read quoted CSV fields with commas, doubled quotes and line breaks', () => {
    const rows = parseCsv(csv('code,name,price\nA1,"Amoxicillin 250 mg, 10 tabs","12.50"\nA2,"Collar ""large""\nblue",3\n'));
    expect(rows).toEqual([['code', 'name', 'price'], ['A1', 'Amoxicillin 250 mg, 10 tabs', '12.50'], ['A2', 'Collar "large"\nblue', '3']]);
  });

  it('should detect semicolons and strip a UTF-8 BOM (Excel exports in Europe)', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv('Cod;Denumire;Preț\r\nX-1;Meloxicam 1,5 mg/ml;"24,90"\r\n')]);
    const rows = parseCsv(bytes);
    expect(rows[0]).toEqual(['Cod', 'Denumire', 'Preț']);
    expect(rows[1]).toEqual(['X-1', 'Meloxicam 1,5 mg/ml', '24,90']);
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
  });

  it('should read Windows-1252 files that are not UTF-8', () => {
    const bytes = Buffer.from([...Buffer.from('code;name\nF1;Fran'), 0xe7, ...Buffer.from('ais\n')]);
    expect(parseCsv(bytes)[1]).toEqual(['F1', 'Français']);
  });

  it('should turn decimal commas, thousands separators and currency signs into exact minor units', () => {
    expect(parseMoney('12,50')).toBe(1250);
    expect(parseMoney('1.234,56')).toBe(123456);
    expect(parseMoney('1,234.56')).toBe(123456);
    expect(parseMoney('€ 7.5')).toBe(750);
    expect(parseMoney('1 299,00 lei')).toBe(129900);
    expect(parseMoney('0,125')).toBe(13);
    expect(parseMoney('1.234')).toBe(123400);
    expect(parseMoney('0.105')).toBe(11);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNaN();
    expect(parseMoney('-3')).toBeNaN();
    expect(parseVatBp('10%')).toBe(1000);
    expect(parseVatBp('5,5')).toBe(550);
    expect(parseVatBp('0.19')).toBe(1900);
    expect(parseVatBp('150')).toBeNaN();
  });

  it('should suggest the mapping from headers in several languages', () => {
    expect(suggestMapping(['Cod produs', 'Denumire', 'Cod de bare', 'UM', 'Preț achiziție', 'TVA', 'Producător'])).toMatchObject({
      code: 0, name: 1, barcode: 2, unit: 3, purchase_price: 4, vat: 5, manufacturer: 6, selling_price: null,
    });
    expect(suggestMapping(['Artikelnummer', 'Bezeichnung', 'EAN', 'Einkaufspreis', 'Verkaufspreis', 'MwSt'])).toMatchObject({
      code: 0, name: 1, barcode: 2, purchase_price: 3, selling_price: 4, vat: 5,
    });
    expect(suggestMapping(['SKU', 'Product name', 'Pack size', 'Cost', 'RRP', 'VAT %', 'Category'])).toMatchObject({
      code: 0, name: 1, sub_units: 2, purchase_price: 3, selling_price: 4, vat: 5, category: 6,
    });
  });

  it('should mark a row without a name, with a bad price or pack size, and import a good one', () => {
    const mapping = { code: 0, name: 1, purchase_price: 2, sub_units: 3, vat: 4 };
    expect(mapRow(['A1', 'Bravecto', '12,30', '4', '10'], mapping, 2)).toEqual({
      value: expect.objectContaining({ code: 'A1', name: 'Bravecto', purchasePrice: 1230, subUnits: 4, vatBp: 1000 }), errors: [],
    });
    const bad = mapRow(['A2', '', 'twelve', '0', '10'], mapping, 3);
    expect(bad.value).toBeNull();
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['name', 'purchase_price', 'sub_units']);
    expect(bad.errors.every((e) => e.row === 3)).toBe(true);
  });

  it('should sniff XLSX by its zip signature and read the first sheet with numbers kept exact', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Catalogue');
    ws.addRow(['Code', 'Name', 'Price']);
    ws.addRow(['V-1', 'Nobivac Rabies', 18.9]);
    ws.addRow([1002, 'Gauze 10x10', 0.35]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(sniffFileType(bytes)).toBe('xlsx');
    expect(await parseCatalogue(bytes, 'xlsx')).toEqual([['Code', 'Name', 'Price'], ['V-1', 'Nobivac Rabies', '18.9'], ['1002', 'Gauze 10x10', '0.35']]);
    expect(sniffFileType(csv('a,b'))).toBe('csv');
    expect(sniffFileType(Buffer.from([0x00, 0x01, 0x02]))).toBeNull();
  });
});
