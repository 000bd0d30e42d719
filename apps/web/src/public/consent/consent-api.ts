import type { TConsentSignInput, TPublicConsent } from '@vetclinic/domain';
import { createHttp } from '../../ui/http';

// The consent link's calls (apps/api/src/modules/documents/routes.ts); types only from the domain package.
const http = createHttp();
const url = (token: string) => `/public/consent/${encodeURIComponent(token)}`;

export const fetchConsent = (token: string) => http.get<{ data: TPublicConsent }>(url(token)).then((r) => r.data);
export const signConsent = (token: string, input: TConsentSignInput) => http.post<{ data: TPublicConsent }>(`${url(token)}/sign`, input).then((r) => r.data);
/** The signed copy (hash-checked by the server): a plain link, opened by the browser. */
export const consentPdfUrl = (token: string) => `/api/v1${url(token)}/pdf`;
export const consentKey = (token: string) => ['public', 'consent', token] as const;
