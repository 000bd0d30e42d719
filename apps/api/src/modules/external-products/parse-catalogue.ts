import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { EXTERNAL_PRODUCT_FIELDS, type ExternalProductField } from '@vetclinic/domain';

// Pure parsing and mapping of a distributor's catalogue: no database, so it is unit-tested on its own.

export type FileType = 'csv' | 'xlsx';
export const CATALOGUE_MAX_BYTES = 10 * 1024 * 1024;
export const CATALOGUE_MAX_ROWS = 50_000;

/** Decides the type from the bytes, never from the name: XLSX is a zip (PK\3\4); CSV is text without NUL bytes. */
export function sniffFileType(bytes: Buffer): FileType | null {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx';
  const head = bytes.subarray(0, 64 * 1024);
  if (head.length === 0 || head.includes(0)) return null;
  return 'csv';
}

function decodeText(bytes: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // U+FFFD in a file means it was not UTF-8: Windows-1252/Latin-1 exports from older distributor systems.
  if (text.includes('\uFFFD')) return new TextDecoder('windows-1252').decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The delimiter used most on the first line, outside quotes: , ; tab or |. */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  let best = ',';
  let bestCount = 0;
  for (const d of [',', ';', '\t', '|']) {
    let n = 0;
    let quoted = false;
    for (const c of firstLine) {
      if (c === '"') quoted = !quoted;
      else if (c === d && !quoted) n++;
    }
    if (n > bestCount) { best = d; bestCount = n; }
  }
  return best;
}

export function parseCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  const records = parse(text, {
    delimiter: detectDelimiter(text), bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true,
    to: CATALOGUE_MAX_ROWS + 1,
  }) as string[][];
  return records.filter((r) => r.some((c) => c !== ''));
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v == null) return '';
  // Numbers stay exact as typed: String(12.5) is '12.5', never a localized or rounded text.
  if (typeof v === 'number') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'result' in v) return v.result == null ? '' : String(v.result);
  return cell.text.trim();
}

export async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) return [];
  const rows: string[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length > CATALOGUE_MAX_ROWS) return;
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)));
    if (cells.some((c) => c !== '')) rows.push(cells);
  });
  return rows;
}

export async function parseCatalogue(bytes: Buffer, type: FileType): Promise<string[][]> {
  return type === 'xlsx' ? parseXlsx(bytes) : parseCsv(bytes);
}

// ---------- mapping suggestions ----------

