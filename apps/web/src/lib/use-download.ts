import { useCallback, useRef, useState } from 'react';
import { NETWORK, TABLE_CONTROLS } from '@smms/shared';
import { errorMessage } from './api-error';
import type { QueryParams } from './api-client';
import { download, type DownloadProgress } from './download';
import { notify } from './notify';

/**
 * For Export buttons: one download at a time (a second press while one runs does nothing), its
 * progress while the file streams, a toast when the file is ready and one when it failed.
 */
export function useDownload() {
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  // The state updates a render later; the ref stops a double click that lands before it.
  const running = useRef(false);
  const start = useCallback(async (path: string, fallbackName: string, query?: QueryParams) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setProgress(null);
    try {
      const fileName = await download(path, fallbackName, query, setProgress);
      notify.success(TABLE_CONTROLS.exportReady(fileName));
    } catch (error) {
      notify.error(TABLE_CONTROLS.exportFailed, errorMessage(error, NETWORK.unexpected));
    } finally {
      running.current = false;
      setPending(false);
      setProgress(null);
    }
  }, []);
  return { download: start, pending, progress };
}
