import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { rateBp } from './period';
import { formatMoney, type Language, type TAggregate, type TClientCredit, type TDrilldown, type TKpiMetrics } from '@vetclinic/domain';
import type { Db } from '@vetclinic/db';
import { clinicDocument, tableRow, textLines } from '../../lib/pdf-document';
import { translate } from '../../lib/i18n';
import { clinicHeader } from '../purchasing/orders';

/**
 * Every report as one table, written to XLSX (real number and date cells: money as the currency's units with two
 * decimals — hundredths / 100, which Excel shows and sums to the cent — counts as integers, rates as percentages,
 * clinic-local days and times as dates) or to a PDF with the clinic's header (money in the clinic's format).
 */
export type Cell =
  | { t: 'text'; v: string }
  | { t: 'money'; v: number }
  | { t: 'count'; v: number }
  | { t: 'bp'; v: number }
  /** yyyy-MM-dd or yyyy-MM (a month). */
  | { t: 'date'; v: string }
  /** yyyy-MM-ddTHH:mm, clinic-local. */
  | { t: 'datetime'; v: string };
export interface ReportTable {
  title: string;
  /** Under the title: the period, the grouping… */
  lines: string[];
  columns: { header: string; width: number }[];
  rows: Cell[][];
  totals?: Cell[];
}

const text = (v: string | null | undefined): Cell => ({ t: 'text', v: v ?? '' });
const money = (v: number): Cell => ({ t: 'money', v });
const count = (v: number): Cell => ({ t: 'count', v });

/** A local date-time string as the Date exceljs writes as that same wall-clock serial (it stores UTC components). */
const asSerialDate = (local: string) => new Date(`${local.length === 7 ? `${local}-01` : local}${local.length > 10 ? ':00' : 'T00:00:00'}Z`);

export async function toXlsx(table: ReportTable, currency: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(0); // the same report makes the same file
  const ws = wb.addWorksheet(table.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  ws.addRow([table.title]).font = { bold: true, size: 13 };
  for (const l of table.lines) ws.addRow([l]);
  ws.addRow([]);
  const head = ws.addRow(table.columns.map((c) => c.header));
  head.font = { bold: true };
  table.columns.forEach((c, i) => { ws.getColumn(i + 1).width = c.width; });
  const moneyFmt = `"${currency.replace(/"/g, '')}" #,##0.00;-"${currency.replace(/"/g, '')}" #,##0.00`;
  const put = (cells: Cell[], bold: boolean) => {
    const row = ws.addRow(cells.map((c) => {
      switch (c.t) {
        case 'money': return c.v / 100;
        case 'bp': return c.v / 10_000;
        case 'date': case 'datetime': return asSerialDate(c.v);
        default: return c.v;
      }
    }));
    cells.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      if (c.t === 'money') cell.numFmt = moneyFmt;
      else if (c.t === 'count') cell.numFmt = '#,##0';
      else if (c.t === 'bp') cell.numFmt = '0.00%';
      else if (c.t === 'date') cell.numFmt = c.v.length === 7 ? 'yyyy-mm' : 'yyyy-mm-dd';
      else if (c.t === 'datetime') cell.numFmt = 'yyyy-mm-dd hh:mm';
    });
    if (bold) row.font = { bold: true };
  };
  for (const r of table.rows) put(r, false);
  if (table.totals) put(table.totals, true);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function toPdf(db: Db, clinicId: number, table: ReportTable, lang: Language): Promise<Buffer> {
  const header = await clinicHeader(db, clinicId);
  const show = (c: Cell): string => {
    switch (c.t) {
      case 'money': return formatMoney(c.v, header.currency, header.currencyFirst);
      case 'count': return new Intl.NumberFormat(lang).format(c.v);
      case 'bp': return `${(c.v / 100).toFixed(2)} %`;
      case 'datetime': return c.v.replace('T', ' ');
      default: return c.v;
    }
  };
  const { doc, done } = clinicDocument(header, table.title);
  textLines(doc, table.lines);
  doc.moveDown(0.8);
  // Column starts in proportion to the widths over the page's 495 points; the first column left, the rest right.
  const total = table.columns.reduce((s, c) => s + c.width, 0);
  const cols: number[] = [];
  let x = 50;
  for (const c of table.columns) { cols.push(Math.round(x)); x += (c.width / total) * 495; }
  const left = table.rows[0]?.filter((c, i) => i === 0 || c.t === 'text' || c.t === 'date' || c.t === 'datetime').length ?? 1;
  const row = (cells: string[], font: 'body' | 'bold') => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    tableRow(doc, cols, cells, font, Math.max(1, left));
  };
  row(table.columns.map((c) => c.header), 'bold');
  for (const r of table.rows) row(r.map(show), 'body');
  if (table.totals) row(table.totals.map(show), 'bold');
  doc.end();
  return done;
}

