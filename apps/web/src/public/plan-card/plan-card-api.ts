import type { TPlanCardInput, TPublicPlanCard, TSimulatedCardInput, TSavedCard } from '@vetclinic/domain';
import { createHttp } from '../../ui/http';

// A plan's card link (apps/api/src/modules/plans/saved-cards.ts); types only from the domain package.
const http = createHttp();
const url = (token: string) => `/public/plan-cards/${encodeURIComponent(token)}`;

export interface PlanCardResult { status: TPublicPlanCard['status']; outcome: string; card: TSavedCard }

export const planCardKey = (token: string) => ['public', 'plan-card', token] as const;
export const fetchPlanCard = (token: string) => http.get<{ data: TPublicPlanCard }>(url(token)).then((r) => r.data);
/** Simulated provider only: the card goes to our server, which plays the provider and keeps only its last 4 digits. */
export const savePlanCard = (token: string, card: TSimulatedCardInput) => http.post<{ data: PlanCardResult }>(url(token), card satisfies TPlanCardInput).then((r) => r.data);
