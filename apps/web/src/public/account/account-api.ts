import type {
  TActivateInput, TAddPetsInput, TBookingInput, TBookingResult, TForgotPasswordInput, TParentLoginInput, TParentPet,
  TParentPlan, TParentRegisterInput, TPrintedFile, TPublicClinic, TResetPasswordInput,
} from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { readToken } from './auth-storage';
import { PARENT_API, authedHttp, openHttp as open, type TokenPair } from './session-api';

// The pet-parent account calls (/for-pet-parents, apps/api/src/modules/parent-accounts) that the
// modals and the logged-in booking make. Types only from the domain package.

export type PublicSpecies = NonNullable<TPublicClinic['species']>[number];
export { accountKeys, type TokenPair } from './session-api';

const PREFIX = PARENT_API;
const http = authedHttp();

export const login = (input: TParentLoginInput) => open.post<{ data: TokenPair }>(`${PREFIX}/auth/login`, input).then((r) => r.data);
export const register = (input: TParentRegisterInput) => open.post<{ data: { user_id: string } }>(`${PREFIX}/auth/register`, input).then((r) => r.data);
export const activate = (input: TActivateInput) => open.post<{ data: TokenPair }>(`${PREFIX}/auth/activate`, input).then((r) => r.data);
export const resendCode = (userId: string, clinicId: number) => open.post<{ data: { sent: boolean } }>(`${PREFIX}/auth/resend-code`, { user_id: userId, clinic_id: clinicId });
export const forgotPassword = (input: TForgotPasswordInput) => open.post<{ data: { sent: boolean } }>(`${PREFIX}/auth/forgot-password`, input);
export const resetPassword = (input: TResetPasswordInput) => open.post<{ data: { reset: boolean } }>(`${PREFIX}/auth/reset-password`, input);

/** The parent's documents: what the clinic shared and their own uploads, newest first. */
export const listFiles = () => http.get<{ data: TPrintedFile[] }>(`${PREFIX}/printed-files`).then((r) => r.data);
export const deleteFile = (id: number) => http.delete<null>(`${PREFIX}/printed-files/${id}`);

/** Downloads a document (the link needs the bearer token, so it is fetched and saved from a blob). */
export async function downloadFile(file: TPrintedFile): Promise<void> {
  const res = await fetch(file.download_url, { headers: { authorization: `Bearer ${readToken() ?? ''}` } });
  if (!res.ok) throw new HttpError('GET', file.download_url, res.status, res.statusText, await res.json().catch(() => null));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The parent's pets' plans: what is left this period, the next renewal (apps/api/src/modules/plans/parent-plans.ts). */
export const listPlans = () => http.get<{ data: TParentPlan[] }>(`${PREFIX}/plans`).then((r) => r.data);
/** Removes one of the parent's saved cards; the plans renewing with it ask for a new card at their next renewal. */
export const removeSavedCard = (id: number) => http.delete<null>(`${PREFIX}/saved-cards/${id}`);
export const addPets = (input: TAddPetsInput) => http.post<{ data: TParentPet[] }>(`${PREFIX}/pets`, input).then((r) => r.data);

export const fetchSpecies = (slug: string) => open.get<{ data: PublicSpecies[] }>('/public/species', { 'filter[clinic_slug]': slug }).then((r) => r.data);

/** A booking by the logged-in parent (pet_ids, no contact fields). */
export const createParentBooking = (input: TBookingInput, idempotencyKey: string) =>
  authedHttp({ 'Idempotency-Key': idempotencyKey }).post<{ data: TBookingResult }>(`${PREFIX}/appointments`, input).then((r) => r.data);