const periodLine = (lang: Language, from: string, to: string) => `${translate(lang, 'reports.period')}: ${from} – ${to}`;
const isPeriodKey = (g: string) => g === 'day' || g === 'week' || g === 'month';
const isMoneyMeasure = (m: string) => ['revenue', 'payments', 'taxes', 'write_offs', 'margin'].includes(m);

/** What a key means in the reader's language, as the screen shows it. */
function keyText(lang: Language, groupBy: string, key: string, label: string | null): string {
  const tr = (k: string, fallback: string) => { const s = translate(lang, k); return s === k ? fallback : s; };
  switch (groupBy) {
    case 'method': return tr(`sales.methods.${key}`, label ?? key);
    case 'status': return tr(`appointmentStatus.${key}`, key);
    case 'source': return tr(`reports.sources.${key}`, key);
    case 'vet': return label ?? translate(lang, 'reports.kpi.noVet');
    case 'service': case 'product': return label ?? translate(lang, 'reports.customItem');
    case 'category': return label ?? translate(lang, 'reports.noCategory');
    case 'aaha': return label ? `${key} · ${label}` : translate(lang, 'reports.noAaha');
    case 'species': return label ?? translate(lang, 'reports.noSpecies');
    default: return label ?? key;
  }
}

export function aggregateTable(a: TAggregate, lang: Language, from: string, to: string): ReportTable {
  const tr = (k: string) => translate(lang, k);
  const fig = (v: number) => (isMoneyMeasure(a.measure) ? money(v) : count(v));
  const margin = a.measure === 'margin';
  const rebooking = a.measure === 'rebooking';
  const visits = a.rows.reduce((s, r) => s + r.count, 0);
  return {
    title: `${tr('reports.aggregate.title')}: ${tr(`reports.measures.${a.measure}`)}`,
    lines: [periodLine(lang, from, to), `${tr('reports.aggregate.groupBy')}: ${tr(`reports.groupBy.${a.group_by}`)}`],
    // Margin shows its revenue and cost before it; rebooking its rate after the visits.
    columns: [{ header: tr(`reports.groupBy.${a.group_by}`), width: 32 },
      ...(margin ? [{ header: tr('reports.margin.revenue'), width: 18 }, { header: tr('reports.margin.cost'), width: 18 }] : []),
      { header: tr(`reports.measures.${a.measure}`), width: 18 }, { header: tr(`reports.countOf.${a.measure === 'revenue' && ['service', 'product', 'category', 'aaha'].includes(a.group_by) ? 'quantity' : a.measure}`), width: 14 },
      ...(rebooking ? [{ header: tr('reports.kpi.rebookingRate'), width: 14 }] : [])],
    rows: a.rows.map((r) => [isPeriodKey(a.group_by) ? { t: 'date', v: r.key } : text(keyText(lang, a.group_by, r.key, r.label)),
      ...(margin ? [money(r.revenue ?? 0), money(r.cost ?? 0)] : []), fig(r.value), count(r.count),
      ...(rebooking ? [{ t: 'bp', v: rateBp(r.value, r.count) } as Cell] : [])]),
    totals: [text(tr('reports.total')),
      ...(margin ? [money(a.rows.reduce((s, r) => s + (r.revenue ?? 0), 0)), money(a.rows.reduce((s, r) => s + (r.cost ?? 0), 0))] : []),
      fig(a.total), count(visits),
      ...(rebooking ? [{ t: 'bp', v: rateBp(a.total, visits) } as Cell] : [])],
  };
}

