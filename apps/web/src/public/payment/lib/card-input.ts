import { z } from 'zod';
import { ZSimulatedCardInput, type TSimulatedCardInput } from '@vetclinic/domain';

// The simulated provider's card form: masks that keep what is typed readable (groups of four,
// MM/YY, digits only) and a form schema that hands the real checks to the shared ZSimulatedCardInput.

export const MAX_CARD_DIGITS = 19;

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242"; American Express (34/37) as 4-6-5. */
export function formatCardNumber(input: string): string {
  const d = digitsOf(input).slice(0, MAX_CARD_DIGITS);
  if (/^3[47]/.test(d)) return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Typing an expiry: "1" → "1", "12" → "12/", "123" → "12/3", "5" → "05/" (no month starts with 5).
 * `deleting` keeps "12/" from coming back when the visitor deletes the slash.
 */
export function formatExpiry(input: string, deleting = false): string {
  let d = digitsOf(input).slice(0, 4);
  if (d.length === 1 && d > '1') d = `0${d}`;
  if (d.length < 2) return d;
  if (d.length === 2) return deleting ? d : `${d}/`;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

export const formatCvc = (input: string) => digitsOf(input).slice(0, 4);

/** "MM/YY" → month and full year, or null when it is not that shape. */
export function parseExpiry(value: string): { exp_month: number; exp_year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const year = Number(m[2]);
  return { exp_month: Number(m[1]), exp_year: year < 100 ? 2000 + year : year };
}

export interface CardFormValues { card_number: string; expiry: string; cvc: string; name: string }
export const emptyCardForm = (): CardFormValues => ({ card_number: '', expiry: '', cvc: '', name: '' });

export function toCardInput(v: CardFormValues): TSimulatedCardInput {
  const exp = parseExpiry(v.expiry) ?? { exp_month: 0, exp_year: 0 };
  const name = v.name.trim();
  return { card_number: digitsOf(v.card_number), ...exp, cvc: v.cvc, ...(name ? { name } : {}) };
}

// The shared schema's fields → the form's: month and year are one "MM/YY" input here.
const FORM_FIELD: Record<string, keyof CardFormValues> = { card_number: 'card_number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc', name: 'name' };

/** The form's own shape plus every rule of ZSimulatedCardInput, with errors on the field the visitor sees. */
export const ZCardForm = z
  .object({ card_number: z.string(), expiry: z.string(), cvc: z.string(), name: z.string() })
  .superRefine((v, ctx) => {
    if (!v.card_number.trim()) ctx.addIssue({ code: 'custom', path: ['card_number'], message: 'validation.required' });
    if (!v.expiry.trim()) ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'validation.required' });
    else if (!parseExpiry(v.expiry)) ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'payments.card.expiryFormat' });
    if (!v.cvc.trim()) ctx.addIssue({ code: 'custom', path: ['cvc'], message: 'validation.required' });
    const taken = new Set<string>();
    const result = ZSimulatedCardInput.safeParse(toCardInput(v));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = FORM_FIELD[String(issue.path[0] ?? '')] ?? 'card_number';
      // One message per field, and "required" (said above) wins over the schema's format message.
      if (taken.has(field) || !v[field].trim()) continue;
      if (field === 'expiry' && !parseExpiry(v.expiry)) continue;
      taken.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  })
  .transform(toCardInput);
