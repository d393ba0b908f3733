import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DtrImportResponse } from '@smms/shared';
import { upload } from '@/lib/upload';

export type DtrImportAnswer = z.infer<typeof DtrImportResponse>;

export interface DtrImportInput {
  file: File;
  /** true: the server checks the file and answers the counts, keeping nothing. */
  dryRun: boolean;
  onProgress?: (sent: number) => void;
}

export const importDtr = ({ file, dryRun, onProgress }: DtrImportInput) => {
  const form = new FormData();
  form.append('file', file);
  return upload<DtrImportAnswer>('/discom/dtr-import', form, {
    query: { dryRun: dryRun || undefined },
    onProgress,
  });
};

/**
 * POST /discom/dtr-import, a check (dry run) or the import itself. The screen reports failures itself.
 * An import may approve meters (auto-commissioning), so every list and count reloads after one.
 */
export function useImportDtr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDtr,
    meta: { toastError: false },
    onSuccess: async ({ data }) => {
      if (!data.dryRun) await queryClient.invalidateQueries();
    },
  });
}
