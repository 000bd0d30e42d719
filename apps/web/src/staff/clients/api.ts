import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAppointment, TClient, TClientInput, TClientListItem, TCommunication, TCommunicationInput, TPet, TPetInput, TPetRequest, TSpeciesItem,
} from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

/** Query keys of the area: every key starts with the active clinic. */
export function useAreaKeys() {
  const { clinic } = useActiveClinic();
  const id = clinic?.id ?? null;
  return {
    clinicId: id,
    enabled: !!clinic,
    clients: ['clinic', id, 'clients'] as const,
    client: (clientId: number) => ['clinic', id, 'clients', clientId] as const,
    communications: (clientId: number) => ['clinic', id, 'clients', clientId, 'communications'] as const,
    pets: ['clinic', id, 'pets'] as const,
    pet: (petId: number) => ['clinic', id, 'pets', petId] as const,
    species: ['clinic', id, 'species'] as const,
    petRequests: ['clinic', id, 'pet-requests'] as const,
    appointments: ['clinic', id, 'appointments'] as const,
  };
}

export function useClients(params: { search: string; archived: boolean; page: number }) {
  const keys = useAreaKeys();
  return useQuery({
    queryKey: [...keys.clients, 'list', params],
    queryFn: () => http.get<Page<TClientListItem>>('/pet-parents', { search: params.search, 'filter[archived]': params.archived ? 1 : 0, page: params.page }),
    enabled: keys.enabled,
    placeholderData: keepPreviousData,
  });
}

export function useClient(clientId: number) {
  const keys = useAreaKeys();
  return useQuery({
    queryKey: keys.client(clientId),
    queryFn: () => http.get<{ data: TClient }>(`/pet-parents/${clientId}`).then((r) => r.data),
    enabled: keys.enabled && clientId > 0,
  });
}

export function useCommunications(clientId: number, page: number) {
  const keys = useAreaKeys();
  return useQuery({
    queryKey: [...keys.communications(clientId), page],
    queryFn: () => http.get<Page<TCommunication>>(`/pet-parents/${clientId}/communications`, { page, per_page: 10 }),
    enabled: keys.enabled,
    placeholderData: keepPreviousData,
  });
}

/** Saves a client (create when no id); a 409 duplicate warning comes back as the error. */
export function useSaveClient(clientId?: number) {
  const keys = useAreaKeys();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TClientInput) => (clientId
      ? http.put<{ data: TClient }>(`/pet-parents/${clientId}`, body)
      : http.post<{ data: TClient }>('/pet-parents', body)).then((r) => r.data),
    onSuccess: (data) => {
      qc.setQueryData(keys.client(data.id), data);
      void qc.invalidateQueries({ queryKey: [...keys.clients, 'list'] });
    },
  });
}

export function useArchiveClient(clientId: number) {
  const keys = useAreaKeys();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => http.post<{ data: TClient }>(`/pet-parents/${clientId}/${archived ? 'archive' : 'unarchive'}`).then((r) => r.data),
    onSuccess: (data) => {
      qc.setQueryData(keys.client(clientId), data);
      void qc.invalidateQueries({ queryKey: [...keys.clients, 'list'] });
      void qc.invalidateQueries({ queryKey: keys.pets });
    },
  });
}

export function useLogCommunication(clientId: number) {
  const keys = useAreaKeys();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCommunicationInput) => http.post<{ data: TCommunication }>(`/pet-parents/${clientId}/communications`, body).then((r) => r.data),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.communications(clientId) });
      void qc.invalidateQueries({ queryKey: keys.client(clientId) });
    },
  });
}

// ---------- pets ----------

