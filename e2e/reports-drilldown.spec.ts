import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect, test } from './support/test';
import { HAPPY_PAWS, StaffApi, switchClinic, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';

// Issue #18, the reports' second part: the owner drills from the dashboard's revenue to the invoices behind it,
// exports them to Excel (read back with exceljs: number cells adding up to the figure), exports an aggregate to PDF
// (read back with pdftotext) and downloads this month's invoices as a ZIP of PDFs, watching its progress bar.

type Drill = { totals: { rows: number; value: number; count: number }; data: { kind: string; number: number | null }[] };

test('dashboard → drill into revenue → rows and XLSX equal the figure → aggregate PDF → ZIP of invoices with progress', async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const api = await StaffApi.signIn(request, 'admin@happypaws.test', HAPPY_PAWS.slug);
  const { client } = await api.createClientWithDog(tag);
  const draft = (await api.post<{ data: { id: number } }>('/sales', { client_id: client.id, lines: [{ kind: 'custom', name: `Report check ${tag}`, quantity: 1, unit_price: 12345, vat: 19 }] })).data;
  const sale = (await api.post<{ data: { id: number; number: number; total: number } }>(`/sales/${draft.id}/issue`, {})).data;

  await signIn(page, 'admin@happypaws.test');
  await switchClinic(page, HAPPY_PAWS.name);
  await page.goto('/app/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const card = page.getByTestId('kpi-revenue-drill');
  await expect(card).toBeVisible();
  const figure = (await card.textContent())!.trim();

  // The drill-down: same figure, this invoice among its rows.
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rows behind the figure' })).toBeVisible();
  await expect(page.getByTestId('drilldown-value')).toContainText(figure);
  const period = new URL(page.url()).searchParams;
  const from = period.get('from')!; const to = period.get('to')!;
  const drill = await api.get<Drill>('/reports/drilldown', { 'filter[date_from]': from, 'filter[date_to]': to, measure: 'revenue', per_page: 100 });
  expect(drill.data.some((r) => r.kind === 'invoice' && r.number === sale.number)).toBe(true);
  await expect(page.getByTestId('drilldown-rows')).toContainText(String(drill.totals.rows));

  // Excel: one row per invoice or credit note, amounts as number cells whose sum is the figure to the cent.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-drilldown-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync((await xlsx.path())!) as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  let seen = false;
  wb.worksheets[0].eachRow((row) => {
    const cells = (row.values as ExcelJS.CellValue[]).slice(1);
    if (seen) rows.push(cells);
    else if (cells[0] === 'When (clinic time)') seen = true;
  });
  const body = rows.slice(0, -1);
  expect(body).toHaveLength(drill.totals.rows);
  const cents = (v: ExcelJS.CellValue) => { expect(typeof v).toBe('number'); return Math.round((v as number) * 100); };
  expect(body.reduce((s, r) => s + cents(r.at(-1)!), 0)).toBe(drill.totals.value);
  expect(cents(rows.at(-1)!.at(-1)!)).toBe(drill.totals.value);
  expect(body.some((r) => cents(r.at(-1)!) === sale.total)).toBe(true);

  // The aggregate report by vet, its rows drill down, and its PDF reads back with the clinic header and the total.
  await page.getByRole('link', { name: 'Aggregate report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aggregate report' })).toBeVisible();
  await page.getByLabel('Group by').selectOption('vet');
  await expect(page.getByTestId('aggregate-table')).toBeVisible();
  await expect(page.getByTestId('aggregate-total')).toContainText(figure);
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-aggregate-pdf').click()]);
  const text = execFileSync('pdftotext', ['-layout', (await pdf.path())!, '-'], { encoding: 'utf8' });
  expect(text).toContain(HAPPY_PAWS.name);
  expect(text).toContain('Aggregate report: Revenue');
  expect(text.replace(/\s+/g, ' ')).toContain(`Total ${figure}`.replace(/\s+/g, ' '));

  // The ZIP of this period's invoices: a progress bar, then the download; one PDF per invoice of the period.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByTestId('invoice-zip-start').click();
  await expect(page.getByTestId('invoice-zip-job').getByRole('progressbar')).toBeVisible();
  const ready = page.getByTestId('invoice-zip-download');
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('invoice-zip-job')).toContainText(`${drill.totals.count} of ${drill.totals.count} invoices`);
  const [zipFile] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  const zip = await JSZip.loadAsync(readFileSync((await zipFile.path())!));
  const names = Object.keys(zip.files);
  expect(names).toHaveLength(drill.totals.count);
  expect(names).toContain(`invoice-${sale.number}.pdf`);
  expect((await zip.file(`invoice-${sale.number}.pdf`)!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
});
