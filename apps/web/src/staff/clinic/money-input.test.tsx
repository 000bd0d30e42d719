import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import en from '../../locales/en.json';
import { system } from '../../ui/theme';
import { MoneyInput, MoneyTextInput } from './money-input';

// The session store has no server snapshot: the signed-in clinic is given directly (as the record blocks' test does).
const CLINIC = { id: 1, name: 'Happy Paws', slug: 'happy-paws', timezone: 'Asia/Seoul', permissions: [] };
vi.mock('../auth/use-session', () => ({ useActiveClinic: () => ({ clinic: CLINIC, me: { data: { clinics: [CLINIC] } } }) }));

async function render(node: ReactNode, currency: string, currencyFirst = 0) {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  const qc = new QueryClient();
  qc.setQueryData(['clinic', 1, 'preferences'], { currency, currency_first: currencyFirst });
  return renderToString(<ChakraProvider value={system}><QueryClientProvider client={qc}>{node}</QueryClientProvider></ChakraProvider>).replace(/<!-- -->/g, '');
}
const noop = () => {};

describe('money input', () => {
  it('should refuse a fraction of a won with a message saying amounts in won are whole', async () => {
    const html = await render(<MoneyTextInput label="Price" value="1.5" onChange={noop} />, '₩');
    expect(html).toContain('Amounts in ₩ have no decimals: type a whole amount.');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('inputMode="numeric"');
  });

  it('should take two decimals of a euro and refuse a third', async () => {
    const fine = await render(<MoneyTextInput label="Price" value="12,50" onChange={noop} />, '€');
    expect(fine).not.toContain('role="alert"');
    expect(fine).toContain('inputMode="decimal"');
    const third = await render(<MoneyTextInput label="Price" value="12.505" onChange={noop} />, '€');
    expect(third).toContain('Type at most 2 decimals.');
    const letters = await render(<MoneyTextInput label="Price" value="twelve" onChange={noop} />, '€');
    expect(letters).toContain('Type an amount such as 12.50.');
  });

  it('should show hundredths in the currency\'s own digits, with the currency where the clinic puts it', async () => {
    const won = await render(<MoneyInput label="Price" value={150000} onChange={noop} />, '₩');
    expect(won).toContain('value="1500"');
    const dollars = await render(<MoneyInput label="Price" value={1250} onChange={noop} />, '$', 1);
    expect(dollars).toContain('value="12.50"');
    expect(dollars.indexOf('$')).toBeLessThan(dollars.indexOf('value="12.50"'));
    const empty = await render(<MoneyInput nullable label="Price" value={null} onChange={noop} />, '€');
    expect(empty).toContain('value=""');
  });
});
