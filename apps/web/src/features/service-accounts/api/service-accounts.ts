import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedServiceAccount,
  CreateServiceAccount,
  ServiceAccountList,
  ServiceAccountResponse,
} from '@smms/shared';
import { api } from '@/lib/api-client';

export const serviceAccountKeys = { all: ['service-accounts'] as const };

const serviceAccountsQuery = queryOptions({
  queryKey: serviceAccountKeys.all,
  queryFn: async ({ signal }) => (await api.get<ServiceAccountList>('/service-accounts', { signal })).data,
});

export const useServiceAccounts = () => useQuery(serviceAccountsQuery);

/** A change to the accounts: the list refetches; the dialog that made it shows a refusal itself. */
function useServiceAccountMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { toastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountKeys.all }),
  });
}

export const useCreateServiceAccount = () =>
  useServiceAccountMutation((body: CreateServiceAccount) =>
    api.post<CreatedServiceAccount>('/service-accounts', body),
  );

export const useRevokeServiceAccount = () =>
  useServiceAccountMutation((id: number) =>
    api.post<ServiceAccountResponse>(`/service-accounts/${id}/revoke`),
  );
