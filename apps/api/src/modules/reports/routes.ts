import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { clinics } from '@vetclinic/db';
import { ZAggregate, ZAggregateQuery, ZClientCredit, ZClientCreditQuery, ZDrilldown, ZDrilldownQuery, ZKpiMetrics, ZKpiQuery, dataOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { aggregate, kpiMetrics, type ReportScope } from './service';
import { clientCreditReport } from './client-credit';
import { drilldown } from './drilldown';

/** Revenue is never shown without reports.view (a receptionist's built-in role lacks it). */
const view = { access: 'staff', permission: 'reports.view' } as const;

/** Reports: the KPI dashboard, aggregates and the client credit report (issue #18). */
export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  /**
   * The clinics a report covers: the active one, or with scope=group every clinic of the group, each checked as a
   * named clinic (a clinic where the caller holds no reports.view makes the whole group report 403).
   */
  async function reportScope(request: FastifyRequest, filter: { scope?: 'clinic' | 'group'; clinic_id?: number }): Promise<ReportScope> {
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
  }, async (request) => ({ data: await kpiMetrics(db, await reportScope(request, request.query.filter), request.query) }));

  app.get('/reports/aggregate', {
    schema: { tags: ['reports'], querystring: ZAggregateQuery, response: { 200: dataOf(ZAggregate) } },
    config: view,
  }, async (request) => ({ data: await aggregate(db, await reportScope(request, request.query.filter), request.query) }));

  app.get('/reports/drilldown', {
    schema: { tags: ['reports'], querystring: ZDrilldownQuery, response: { 200: ZDrilldown } },
    config: view,
  }, async (request) => drilldown(db, await reportScope(request, request.query.filter), request.query));

  app.get('/reports/client-credit', {
    schema: { tags: ['reports'], querystring: ZClientCreditQuery, response: { 200: ZClientCredit } },
    config: view,
  }, async (request) => {
    const clinicId = request.query.filter?.clinic_id;
    const at = clinicId ? await request.scopeAt(clinicId, 'reports.view') : request.scope;
    return clientCreditReport(db, at.clinicId, request.query);
  });
};