/** A UTC instant as its clinic-local yyyy-MM-ddTHH:mm. */
const localAt = (iso: string, zone: string) => DateTime.fromISO(iso).setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm");

export function drilldownTable(d: TDrilldown, lang: Language, from: string, to: string, what: string, zone = 'UTC'): ReportTable {
  const tr = (k: string, p: Record<string, string | number> = {}) => translate(lang, k, p);
  const withQty = ['revenue', 'quantity', 'write_offs', 'taxes', 'margin'].includes(d.measure);
  const withAmount = d.measure !== 'visits' && d.measure !== 'appointments' && d.measure !== 'rebooking';
  const withCost = d.measure === 'margin';
  const rebooking = d.measure === 'rebooking';
  const whatOf = (r: TDrilldown['data'][number]) => {
    const doc = r.kind === 'credit_note' || r.kind === 'credit_line' ? tr('reports.drilldown.creditNote', { number: r.number ?? '—' }) : tr('reports.drilldown.invoice', { number: r.number ?? '—' });
    switch (r.kind) {
      case 'appointment': return `${tr(`appointmentStatus.${r.status}`)} · ${keyText(lang, 'source', r.label ?? '', null)}`;
      case 'payment': return `${tr(`sales.methods.${r.method}`)} · ${doc}`;
      case 'write_off': return tr('reports.drilldown.writeOff', { name: r.label ?? '' });
      case 'visit': return `${r.label ?? '—'} · ${tr(`appointmentStatus.${r.status}`)}`;
      case 'line': case 'credit_line': return `${r.label ?? ''} · ${doc}`;
      default: return doc;
    }
  };
  const columns = [
    { header: tr('reports.drilldown.when'), width: 18 }, { header: tr('reports.drilldown.what'), width: 36 },
    { header: tr('reports.drilldown.client'), width: 24 }, { header: tr('reports.drilldown.vet'), width: 22 },
    ...(withQty ? [{ header: tr('reports.quantity'), width: 10 }] : []),
    ...(withCost ? [{ header: tr('reports.margin.cost'), width: 16 }] : []),
    ...(withAmount ? [{ header: tr(withCost ? 'reports.measures.margin' : 'reports.drilldown.amount'), width: 16 }] : []),
    ...(rebooking ? [{ header: tr('reports.rebooking.rebooked'), width: 12 }, { header: tr('reports.rebooking.next'), width: 18 }] : []),
  ];
  const figure = isMoneyMeasure(d.measure) ? money(d.totals.value) : count(d.totals.value);
  return {
    title: tr('reports.drilldown.title'),
    lines: [periodLine(lang, from, to), what].filter(Boolean),
    columns,
    rows: d.data.map((r) => [
      { t: 'datetime', v: r.local_at } as Cell, text(whatOf(r)), text(r.client_name), text(r.vet_name ?? tr('reports.kpi.noVet')),
      ...(withQty ? [r.quantity === null ? text('') : count(r.quantity)] : []),
      ...(withCost ? [r.cost == null ? text('') : money(r.cost)] : []),
      ...(withAmount ? [r.amount === null ? text('') : money(r.amount)] : []),
      ...(rebooking ? [text(tr(r.rebooked ? 'reports.rebooking.yes' : 'reports.rebooking.no')),
        r.next_at ? { t: 'datetime', v: localAt(r.next_at, zone) } as Cell : text('—')] : []),
    ]),
    totals: [text(tr('reports.total')), text(''), text(''), text(''), ...(withQty ? [count(d.data.reduce((s, r) => s + (r.quantity ?? 0), 0))] : []),
      ...(withCost ? [money(d.data.reduce((s, r) => s + (r.cost ?? 0), 0))] : []),
      ...(withAmount ? [figure] : []), ...(rebooking ? [count(d.totals.value), text('')] : [])].slice(0, columns.length),
  };
}

