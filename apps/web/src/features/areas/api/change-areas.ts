import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AreaResponse, CreateArea } from '@smms/shared';
import { api } from '@/lib/api-client';
import { areaKeys } from '@/lib/api/get-areas';
import { userKeys } from '@/lib/api/user-keys';

/** A change of the tree: the tree refetches, and so do the people lists (a rename moves their areas). */
function useAreaMutation<Input>(mutationFn: (input: Input) => Promise<AreaResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { toastError: false },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: areaKeys.all });
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

export const useCreateArea = () =>
  useAreaMutation((body: CreateArea) => api.post<AreaResponse>('/areas', body));

export const useRenameArea = () =>
  useAreaMutation(({ id, name }: { id: number; name: string }) =>
    api.patch<AreaResponse>(`/areas/${id}`, { name }),
  );

export const useRemoveArea = () => useAreaMutation((id: number) => api.delete<AreaResponse>(`/areas/${id}`));

/** A circle's or division's outline drawn from GeoJSON (issue 42); the server checks the installations against it. */
export const useSetOutline = () =>
  useAreaMutation(({ id, geoJson }: { id: number; geoJson: unknown }) =>
    api.put<AreaResponse>(`/areas/${id}/outline`, geoJson),
  );

export const useRemoveOutline = () =>
  useAreaMutation((id: number) => api.delete<AreaResponse>(`/areas/${id}/outline`));
