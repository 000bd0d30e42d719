import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTag, TTagInput, TTagPill, TagEntityType } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

export const tagKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'tags'] as const,
  list: (clinicId: number | undefined, type: TagEntityType | 'any', search = '', page = 1) => ['clinic', clinicId, 'tags', 'list', type, search, page] as const,
  entity: (clinicId: number | undefined, type: TagEntityType, id: number) => ['clinic', clinicId, 'tags', 'entity', type, id] as const,
};

/** The clinic's tags that may go on `type` (`any`: all of them, for the settings screen). */
export function useTags(type: TagEntityType | 'any', search = '', page = 1, perPage = 100) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: tagKeys.list(clinic?.id, type, search, page),
    queryFn: () => http.get<Page<TTag>>('/tags', { 'filter[entity_type]': type, 'filter[search]': search.trim(), page, per_page: perPage }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useEntityTags(type: TagEntityType, id: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: tagKeys.entity(clinic?.id, type, id),
    queryFn: () => http.get<{ data: TTagPill[] }>('/taggables', { entity_type: type, entity_id: id }).then((r) => r.data),
    enabled: !!clinic && id > 0,
  });
}

export function useCanManageTags() {
  const { clinic } = useActiveClinic();
  return !!clinic?.permissions.includes('tags.manage');
}

export function useTagMutations() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const invalidate = () => qc.invalidateQueries({ queryKey: tagKeys.all(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (input: TTagInput) => http.post<{ data: TTag }>('/tags', input), onSuccess: invalidate }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: TTagInput }) => http.put<{ data: TTag }>(`/tags/${id}`, input), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (id: number) => http.delete<void>(`/tags/${id}`), onSuccess: invalidate }),
  };
}

/** Tagging and untagging one entity; the board and lists that show its tags refresh. */
export function useTaggableMutations(type: TagEntityType, id: number) {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const done = () => {
    void qc.invalidateQueries({ queryKey: tagKeys.all(clinic?.id) });
    void qc.invalidateQueries({ queryKey: ['clinic', clinic?.id, 'visits'] });
  };
  return {
    add: useMutation({ mutationFn: (tagId: number) => http.post<{ data: TTagPill[] }>('/taggables', { tag_id: tagId, entity_type: type, entity_id: id }), onSuccess: done }),
    remove: useMutation({
      mutationFn: (tagId: number) => http.delete<void>(`/taggables?tag_id=${tagId}&entity_type=${type}&entity_id=${id}`),
      onSuccess: done,
    }),
  };
}
