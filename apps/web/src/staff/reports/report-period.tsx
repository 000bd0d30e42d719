import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router-dom';
import { useActiveClinic } from '../auth/use-session';
import type { ReportPeriod } from './api';
import { latestSearchParams } from '../../ui/latest-search-params';

export type Preset = 'this_month' | 'last_month' | 'last_30' | 'this_year' | 'custom';
export const PRESETS: Preset[] = ['this_month', 'last_month', 'last_30', 'this_year', 'custom'];

export function presetRange(p: Exclude<Preset, 'custom'>, today: DateTime): { from: string; to: string } {
  switch (p) {
    case 'this_month': return { from: today.startOf('month').toISODate()!, to: today.toISODate()! };
    case 'last_month': { const m = today.minus({ months: 1 }); return { from: m.startOf('month').toISODate()!, to: m.endOf('month').toISODate()! }; }
    case 'last_30': return { from: today.minus({ days: 29 }).toISODate()!, to: today.toISODate()! };
    case 'this_year': return { from: today.startOf('year').toISODate()!, to: today.toISODate()! };
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A report page's period kept in the address (`preset`, `from`, `to`, `scope`), so a drill-down link, the back
 * button and a shared link all show the same figures. Other parameters of the page are kept as they are.
 */
export function usePeriodParams() {
  const { clinic } = useActiveClinic();
  const [params, setParams] = useSearchParams();
  const today = DateTime.now().setZone(clinic?.timezone ?? 'UTC').startOf('day');
  const preset = (PRESETS as string[]).includes(params.get('preset') ?? '') ? params.get('preset') as Preset
    : params.get('from') && params.get('to') ? 'custom' : 'this_month';
  const custom = { from: ISO.test(params.get('from') ?? '') ? params.get('from')! : presetRange('this_month', today).from,
    to: ISO.test(params.get('to') ?? '') ? params.get('to')! : today.toISODate()! };
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const scope: ReportPeriod['scope'] = params.get('scope') === 'group' ? 'group' : 'clinic';
  // Builds on the address bar, not on `params`: "from" then "to" typed in a row must both stay.
  const update = (changes: Record<string, string | null>) => {
    const next = latestSearchParams();
    for (const [k, v] of Object.entries(changes)) if (v === null) next.delete(k); else next.set(k, v);
    setParams(next, { replace: true });
  };
  return { period: { ...range, scope } as ReportPeriod, preset, params, update };
}
export type PeriodParams = ReturnType<typeof usePeriodParams>;

/** The period picker of a report page: a preset or two dates, and the clinics (this one or the whole group). */
export function PeriodControls({ state, children }: { state: PeriodParams; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { me } = useActiveClinic();
  const { period, preset, update } = state;
  const manyClinics = (me.data?.clinics.length ?? 0) > 1;
  return (
    <HStack gap="2" wrap="wrap" align="end">
      <NativeSelect.Root size="sm" maxW="12rem">
        <NativeSelect.Field aria-label={t('reports.period')} bg="white" value={preset} onChange={(e) => {
          const next = e.target.value as Preset;
          update(next === 'custom' ? { preset: 'custom', from: period.from, to: period.to, page: null } : { preset: next, from: null, to: null, page: null });
        }}>
          {PRESETS.map((p) => <option key={p} value={p}>{t(`reports.presets.${p}`)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {preset === 'custom' && (
        <>
          <Input type="date" size="sm" bg="white" maxW="11rem" aria-label={t('reports.from')} value={period.from} max={period.to}
            onChange={(e) => e.target.value && update({ from: e.target.value, page: null })} />
          <Input type="date" size="sm" bg="white" maxW="11rem" aria-label={t('reports.to')} value={period.to} min={period.from}
            onChange={(e) => e.target.value && update({ to: e.target.value, page: null })} />
        </>
      )}
      {manyClinics && (
        <NativeSelect.Root size="sm" maxW="12rem">
          <NativeSelect.Field aria-label={t('reports.scope')} bg="white" value={period.scope} onChange={(e) => update({ scope: e.target.value === 'group' ? 'group' : null, page: null })}>
            <option value="clinic">{t('reports.scopes.clinic')}</option>
            <option value="group">{t('reports.scopes.group')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {children}
    </HStack>
  );
}

/** The address of the drill-down page for a figure of `period`. */
export function drilldownHref(period: ReportPeriod, measure: string, extra: Record<string, string | number | undefined> = {}) {
  const q = new URLSearchParams({ preset: 'custom', from: period.from, to: period.to, measure });
  if (period.scope === 'group') q.set('scope', 'group');
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) q.set(k, String(v));
  return `/reports/drilldown?${q.toString()}`;
}

/** Dashboard · Aggregate report · Client credit: the report pages, as links. */
export function ReportsTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: '/reports', label: t('reports.tabs.dashboard'), end: true },
    { to: '/reports/aggregate', label: t('reports.tabs.aggregate'), end: false },
    { to: '/reports/client-credit', label: t('reports.tabs.clientCredit'), end: false },
  ];
  return (
    <HStack as="nav" aria-label={t('reports.tabs.label')} gap="1" wrap="wrap" borderBottomWidth="1px">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <HStack as="span" px="3" py="2" fontSize="sm" fontWeight={isActive ? '600' : '400'} color={isActive ? 'brand.fg' : 'fg.muted'}
              borderBottomWidth="2px" borderColor={isActive ? 'brand.solid' : 'transparent'} aria-current={isActive ? 'page' : undefined}>
              {tab.label}
            </HStack>
          )}
        </NavLink>
      ))}
    </HStack>
  );
}
