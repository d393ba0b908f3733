import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AutoCommissionSettingResponse, ChangeAutoCommissionRule } from '@smms/shared';
import { api, isApiError } from '@/lib/api-client';

type Answer = z.infer<typeof AutoCommissionSettingResponse>;
export const AUTO_COMMISSION_RULE_KEY = ['settings', 'auto-commission'] as const;

/** GET /settings/auto-commission: the super admin's rule, with its version. */
export const autoCommissionRuleOptions = () =>
  queryOptions({
    queryKey: AUTO_COMMISSION_RULE_KEY,
    queryFn: async ({ signal }) => (await api.get<Answer>('/settings/auto-commission', { signal })).data,
  });

/**
 * PUT /settings/auto-commission with the version shown. The screen says what failed; a 409 (someone else changed
 * the rule first) reloads it so the section shows their change.
 */
export function useSaveAutoCommissionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangeAutoCommissionRule) => api.put<Answer>('/settings/auto-commission', change),
    meta: { toastError: false },
    onSuccess: (answer) => queryClient.setQueryData(AUTO_COMMISSION_RULE_KEY, answer.data),
    onError: async (error) => {
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: AUTO_COMMISSION_RULE_KEY });
    },
  });
}
