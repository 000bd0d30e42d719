import ExcelJS from 'exceljs';
import { formatMoney, type Language, type TPurchaseOrder, type TShoppingListItem } from '@vetclinic/domain';
import { translate } from '../../lib/i18n';
import { clinicDocument, tableRow, textLines } from '../../lib/pdf-document';

export interface ClinicHeader { name: string; address: string | null; phone: string | null; email: string | null; currency: string; currencyFirst: number }

const money = (c: ClinicHeader, minor: number) => formatMoney(minor, c.currency, c.currencyFirst);

/** The purchase order as an A4 PDF with the clinic's header: lines, quantities in units, costs, VAT and totals. */
export async function purchaseOrderPdf(order: TPurchaseOrder, clinic: ClinicHeader, lang: Language): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, `purchasing.doc.${key}`, params);
  const { doc, done } = clinicDocument(clinic, `${t('order')} ${order.number}`);
  textLines(doc, [`${t('supplier')}: ${order.supplier.name}`, ...(order.note ? [order.note] : [])]);
  doc.moveDown(0.8);

  const cols = [50, 270, 330, 400, 460];
  const header = [t('product'), t('quantity'), t('unit_cost'), t('vat'), t('total')];
  const row = (cells: string[], font: 'body' | 'bold') => tableRow(doc, cols, cells, font);
  row(header, 'bold');
  for (const it of order.items) {
    const name = [it.product_name, it.supplier_code ? `(${it.supplier_code})` : null, it.sku ? `SKU ${it.sku}` : null].filter(Boolean).join(' ');
    row([name, `${it.quantity} ${it.unit}`, money(clinic, it.unit_cost), `${it.vat} %`, money(clinic, it.gross)], 'body');
  }
  doc.moveDown(0.5);
  row(['', '', '', t('net'), money(clinic, order.net)], 'body');
  row(['', '', '', t('vat'), money(clinic, order.vat_amount)], 'body');
  row(['', '', '', t('total'), money(clinic, order.gross)], 'bold');
  doc.end();
  return done;
}

/** The purchase order as a workbook (one sheet, numbers as numbers: amounts in major units with 2 decimals shown). */
export async function purchaseOrderXlsx(order: TPurchaseOrder, lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(lang, `purchasing.doc.${key}`);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(order.number);
  ws.columns = [
    { header: t('product'), key: 'product', width: 40 },
    { header: t('sku'), key: 'sku', width: 16 },
    { header: t('supplier_code'), key: 'code', width: 16 },
    { header: t('quantity'), key: 'quantity', width: 10 },
    { header: t('unit'), key: 'unit', width: 10 },
    { header: t('unit_cost'), key: 'cost', width: 12 },
    { header: t('vat'), key: 'vat', width: 8 },
    { header: t('total'), key: 'total', width: 14 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const it of order.items) {
    ws.addRow({ product: it.product_name, sku: it.sku ?? '', code: it.supplier_code ?? '', quantity: it.quantity, unit: it.unit, cost: it.unit_cost / 100, vat: it.vat, total: it.gross / 100 });
  }
  ws.addRow({ product: t('total'), total: order.gross / 100 }).font = { bold: true };
  for (const k of ['cost', 'total']) ws.getColumn(k).numFmt = '0.00';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The shopping list as a workbook: what to buy, from whom, how many units. */
export async function shoppingListXlsx(items: TShoppingListItem[], lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(lang, `purchasing.doc.${key}`);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('shopping_list').slice(0, 31));
  ws.columns = [
    { header: t('product'), key: 'product', width: 40 },
    { header: t('sku'), key: 'sku', width: 16 },
    { header: t('supplier'), key: 'supplier', width: 28 },
    { header: t('quantity'), key: 'quantity', width: 10 },
    { header: t('unit'), key: 'unit', width: 10 },
    { header: t('unit_cost'), key: 'cost', width: 12 },
    { header: t('on_hand'), key: 'on_hand', width: 10 },
    { header: t('min_stock'), key: 'min_stock', width: 10 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const it of items) {
    ws.addRow({ product: it.product_name, sku: it.sku ?? '', supplier: it.supplier?.name ?? '', quantity: it.quantity, unit: it.unit, cost: it.unit_cost / 100, on_hand: it.on_hand, min_stock: it.min_stock });
  }
  ws.getColumn('cost').numFmt = '0.00';
  return Buffer.from(await wb.xlsx.writeBuffer());
}
