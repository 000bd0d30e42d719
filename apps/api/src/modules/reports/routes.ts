import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { clinics, type Db } from '@vetclinic/db';
import {
  REPORT_EXPORT_MAX_ROWS, ZAggregate, ZAggregateExportQuery, ZAggregateQuery, ZClientCredit, ZClientCreditExportQuery, ZClientCreditQuery, ZDrilldown,
  ZDrilldownExportQuery, ZDrilldownQuery, ZIdParams, ZInvoiceZip, ZInvoiceZipInput, ZKpiExportQuery, ZKpiMetrics, ZKpiQuery, dataOf,
} from '@vetclinic/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { getInvoiceZip, invoiceZipFile, listInvoiceZips, startInvoiceZip } from './invoice-zip';
import type { FastifyReply } from 'fastify';
import { validation } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { aggregateTable, clientCreditTable, drilldownTable, kpiTable, toPdf, toXlsx, type ReportTable } from './export';
import type { AppDeps } from '../../app';
import { aggregate, kpiMetrics, type ReportScope } from './service';
import { clientCreditReport } from './client-credit';
import { drilldown } from './drilldown';

/** Revenue is never shown without reports.view (a receptionist's built-in role lacks it). */
const view = { access: 'staff', permission: 'reports.view' } as const;

/**
 * Reports: the KPI dashboard, aggregates and the client credit report (issue #18). They read the replica when there is
 * one (they scan the most and may lag by a moment), but after the caller's own write, like the public pages, the
 * primary until the replica has it: an invoice just posted is in the next report. The invoice ZIPs, a job the caller
 * starts and polls, stay on the primary.
 */
