import type { TPublicEstimate } from '@vetclinic/domain';
import { createHttp } from '../../ui/http';

// The estimate link's calls (apps/api/src/modules/estimates/routes.ts); types only from the domain package.
const http = createHttp();
const url = (token: string) => `/public/estimates/${encodeURIComponent(token)}`;

export const fetchEstimate = (token: string) => http.get<{ data: TPublicEstimate }>(url(token)).then((r) => r.data);
export const answerEstimate = (token: string, answer: 'approve' | 'decline', lineIds?: number[]) =>
  http.post<{ data: TPublicEstimate }>(`${url(token)}/${answer}`, lineIds ? { line_ids: lineIds } : {}).then((r) => r.data);
export const estimateKey = (token: string) => ['public', 'estimate', token] as const;
