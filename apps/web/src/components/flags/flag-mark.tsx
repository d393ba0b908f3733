import { TriangleAlert } from 'lucide-react';
import { FLAGS_TEXTS as T } from '@smms/shared';

/**
 * An installation's serial number in a list, with a warning mark when it is flagged (issue 42): the mark is a
 * named image, so the cell's text stays the number (what a search, a copy and the column's value read).
 */
export function SerialWithFlag({ serial, flagged }: { serial: string; flagged: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="font-medium">{serial}</span>
      {flagged && (
        <span title={T.mark} className="inline-flex">
          <TriangleAlert role="img" aria-label={T.mark} className="size-4 shrink-0 text-warning" />
        </span>
      )}
    </span>
  );
}
