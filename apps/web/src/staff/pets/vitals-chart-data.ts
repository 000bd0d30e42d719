import { useQuery } from '@tanstack/react-query';
import { cToF, type TVital, type TVitalsSettings } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

/** How the active clinic shows vitals (°C/°F, BCS scale); the country's default until saved. */
export function useVitalsSettings() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'vitals-settings'],
    queryFn: () => http.get<{ data: TVitalsSettings }>(`/clinics/${clinic!.id}/vitals-settings`).then((r) => r.data),
    enabled: !!clinic && clinic.permissions.includes('records.view'),
    staleTime: 60_000,
  });
}

export const petVitalsKey = (petId: number) => ['pets', petId, 'vitals'];

/** The pet's vitals of the last two years, oldest first (the chart's points). */
export function usePetVitals(petId: number, enabled = true) {
  return useQuery({
    queryKey: petVitalsKey(petId),
    queryFn: () => {
      const from = new Date(Date.now() - 2 * 366 * 24 * 3600_000).toISOString();
      return http.get<{ data: TVital[] }>(`/pets/${petId}/vitals`, { from, per_page: 500 }).then((r) => r.data);
    },
    enabled,
  });
}

export type TemperatureUnit = TVitalsSettings['temperature_unit'];
/** °C from storage to the clinic's unit, one decimal. */
export const shownTemperature = (c: number | null, unit: TemperatureUnit) => (c === null ? null : unit === 'f' ? cToF(c) : c);
export const temperatureSymbol = (unit: TemperatureUnit) => (unit === 'f' ? '°F' : '°C');
export const kg = (grams: number | null) => (grams === null ? null : Number((grams / 1000).toFixed(3)));

/** The chartable series: key in TVital, how to read it, and its unit label. */
export const CHART_METRICS = ['weight', 'temperature', 'heart_rate', 'respiratory_rate', 'pain_score', 'bcs', 'blood_pressure'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];