/** Header words per field in the languages of our clinics and their distributors (lower case, no accents). */
const SYNONYMS: Record<ExternalProductField, string[]> = {
  name: ['name', 'product', 'product name', 'description', 'item', 'article', 'denumire', 'produs', 'nombre', 'producto', 'descripcion', 'nom', 'produit', 'designation', 'libelle', 'nazwa', 'produkt', 'nazev', 'nev', 'termek', 'nome', 'produto', 'namn', 'benamning', 'artikel', 'naimenovanie', 'ime', 'nom del producte', 'nama', 'nama produk', '제품명', '품명', '이름', '名稱', '品名', '產品名稱', 'bezeichnung', 'artikelbezeichnung', 'наименование', 'име', 'продукт'],
  code: ['code', 'sku', 'product code', 'item code', 'article number', 'art no', 'art nr', 'ref', 'reference', 'cod', 'cod produs', 'codigo', 'referencia', 'kod', 'kod produktu', 'indeks', 'katalogove cislo', 'kod zbozi', 'cikkszam', 'kod', 'codigo do produto', 'artikelnummer', 'artnr', 'kode', 'kode produk', '코드', '품번', '제품코드', '代碼', '貨號', '品號', 'код', 'артикул', 'codi'],
  barcode: ['barcode', 'ean', 'ean13', 'ean 13', 'gtin', 'upc', 'cod de bare', 'codigo de barras', 'code barre', 'code-barres', 'kod kreskowy', 'carovy kod', 'vonalkod', 'streckkod', 'баркод', 'щрихкод', 'codi de barres', 'kode batang', '바코드', '條碼', 'strichcode'],
  unit: ['unit', 'uom', 'unit of measure', 'um', 'u.m.', 'unitate', 'unidad', 'unite', 'jednostka', 'jm', 'j.m.', 'jednotka', 'mertekegyseg', 'me', 'unidade', 'enhet', 'мярка', 'единица', 'unitat', 'satuan', '단위', '單位', 'einheit', 'pack', 'package'],
  sub_unit: ['sub unit', 'subunit', 'sub-unit name', 'inner unit', 'subunitate', 'subunidad', 'sous-unite', 'podjednostka'],
  sub_units: ['sub units', 'sub-units', 'subunits', 'pack size', 'units per pack', 'qty per pack', 'contents', 'bucati', 'buc/cutie', 'unidades por caja', 'contenu', 'ilosc w opakowaniu', 'pocet v baleni', 'kiszereles', 'quantidade por embalagem', 'antal per forpackning', 'количество в опаковка', 'isi', '입수', '入數', 'inhalt', 'packungsgrosse'],
  purchase_price: ['cost', 'cost price', 'purchase price', 'net price', 'price net', 'buying price', 'wholesale', 'pret achizitie', 'pret', 'pret net', 'precio coste', 'coste', 'precio neto', 'prix achat', 'prix net', 'cena zakupu', 'cena netto', 'nakupni cena', 'beszerzesi ar', 'netto ar', 'preco de custo', 'inkopspris', 'доставна цена', 'cost unitari', 'harga beli', 'harga', '매입가', '원가', '進價', '成本', 'einkaufspreis', 'ek', 'price'],
  selling_price: ['selling price', 'sale price', 'retail price', 'rrp', 'msrp', 'pret vanzare', 'pret recomandat', 'precio venta', 'pvp', 'prix de vente', 'prix public', 'cena sprzedazy', 'prodejni cena', 'eladasi ar', 'preco de venda', 'forsaljningspris', 'продажна цена', 'preu de venda', 'harga jual', '판매가', '售價', 'verkaufspreis', 'uvp'],
  vat: ['vat', 'vat %', 'vat rate', 'tax', 'tva', 'iva', 'vat', 'podatek', 'stawka vat', 'dph', 'afa', 'imposto', 'moms', 'ддс', 'ppn', 'pajak', '부가세', '세율', '稅率', '營業稅', 'mwst', 'ust'],
  manufacturer: ['manufacturer', 'brand', 'maker', 'producer', 'producator', 'fabricante', 'marca', 'fabricant', 'marque', 'producent', 'vyrobce', 'gyarto', 'tillverkare', 'производител', 'fabricant', 'produsen', '제조사', '製造商', '品牌', 'hersteller'],
  category: ['category', 'group', 'product group', 'family', 'categorie', 'grupa', 'categoria', 'familia', 'famille', 'kategoria', 'kategorie', 'kategoria', 'csoport', 'kategori', 'категория', 'група', 'kategori', '분류', '카테고리', '類別', '分類', 'warengruppe'],
};

