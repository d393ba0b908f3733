import { Download } from 'lucide-react';
import { OFFICER_TEXTS } from '@smms/shared';
import { Button } from '@/components/ui/button';
import type { QueryParams } from '@/lib/api-client';
import { useDownload } from '@/lib/use-download';
import { USERS_UI } from '../../texts';

interface ExportButtonProps {
  path: string;
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
      {exporter.pending ? USERS_UI.exporting : OFFICER_TEXTS.export}
    </Button>
  );
}
