import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAggregate, TKpiMetrics } from '@vetclinic/domain';
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
