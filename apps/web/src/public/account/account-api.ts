import type {
  TActivateInput, TAddPetsInput, TBookingInput, TBookingResult, TForgotPasswordInput, TParentLoginInput, TParentPet,
  TParentRegisterInput, TPublicClinic, TResetPasswordInput,
} from '@vetclinic/domain';
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

export const addPets = (input: TAddPetsInput) => http.post<{ data: TParentPet[] }>(`${PREFIX}/pets`, input).then((r) => r.data);

export const fetchSpecies = (slug: string) => open.get<{ data: PublicSpecies[] }>('/public/species', { 'filter[clinic_slug]': slug }).then((r) => r.data);

/** A booking by the logged-in parent (pet_ids, no contact fields). */
export const createParentBooking = (input: TBookingInput, idempotencyKey: string) =>
  authedHttp({ 'Idempotency-Key': idempotencyKey }).post<{ data: TBookingResult }>(`${PREFIX}/appointments`, input).then((r) => r.data);
