import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/lib/api/user-keys';

/**
 * A call that changes a person: the screens toast the outcome themselves (SPEC §8 titles), and every
 * people list refetches, since the person may now belong to another list or show other values.
 */
export function usePeopleMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { toastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
