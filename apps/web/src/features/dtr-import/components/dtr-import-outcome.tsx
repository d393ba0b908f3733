import { useEffect, useId, useRef } from 'react';
import { DTR_IMPORT_MESSAGES, DTR_IMPORT_TEXTS as T, type DtrImportResult } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { DtrImportApprovals, type MeterHref } from './dtr-import-approvals';
import { DtrImportCounts } from './dtr-import-counts';
import { DtrImportErrors } from './dtr-import-errors';

interface DtrImportOutcomeProps {
  /** The check's answer (a dry run). */
  preview: DtrImportResult;
  /** The import's answer, once applied. */
  result: DtrImportResult | undefined;
  importing: boolean;
  onImport: () => void;
  meterHref: MeterHref;
}

/**
 * What a check found, with the button that applies it; then what the import did. The heading takes focus
 * as each arrives, so a keyboard or screen reader user lands on the news.
 */
export function DtrImportOutcome({ preview, result, importing, onImport, meterHref }: DtrImportOutcomeProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = result ?? preview;
  const changes = preview.inserted + preview.updated;
  const nothing = changes === 0 && preview.autoCommissioned === 0;

  useEffect(() => {
    headingRef.current?.focus();
  }, [shown]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {result ? T.resultHeading : T.previewHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{T.readRows(shown.rows)}</p>
      {shown.encoding === 'windows-1252' && (
        <p className="text-sm font-medium text-warning">{DTR_IMPORT_MESSAGES.readAsWindows1252}</p>
      )}
      <DtrImportCounts result={shown} labels={result ? T.result : T.preview} />
      {shown.ignoredColumns.length > 0 && (
        <p className="text-sm text-muted-foreground">{T.ignoredColumns(shown.ignoredColumns)}</p>
      )}
      {!result && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onImport} disabled={nothing || importing}>
            {importing ? T.importing : T.importRows(changes)}
          </Button>
          {nothing && <p className="text-sm text-muted-foreground">{T.nothingToImport}</p>}
        </div>
      )}
      <DtrImportApprovals result={shown} meterHref={meterHref} />
      <DtrImportErrors result={shown} />
    </section>
  );
}