export function clientCreditTable(c: TClientCredit, lang: Language): ReportTable {
  const tr = (k: string) => translate(lang, k);
  const buckets = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
  return {
    title: tr('reports.credit.title'),
    lines: [tr('reports.credit.subtitle')],
    columns: [{ header: tr('reports.drilldown.client'), width: 30 }, { header: tr('reports.credit.balanceDue'), width: 15 }, { header: tr('reports.credit.credit'), width: 15 },
      ...buckets.map((b) => ({ header: tr(`reports.credit.buckets.${b}`), width: 13 }))],
    rows: c.data.map((r) => [text(r.name), money(r.balance_due), money(r.credit), ...buckets.map((b) => money(r.ageing[b]))]),
    totals: [text(tr('reports.total')), money(c.totals.balance_due), money(c.totals.credit), ...buckets.map((b) => money(c.totals.ageing[b]))],
  };
}

export function kpiTable(k: TKpiMetrics, lang: Language): ReportTable {
  const tr = (key: string) => translate(lang, key);
  const now = k.current;
  const was = k.previous;
  const line = (key: string, f: (v: typeof now) => number, kind: 'money' | 'count' | 'bp'): Cell[] =>
    [text(tr(key)), { t: kind, v: f(now) }, { t: kind, v: f(was) }];
  return {
    title: tr('reports.title'),
    lines: [periodLine(lang, k.period.date_from, k.period.date_to), tr('reports.comparedWith').replace('{{from}}', k.previous_period.date_from).replace('{{to}}', k.previous_period.date_to)],
    columns: [{ header: tr('reports.kpi.label'), width: 30 }, { header: `${k.period.date_from} – ${k.period.date_to}`, width: 22 }, { header: `${k.previous_period.date_from} – ${k.previous_period.date_to}`, width: 22 }],
    rows: [
      line('reports.kpi.revenue', (v) => v.revenue.net, 'money'),
      line('reports.kpi.invoices', (v) => v.invoices.count, 'count'),
      line('reports.kpi.average', (v) => v.invoices.average, 'money'),
      line('reports.kpi.taxes', (v) => v.revenue.tax, 'money'),
      line('reports.kpi.visits', (v) => v.appointments.visits, 'count'),
      line('reports.kpi.newClients', (v) => v.new_clients.total, 'count'),
      line('reports.kpi.noShowRate', (v) => v.appointments.no_show_rate_bp, 'bp'),
      line('reports.kpi.cancellationRate', (v) => v.appointments.cancellation_rate_bp, 'bp'),
      line('reports.kpi.onlineShare', (v) => v.appointments.online_share_bp, 'bp'),
      line('reports.kpi.deposits', (v) => v.deposits.collected, 'money'),
      line('reports.kpi.stockValue', (v) => v.stock.value_at_end, 'money'),
      line('reports.kpi.writeOffs', (v) => v.stock.write_offs, 'money'),
      line('reports.kpi.rebookingRate', (v) => v.rebooking.rate_bp, 'bp'),
      line('reports.margin.revenue', (v) => v.margin.revenue, 'money'),
      line('reports.margin.cost', (v) => v.margin.cost, 'money'),
      line('reports.kpi.margin', (v) => v.margin.margin, 'money'),
      line('reports.margin.rate', (v) => v.margin.margin_bp, 'bp'),
      ...now.payments.map((p) => [text(translate(lang, `sales.methods.${p.method}`)), money(p.amount),
        money(was.payments.find((x) => x.method === p.method)?.amount ?? 0)]),
    ],
  };
}
