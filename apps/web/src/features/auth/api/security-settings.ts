import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettings } from '@smms/shared';
import { api } from '@/lib/api-client';
import { TWO_STEP_KEY } from './two-step';

type Answer = SecuritySettings & { success: true };
export const SECURITY_SETTINGS_KEY = ['settings', 'security'] as const;

export const securitySettingsOptions = () =>
  queryOptions({
    queryKey: SECURITY_SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<Answer>('/settings/security', { signal }),
  });

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SecuritySettings) => api.put<Answer>('/settings/security', settings),
    onSuccess: (answer) => {
      queryClient.setQueryData(SECURITY_SETTINGS_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: TWO_STEP_KEY });
    },
  });
}