export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db: primary, reads }) => {
  /**
   * The clinics a report covers: the active one, or with scope=group every clinic of the group, each checked as a
   * named clinic (a clinic where the caller holds no reports.view makes the whole group report 403).
   */
  async function reportScope(db: Db, request: FastifyRequest, filter: { scope?: 'clinic' | 'group'; clinic_id?: number }): Promise<ReportScope> {
    // A named clinic is checked whatever the scope: another group's clinic is 404 even beside scope=group.
    const at = filter.clinic_id ? await request.scopeAt(filter.clinic_id, 'reports.view') : request.scope;
    if (filter.scope !== 'group') return { groupId: at.groupId, clinicIds: [at.clinicId], timezone: at.timezone, scope: 'clinic' };
    const { groupId, timezone } = request.scope;
    const rows = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(clinics.id);
    for (const r of rows) await request.scopeAt(r.id, 'reports.view');
    return { groupId, clinicIds: rows.map((r) => r.id), timezone, scope: 'group' };
  }

  app.get('/reports/kpi-metrics', {
    schema: { tags: ['reports'], querystring: ZKpiQuery, response: { 200: dataOf(ZKpiMetrics) } },
    config: view,
  }, async (request) => ({ data: await reads.read(request, async (db) => kpiMetrics(db, await reportScope(db, request, request.query.filter), request.query)) }));

  app.get('/reports/aggregate', {
    schema: { tags: ['reports'], querystring: ZAggregateQuery, response: { 200: dataOf(ZAggregate) } },
    config: view,
  }, async (request) => ({ data: await reads.read(request, async (db) => aggregate(db, await reportScope(db, request, request.query.filter), request.query)) }));

  app.get('/reports/drilldown', {
    schema: { tags: ['reports'], querystring: ZDrilldownQuery, response: { 200: ZDrilldown } },
    config: view,
  }, async (request) => reads.read(request, async (db) => drilldown(db, await reportScope(db, request, request.query.filter), request.query)));

  /** A report table as the file asked for, named after the report and its period. */
  async function sendFile(db: Db, reply: FastifyReply, clinicId: number, table: ReportTable, currency: string, format: 'xlsx' | 'pdf', name: string, lang: Parameters<typeof toPdf>[3]) {
    const file = format === 'xlsx' ? await toXlsx(table, currency) : await toPdf(db, clinicId, table, lang);
    const type = format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf';
    return reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${name}.${format}"`).type(type).send(file);
  }

  app.get('/reports/kpi-metrics/export', {
    schema: { tags: ['reports'], querystring: ZKpiExportQuery, produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    config: view,
  }, async (request, reply) => reads.read(request, async (db) => {
    const s = await reportScope(db, request, request.query.filter);
    const k = await kpiMetrics(db, s, request.query);
    return sendFile(db, reply, s.clinicIds[0], kpiTable(k, request.lang), k.currency, request.query.format, `kpi-${k.period.date_from}-${k.period.date_to}`, request.lang);
  }));

  app.get('/reports/aggregate/export', {
    schema: { tags: ['reports'], querystring: ZAggregateExportQuery, produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    config: view,
  }, async (request, reply) => reads.read(request, async (db) => {
    const s = await reportScope(db, request, request.query.filter);
    const a = await aggregate(db, s, request.query);
    const { date_from: from, date_to: to } = request.query.filter;
    return sendFile(db, reply, s.clinicIds[0], aggregateTable(a, request.lang, from, to), a.currency, request.query.format, `${a.measure}-by-${a.group_by}-${from}-${to}`, request.lang);
  }));

  app.get('/reports/drilldown/export', {
    schema: { tags: ['reports'], querystring: ZDrilldownExportQuery, produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    config: view,
  }, async (request, reply) => reads.read(request, async (db) => {
    const s = await reportScope(db, request, request.query.filter);
    const d = await drilldown(db, s, { ...request.query, page: 1, per_page: REPORT_EXPORT_MAX_ROWS });
    if (d.totals.rows > REPORT_EXPORT_MAX_ROWS) throw validation({ 'filter.date_to': ['validation.range_too_long'] });
    const { date_from: from, date_to: to } = request.query.filter;
    const { group_by: groupBy, key } = request.query;
    const what = [translate(request.lang, `reports.measures.${d.measure}`), groupBy && key !== undefined ? `${translate(request.lang, `reports.groupBy.${groupBy}`)}: ${key}` : null].filter(Boolean).join(' · ');
    return sendFile(db, reply, s.clinicIds[0], drilldownTable(d, request.lang, from, to, what, s.timezone), d.currency, request.query.format, `rows-${d.measure}-${from}-${to}`, request.lang);
  }));

  app.get('/reports/client-credit/export', {
    schema: { tags: ['reports'], querystring: ZClientCreditExportQuery, produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    config: view,
  }, async (request, reply) => {
    const clinicId = request.query.filter?.clinic_id;
    const at = clinicId ? await request.scopeAt(clinicId, 'reports.view') : request.scope;
    return reads.read(request, async (db) => {
      const c = await clientCreditReport(db, at.clinicId, { filter: request.query.filter, page: 1, per_page: REPORT_EXPORT_MAX_ROWS + 1 });
      if (c.totals.clients > REPORT_EXPORT_MAX_ROWS) throw validation({ 'filter.search': ['validation.range_too_long'] });
      return sendFile(db, reply, at.clinicId, clientCreditTable(c, request.lang), c.currency, request.query.format, 'client-credit', request.lang);
    });
  });

  // The accountant's ZIP of a period's invoices: queued here, made in the background, polled for its progress bar.
  app.post('/reports/invoice-zips', {
    schema: { tags: ['reports'], body: ZInvoiceZipInput, response: { 202: dataOf(ZInvoiceZip) } },
    config: view,
  }, async (request, reply) => {
    const { groupId, clinicId, userId } = request.scope;
    return reply.status(202).send({ data: await startInvoiceZip(primary, { groupId, clinicId, userId }, request.body, request.lang) });
  });

  app.get('/reports/invoice-zips', {
    schema: { tags: ['reports'], response: { 200: dataOf(z.array(ZInvoiceZip)) } },
    config: view,
  }, async (request) => ({ data: await listInvoiceZips(primary, request.scope.clinicId) }));

  app.get('/reports/invoice-zips/:id', {
    schema: { tags: ['reports'], params: ZIdParams, response: { 200: dataOf(ZInvoiceZip) } },
    config: view,
  }, async (request) => ({ data: await getInvoiceZip(primary, request.scope.clinicId, request.params.id) }));

  app.get('/reports/invoice-zips/:id/download', {
    schema: { tags: ['reports'], params: ZIdParams, produces: ['application/zip'] },
    config: view,
  }, async (request, reply) => {
    const out = await invoiceZipFile(primary, request.scope.clinicId, request.params.id);
    if (out === 'not_ready') throw new AppError('invalid_state', 'reports.zip.notReady');
    return reply.header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${out.fileName}"`).type('application/zip').send(out.file);
  });

  app.get('/reports/client-credit', {
    schema: { tags: ['reports'], querystring: ZClientCreditQuery, response: { 200: ZClientCredit } },
    config: view,
  }, async (request) => {
    const clinicId = request.query.filter?.clinic_id;
    const at = clinicId ? await request.scopeAt(clinicId, 'reports.view') : request.scope;
    return reads.read(request, (db) => clientCreditReport(db, at.clinicId, request.query));
  });
};
