import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { TAnesthesiaSession, TVital } from '@vetclinic/domain';
import en from '../../../locales/en.json';
import { system } from '../../../ui/theme';
import { VitalsBlock } from './vitals-block';
import { AnesthesiaBlock } from './anesthesia-block';

// The blocks are mounted by the record editor (R1b) at merge; until then this renders them on the server
// with their data already in the query cache, so a broken render (a missing field, a bad key) fails here.
const CLINIC = { id: 1, name: 'Happy Paws', slug: 'happy-paws', timezone: 'Europe/Bucharest', permissions: ['records.view', 'records.manage'] };
// The session store has no server snapshot: the signed-in clinic is given directly.
vi.mock('../../auth/use-session', () => ({ useActiveClinic: () => ({ clinic: CLINIC, me: { data: { clinics: [CLINIC] } } }) }));

const vital: TVital = {
  id: 7, pet_id: 3, clinic_id: 1, record_id: 5, measured_at: '2026-03-02T08:00:00Z', weight_grams: 31500, temperature_c: 40.1, heart_rate: 90,
  respiratory_rate: 60, crt_seconds: 1.5, mucous_membranes: 'pale', pain_score: 5, bcs: 5, bcs_scale: 9, bp_systolic: 140, bp_diastolic: 80, bp_mean: 100,
  bp_method: 'doppler', notes: 'Panting in the car', flags: { temperature_c: 'high', respiratory_rate: 'high', mucous_membranes: 'abnormal' }, created_by: 1, created_at: '2026-03-02T08:00:00Z',
};
const session: TAnesthesiaSession = {
  id: 2, record_id: 5, pet_id: 3, clinic_id: 1, asa_class: 'II', asa_emergency: false, started_at: '2026-03-02T08:00:00Z', ended_at: null, notes: 'Routine spay',
  drugs: [{ phase: 'induction', name: 'Propofol', dose: 4, unit: 'mg/kg', route: 'IV', given_at: null }], updated_at: '2026-03-02T08:00:00Z',
  measurements: [{ id: 1, measured_at: '2026-03-02T08:05:00Z', heart_rate: 96, respiratory_rate: 12, spo2: 98, etco2: 41, temperature_c: 37.9, bp_systolic: 110, bp_diastolic: 60, bp_mean: 80, anesthetic_pct: 1.8, created_by: 1 }],
};

async function render(node: ReactNode, unit: 'c' | 'f', data: Record<string, unknown>) {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  const qc = new QueryClient();
  qc.setQueryData(['clinic', 1, 'preferences'], { date_format: 'DD.MM.YYYY', time_format: 'HH:mm' });
  qc.setQueryData(['clinic', 1, 'vitals-settings'], { clinic_id: 1, temperature_unit: unit, bcs_scale: 9, is_default: true });
  for (const [k, v] of Object.entries(data)) qc.setQueryData(['records', 5, k], v);
  // React separates adjacent text nodes with empty comments; the assertions read the text.
  return renderToString(<ChakraProvider value={system}><QueryClientProvider client={qc}>{node}</QueryClientProvider></ChakraProvider>).replace(/<!-- -->/g, '');
}

describe('record blocks', () => {
  it('should show a set of vitals with its flags and the entry form, in °F when the clinic reads °F', async () => {
    const html = await render(<VitalsBlock recordId={5} petId={3} readOnly={false} />, 'f', { vitals: [vital] });
    expect(html).toContain('Temperature: 104.2 °F · high');
    expect(html).toContain('Mucous membranes: Pale · abnormal');
    expect(html).toContain('Weight: 31.5 kg');
    expect(html).toContain('Add vitals');
    expect(html).toContain('Temperature (°F)');
  });

  it('should show no form and no edit buttons when read-only', async () => {
    const html = await render(<VitalsBlock recordId={5} petId={3} readOnly />, 'c', { vitals: [vital] });
    expect(html).toContain('Temperature: 40.1 °C · high');
    expect(html).not.toContain('Add vitals');
    expect(html).not.toContain('>Edit<');
  });

  it('should show the anesthesia session, its readings and the reading form; read-only without forms', async () => {
    const html = await render(<AnesthesiaBlock recordId={5} petId={3} readOnly={false} />, 'c', { anesthesia: session });
    expect(html).toContain('ASA II');
    expect(html).toContain('Propofol');
    expect(html).toContain('Add reading');
    expect(html).toContain('Print sheet');
    const readOnly = await render(<AnesthesiaBlock recordId={5} petId={3} readOnly />, 'c', { anesthesia: session });
    expect(readOnly).not.toContain('Add reading');
    const none = await render(<AnesthesiaBlock recordId={5} petId={3} readOnly={false} />, 'c', { anesthesia: null });
    expect(none).toContain('Start anesthesia');
  });
});
