import { useId } from 'react';
import { DTR_IMPORT_TEXTS as T, type DtrImportResult } from '@smms/shared';

/**
 * The refused rows, each with its line and reason. The server lists at most DTR_LIMITS.errorsListed of
 * them; the table scrolls inside its frame (and takes focus, so the keyboard scrolls it too).
 */
export function DtrImportErrors({ result }: { result: DtrImportResult }) {
  const captionId = useId();
  if (result.errors.length === 0) return null;
  const C = T.errorColumns;
  return (
    <div className="flex flex-col gap-2">
      <h3 id={captionId} className="font-semibold">
        {T.errorsTable}
      </h3>
      {result.errorCount > result.errors.length && (
        <p className="text-sm text-muted-foreground">
          {T.errorsListed(result.errors.length, result.errorCount)}
        </p>
      )}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        className="max-h-80 overflow-auto rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table aria-labelledby={captionId} className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="w-16 px-3 py-2 font-medium">
                {C.line}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {C.dtrNo}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {C.reason}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((error) => (
              <tr key={`${error.line}-${error.reason}`} className="border-t">
                <td className="px-3 py-2 tabular-nums">{error.line}</td>
                <td className="px-3 py-2 break-all">{error.dtrNo ?? '—'}</td>
                <td className="px-3 py-2">{error.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