const normalize = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[_.:#()*]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Suggests field -> column from the header row: an exact synonym wins over a header that only starts
 * with one; each column is used once, fields in the order above (name before the looser "price").
 */
export function suggestMapping(headers: string[]): Partial<Record<ExternalProductField, number | null>> {
  const norm = headers.map(normalize);
  const used = new Set<number>();
  const out: Partial<Record<ExternalProductField, number | null>> = {};
  for (const pass of ['exact', 'prefix'] as const) {
    for (const field of EXTERNAL_PRODUCT_FIELDS) {
      if (out[field] != null) continue;
      const words = SYNONYMS[field].map(normalize);
      const i = norm.findIndex((h, idx) => !used.has(idx) && h !== '' && (pass === 'exact' ? words.includes(h) : words.some((w) => w.length >= 3 && (h.startsWith(`${w} `) || h.endsWith(` ${w}`)))));
      if (i >= 0) { out[field] = i; used.add(i); }
    }
  }
  for (const field of EXTERNAL_PRODUCT_FIELDS) out[field] ??= null;
  return out;
}

// ---------- values ----------

/**
 * A decimal amount as typed in any locale ("12,50", "1.234,56", "1,234.56", "€ 12.5") -> integer minor
 * units, from the digits only (no floating point). Null when empty; NaN when not a number.
 */
export function parseMoney(raw: string, fractionDigits = 2): number | null {
  let s = raw.replace(/[\s\u00a0\u202f']/g, '').replace(/[^\d.,-]/g, '');
  if (s === '') return raw.trim() === '' ? null : Number.NaN;
  if (s.startsWith('-')) return Number.NaN;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let decimalSep: string | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimalSep = lastDot > lastComma ? '.' : ',';
  else {
    const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    if (sep && s.split(sep).length === 2) {
      // One separator: decimal, except "1,234" / "1.234" (three digits after it), which are thousands
      // unless the whole part is 0 ("0,125").
      const [whole, after] = s.split(sep);
      decimalSep = after.length !== 3 || whole === '0' || whole === '' ? sep : null;
    }
  }
  let intPart = s;
  let frac = '';
  if (decimalSep) {
    const at = s.lastIndexOf(decimalSep);
    intPart = s.slice(0, at);
    frac = s.slice(at + 1);
  }
  intPart = intPart.replace(/[.,]/g, '');
  if (!/^\d*$/.test(intPart) || !/^\d*$/.test(frac) || (intPart === '' && frac === '')) return Number.NaN;
  // Half up on the first dropped digit, on digits only.
  const kept = (frac + '0'.repeat(fractionDigits)).slice(0, fractionDigits);
  const roundUp = frac.length > fractionDigits && Number(frac[fractionDigits]) >= 5;
  s = `${intPart || '0'}${kept}`;
  const value = Number(s) + (roundUp ? 1 : 0);
  return Number.isSafeInteger(value) ? value : Number.NaN;
}

/** A VAT rate as "10", "10%", "10,5" or "0.1" (a fraction below 1) -> basis points. */
export function parseVatBp(raw: string): number | null {
  const t = raw.replace('%', '').trim();
  if (t === '') return null;
  const hundredths = parseMoney(t, 2);
  if (hundredths == null || Number.isNaN(hundredths)) return Number.NaN;
  // "0.1" / "0,25" are fractions some exports use for 10 % / 25 %.
  const bp = hundredths < 100 && /^0[.,]\d+$/.test(t) ? hundredths * 100 : hundredths;
  return bp > 10_000 ? Number.NaN : bp;
}

export interface MappedRow {
  code: string;
  name: string;
  barcode: string | null;
  unit: string | null;
  subUnit: string | null;
  subUnits: number;
  purchasePrice: number | null;
  sellingPrice: number | null;
  vatBp: number | null;
  manufacturer: string | null;
  category: string | null;
}
export interface RowError { row: number; field: string; message: string }

const LIMITS: Partial<Record<ExternalProductField, number>> = {
  name: 200, code: 60, barcode: 60, unit: 30, sub_unit: 30, manufacturer: 120, category: 120,
};

/**
 * One file row -> the values to import, or the reasons it cannot be imported (row numbers are the
 * file's, 1-based, header = row 1). Every error is an i18n key; the row is skipped, the rest go in.
 */
export function mapRow(cells: string[], mapping: Partial<Record<ExternalProductField, number | null>>, rowNo: number): { value: MappedRow | null; errors: RowError[] } {
  const errors: RowError[] = [];
  const get = (f: ExternalProductField): string => {
    const i = mapping[f];
    return i == null ? '' : (cells[i] ?? '').trim();
  };
  const text = (f: ExternalProductField): string | null => {
    const v = get(f);
    if (v === '') return null;
    if (v.length > (LIMITS[f] ?? 200)) { errors.push({ row: rowNo, field: f, message: 'validation.too_long' }); return null; }
    return v;
  };
  const name = text('name');
  const code = text('code');
  if (!name && !errors.some((e) => e.field === 'name')) errors.push({ row: rowNo, field: 'name', message: 'validation.required' });
  if (!code && !errors.some((e) => e.field === 'code')) errors.push({ row: rowNo, field: 'code', message: 'validation.required' });
  const money = (f: 'purchase_price' | 'selling_price') => {
    const v = parseMoney(get(f));
    if (v != null && Number.isNaN(v)) { errors.push({ row: rowNo, field: f, message: 'validation.invalid' }); return null; }
    return v;
  };
  const purchasePrice = money('purchase_price');
  const sellingPrice = money('selling_price');
  const vatBp = parseVatBp(get('vat'));
  if (vatBp != null && Number.isNaN(vatBp)) errors.push({ row: rowNo, field: 'vat', message: 'validation.invalid' });
  let subUnits = 1;
  const rawSub = get('sub_units');
  if (rawSub !== '') {
    const n = parseMoney(rawSub, 0);
    if (n == null || Number.isNaN(n) || n < 1 || n > 100_000 || !/^\d+([.,]0+)?$/.test(rawSub.replace(/\s/g, ''))) errors.push({ row: rowNo, field: 'sub_units', message: 'validation.invalid' });
    else subUnits = n;
  }
  const barcode = text('barcode');
  const value: MappedRow = {
    code: code ?? '', name: name ?? '', barcode, unit: text('unit'), subUnit: text('sub_unit'), subUnits,
    purchasePrice, sellingPrice, vatBp: vatBp != null && Number.isNaN(vatBp) ? null : vatBp, manufacturer: text('manufacturer'), category: text('category'),
  };
  return errors.length ? { value: null, errors } : { value, errors };
}
