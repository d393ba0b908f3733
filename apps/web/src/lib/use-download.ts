import { useCallback, useState } from 'react';
import { NETWORK } from '@smms/shared';
import { errorMessage } from './api-error';
import type { QueryParams } from './api-client';
import { download } from './download';
import { notify } from './notify';

/** For Export buttons: runs one download at a time and toasts a failure. */
export function useDownload() {
  const [pending, setPending] = useState(false);
  const start = useCallback(async (path: string, fallbackName: string, query?: QueryParams) => {
    setPending(true);
    try {
      await download(path, fallbackName, query);
    } catch (error) {
      notify.error('Error', errorMessage(error, NETWORK.unexpected));
    } finally {
      setPending(false);
    }
  }, []);
  return { download: start, pending };
}
