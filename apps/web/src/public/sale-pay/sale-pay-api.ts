import type { TPublicSalePay, TSimulatedCardInput } from '@vetclinic/domain';
import { createHttp } from '../../ui/http';

// An invoice's payment link (apps/api/src/modules/payments/sale-card.ts); types only from the domain package.
const http = createHttp();
const url = (token: string) => `/public/sale-payments/${encodeURIComponent(token)}`;

export const salePayKey = (token: string) => ['public', 'sale-pay', token] as const;
export const fetchSalePay = (token: string) => http.get<{ data: TPublicSalePay }>(url(token)).then((r) => r.data);
/** Simulated provider only: the card goes to our server, which plays the provider. One Idempotency-Key per attempt. */
export const paySale = (token: string, card: TSimulatedCardInput, idempotencyKey: string) =>
  createHttp({ getHeaders: () => ({ 'Idempotency-Key': idempotencyKey }) }).post<{ data: TPublicSalePay }>(`${url(token)}/pay`, card).then((r) => r.data);
export const syncSalePay = (token: string) => http.post<{ data: TPublicSalePay }>(`${url(token)}/sync`, {}).then((r) => r.data);
