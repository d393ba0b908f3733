import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { QueryParams } from '@/lib/api-client';
import type { DownloadProgress } from '@/lib/download';
import { useDownload } from '@/lib/use-download';
import { TABLE_TEXTS } from './texts';

export interface ExportButtonProps {
  path: string;
  /** Used only if the server's answer names no file. */
  fallbackName: string;
  query: QueryParams;
  /** The button's words when not "Export" (a page with a file of each kind). */
  label?: string;
}

const progressText = (progress: DownloadProgress | null) => {
  if (!progress) return TABLE_TEXTS.exporting;
  if (progress.rows > 0) return TABLE_TEXTS.exportingRows(progress.rows);
  return TABLE_TEXTS.exportingBytes(Math.ceil(progress.bytes / 1024));
};

/**
 * Export: the server streams every row matching the list's filters and names the file. While it
 * streams the button is busy and counts the rows so far; a toast says when the file is ready.
 */
export function ExportButton({ path, fallbackName, query, label = TABLE_TEXTS.export }: ExportButtonProps) {
  const exporter = useDownload();
  return (
    <Button
      variant="outline"
      onClick={() => void exporter.download(path, fallbackName, query)}
      // aria-disabled, not disabled: the focus stays on the button while the file streams.
      aria-disabled={exporter.pending || undefined}
      aria-busy={exporter.pending || undefined}
      className="aria-disabled:opacity-80"
    >
      {exporter.pending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {exporter.pending ? progressText(exporter.progress) : label}
    </Button>
  );
}
