import { useQuery } from '@tanstack/react-query';
import { fetchAppointment, fetchClientLink, fetchClinic, fetchVets } from './booking-api';

export const publicKeys = {
  clinic: (slug: string) => ['public', 'clinic', slug] as const,
  vets: (slug: string) => ['public', 'vets', slug] as const,
  timeslots: (slug: string) => ['public', 'timeslots', slug] as const,
  clientLink: (clinicId: number) => ['public', 'client-link', clinicId] as const,
  appointment: (token: string) => ['public', 'appointment', token] as const,
};

// Clinic data changes rarely while a visitor books; the slots are what must stay fresh.
const FIVE_MINUTES = 5 * 60_000;

export const useClinic = (slug: string) =>
  useQuery({ queryKey: publicKeys.clinic(slug), queryFn: () => fetchClinic(slug), staleTime: FIVE_MINUTES, enabled: !!slug });

export const useVets = (slug: string) =>
  useQuery({ queryKey: publicKeys.vets(slug), queryFn: () => fetchVets(slug), staleTime: FIVE_MINUTES, enabled: !!slug });

export const useClientLink = (clinicId: number | undefined) =>
  useQuery({ queryKey: publicKeys.clientLink(clinicId ?? 0), queryFn: () => fetchClientLink(clinicId!), staleTime: Infinity, enabled: !!clinicId });

export const useAppointment = (token: string) =>
  useQuery({ queryKey: publicKeys.appointment(token), queryFn: () => fetchAppointment(token), enabled: !!token });