export function usePets(params: { search: string; archived: boolean; page: number; ownerId?: number; speciesId?: number }, opts: { enabled?: boolean } = {}) {
  const keys = useAreaKeys();
  return useQuery({
    queryKey: [...keys.pets, 'list', params],
    queryFn: () => http.get<Page<TPet>>('/pets', {
      search: params.search, 'filter[archived]': params.archived ? 1 : 0, page: params.page, 'filter[owner_id]': params.ownerId, 'filter[species_id]': params.speciesId,
    }),
    enabled: keys.enabled && (opts.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

export function usePet(petId: number) {
  const keys = useAreaKeys();
  return useQuery({
    queryKey: keys.pet(petId),
    queryFn: () => http.get<{ data: TPet }>(`/pets/${petId}`).then((r) => r.data),
    enabled: keys.enabled && petId > 0,
  });
}

export function useSpecies() {
  const keys = useAreaKeys();
  return useQuery({
    queryKey: keys.species,
    queryFn: () => http.get<Page<TSpeciesItem>>('/species', { include: 'breeds' }).then((r) => r.data),
    enabled: keys.enabled,
    staleTime: 10 * 60_000,
  });
}

export function useSavePet(petId?: number) {
  const keys = useAreaKeys();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPetInput) => (petId
      ? http.put<{ data: TPet }>(`/pets/${petId}`, body)
      : http.post<{ data: TPet }>('/pets', body)).then((r) => r.data),
    onSuccess: (pet) => {
      qc.setQueryData(keys.pet(pet.id), pet);
      void qc.invalidateQueries({ queryKey: [...keys.pets, 'list'] });
      void qc.invalidateQueries({ queryKey: keys.clients });
    },
  });
}

export function useArchivePet(petId: number) {
  const keys = useAreaKeys();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => http.post<{ data: TPet }>(`/pets/${petId}/${archived ? 'archive' : 'unarchive'}`).then((r) => r.data),
    onSuccess: (pet) => {
      qc.setQueryData(keys.pet(petId), pet);
      void qc.invalidateQueries({ queryKey: [...keys.pets, 'list'] });
      void qc.invalidateQueries({ queryKey: keys.clients });
    },
  });
}

// ---------- appointments of a client or pet ----------

/** Upcoming (soonest first) or past (latest first) appointments of a client or a pet in the active clinic. */
export function useProfileAppointments(filter: { client_id?: number; pet_id?: number }, when: 'upcoming' | 'past') {
  const keys = useAreaKeys();
  return useQuery({
    queryKey: [...keys.appointments, 'profile', filter, when],
    queryFn: async () => {
      const now = new Date().toISOString();
      const res = await http.get<Page<TAppointment>>('/appointments', {
        'filter[client_id]': filter.client_id, 'filter[pet_id]': filter.pet_id, ...(when === 'upcoming' ? { 'filter[from]': now } : { 'filter[to]': now }), per_page: 500,
      });
      return when === 'past' ? [...res.data].reverse() : res.data;
    },
    enabled: keys.enabled,
  });
}

// ---------- pet requests ----------

export function usePetRequests(status: number, page: number) {
  const keys = useAreaKeys();
  return useQuery({
    queryKey: [...keys.petRequests, 'list', status, page],
    queryFn: () => http.get<Page<TPetRequest>>('/pet-requests', { 'filter[status]': status, page }),
    enabled: keys.enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePendingPetRequestCount() {
  const keys = useAreaKeys();
  return useQuery({
    queryKey: [...keys.petRequests, 'pending-count'],
    queryFn: () => http.get<{ data: { count: number } }>('/pet-requests/pending-count').then((r) => r.data.count),
    enabled: keys.enabled,
    staleTime: 60_000,
  });
}

export function useDecidePetRequest() {
  const keys = useAreaKeys();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: number; action: 'accept' | 'deny'; body: { link_pet_id?: number | null; reason?: string | null } }) =>
      http.post<{ data: TPetRequest }>(`/pet-requests/${id}/${action}`, body).then((r) => r.data),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.petRequests });
      void qc.invalidateQueries({ queryKey: keys.pets });
      void qc.invalidateQueries({ queryKey: keys.clients });
    },
  });
}
