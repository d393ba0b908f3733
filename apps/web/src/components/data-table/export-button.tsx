import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { QueryParams } from '@/lib/api-client';
import { useDownload } from '@/lib/use-download';
import { TABLE_TEXTS } from './texts';

export interface ExportButtonProps {
  path: string;
  /** Used only if the server's answer names no file. */
  fallbackName: string;
  query: QueryParams;
}

/** Export: the server streams every row matching the list's filters and names the file. */
export function ExportButton({ path, fallbackName, query }: ExportButtonProps) {
  const exporter = useDownload();
  return (
    <Button
      variant="outline"
      onClick={() => void exporter.download(path, fallbackName, query)}
      disabled={exporter.pending}
    >
      <Download aria-hidden="true" />
      {exporter.pending ? TABLE_TEXTS.exporting : TABLE_TEXTS.export}
    </Button>
  );
}
