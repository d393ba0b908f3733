import { Copy, Download } from 'lucide-react';
import { TWO_STEP } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/download';
import { notify } from '@/lib/notify';

/** The recovery codes, shown once: to copy or download before going on. */
export function RecoveryCodes({
  codes,
  doneLabel,
  onDone,
}: {
  codes: string[];
  doneLabel: string;
  onDone: () => void;
}) {
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold">{TWO_STEP.recoveryTitle}</h2>
      <p className="text-sm text-muted-foreground">{TWO_STEP.recoveryIntro}</p>
      <ol
        aria-label={TWO_STEP.recoveryListLabel}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(() => notify.success(TWO_STEP.copied))
          }
        >
          <Copy aria-hidden="true" />
          {TWO_STEP.copy}
        </Button>
        <Button
          variant="outline"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), TWO_STEP.downloadName)}
        >
          <Download aria-hidden="true" />
          {TWO_STEP.download}
        </Button>
      </div>
      <Button onClick={onDone}>{doneLabel}</Button>
    </div>
  );
}
