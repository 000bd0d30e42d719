import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAggregate, TClientCredit, TDrilldown, TInvoiceZip, TKpiMetrics } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface ReportPeriod { from: string; to: string; scope: 'clinic' | 'group' }

/** The KPI dashboard of a period (clinic-local days) with the period before it. */
export function useKpiMetrics(p: ReportPeriod) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'reports', 'kpi', p.from, p.to, p.scope],
    queryFn: () => http.get<{ data: TKpiMetrics }>('/reports/kpi-metrics', {
      'filter[date_from]': p.from, 'filter[date_to]': p.to, 'filter[scope]': p.scope,
    }).then((r) => r.data),
    enabled: !!clinic && p.from <= p.to,
    placeholderData: keepPreviousData,
  });
}

/** One measure grouped one way over the period (the dashboard's trend line). */
export function useAggregate(p: ReportPeriod, measure: TAggregate['measure'], groupBy: TAggregate['group_by']) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'reports', 'aggregate', measure, groupBy, p.from, p.to, p.scope],
    queryFn: () => http.get<{ data: TAggregate }>('/reports/aggregate', {
      'filter[date_from]': p.from, 'filter[date_to]': p.to, 'filter[scope]': p.scope, measure, group_by: groupBy,
    }).then((r) => r.data),
    enabled: !!clinic && p.from <= p.to,
    placeholderData: keepPreviousData,
  });
}

export interface DrilldownParams extends ReportPeriod {
  measure: TAggregate['measure'];
  groupBy?: TAggregate['group_by'];
  key?: string;
  vetId?: number;
  page: number;
}

/** A page of the rows behind a figure, with totals over every page (equal to the figure). */
export function useDrilldown(p: DrilldownParams) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'reports', 'drilldown', p],
    queryFn: () => http.get<TDrilldown>('/reports/drilldown', {
      'filter[date_from]': p.from, 'filter[date_to]': p.to, 'filter[scope]': p.scope,
      ...(p.vetId !== undefined ? { 'filter[vet_id]': p.vetId } : {}),
      measure: p.measure, ...(p.groupBy ? { group_by: p.groupBy } : {}), ...(p.key !== undefined ? { key: p.key } : {}),
      page: p.page, per_page: 25,
    }),
    enabled: !!clinic && !!p.from && !!p.to && p.from <= p.to,
    placeholderData: keepPreviousData,
  });
}

/** Clients who owe or hold credit, with ageing, a page at a time. */
export function useClientCredit(search: string, page: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'reports', 'client-credit', search, page],
    queryFn: () => http.get<TClientCredit>('/reports/client-credit', { ...(search ? { 'filter[search]': search } : {}), page, per_page: 25 }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

/** Starts the ZIP of a period's invoices (a background job). */
export function startInvoiceZip(from: string, to: string) {
  return http.post<{ data: TInvoiceZip }>('/reports/invoice-zips', { date_from: from, date_to: to }).then((r) => r.data);
}

/** Polls a ZIP job every 500 ms while it is queued or running (the progress bar), then stops. */
export function useInvoiceZip(id: number | null) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'reports', 'invoice-zip', id],
    queryFn: () => http.get<{ data: TInvoiceZip }>(`/reports/invoice-zips/${id}`).then((r) => r.data),
    enabled: !!clinic && id != null,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'completed' || q.state.data.status === 'failed') ? false : 500),
  });
}
