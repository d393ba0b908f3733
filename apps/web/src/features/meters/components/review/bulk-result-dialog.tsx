import { BULK_TEXTS as B } from '@smms/shared';
import { Badge } from '@/components/ui/badge';
import { focusList } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { BulkResult } from '../../api/bulk-commission';

const VARIANT = {
  done: 'success',
  stale: 'warning',
  'not-allowed': 'destructive',
  'not-found': 'muted',
} as const;

/**
 * What happened to each meter of a bulk decision: refused ones first, they need a look. Closed, it gives the
 * focus to the list (the bar that opened it has gone with the selection).
 */
export function BulkResultDialog({ results, onClose }: { results: BulkResult[]; onClose: () => void }) {
  const done = results.filter((r) => r.outcome === 'done').length;
  const ordered = [...results].sort((a, b) => Number(a.outcome === 'done') - Number(b.outcome === 'done'));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={focusList}>
        <DialogHeader>
          <DialogTitle>{B.resultTitle(done, results.length)}</DialogTitle>
          <DialogDescription>{B.resultDescription}</DialogDescription>
        </DialogHeader>
        <div
          className="max-h-[50vh] overflow-auto rounded-md border"
          tabIndex={0}
          role="region"
          aria-label={B.resultTitle(done, results.length)}
        >
          <table className="w-full text-sm" aria-label={B.resultDescription}>
            <thead className="sticky top-0 bg-muted text-left text-xs uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {B.columns.meter}
                </th>
                <th scope="col" className="px-3 py-2">
                  {B.columns.outcome}
                </th>
                <th scope="col" className="px-3 py-2">
                  {B.columns.message}
                </th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((result) => (
                <tr key={result.id} className="border-t">
                  <td className="px-3 py-2 font-medium">{result.meterSno ?? `#${result.id}`}</td>
                  <td className="px-3 py-2">
                    <Badge variant={VARIANT[result.outcome]}>{B.outcome[result.outcome]}</Badge>
                  </td>
                  <td className="px-3 py-2 text-muted-foreground">{result.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>{B.close}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
