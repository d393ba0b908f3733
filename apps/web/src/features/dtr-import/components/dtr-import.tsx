import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FileText } from 'lucide-react';
import { DTR_IMPORT_TEXTS as T } from '@smms/shared';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { notify } from '@/lib/notify';
import { useImportDtr } from '../api/import-dtr';
import type { MeterHref } from './dtr-import-approvals';
import { DtrFilePicker } from './dtr-file-picker';
import { DtrImportOutcome } from './dtr-import-outcome';
import { failureMessage, fileProblem, fileSize } from './dtr-import-problem';

interface DtrImportProps {
  title: string;
  /** Where each meter the rule approves (or would) opens: the page's role decides. */
  meterHref: MeterHref;
  /** What the page shows below the import: the super admin's auto-commissioning rule. */
  children?: ReactNode;
}

/**
 * The DTR master import (DESIGN §5): choose a CSV, check it (a dry run keeps nothing), then import it.
 * A failed check or import changes nothing and says why; "Choose another file" starts again. The check lists
 * the meters the auto-commissioning rule would approve after the import, and the import those it did.
 */
export function DtrImport({ title, meterHref, children }: DtrImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const check = useImportDtr();
  const apply = useImportDtr();
  const inputRef = useRef<HTMLInputElement>(null);
  const checkRef = useRef<HTMLButtonElement>(null);
  const refocusInput = useRef(false);
  const busy = check.isPending || apply.isPending;
  const preview = check.data?.data;
  const result = apply.data?.data;

  // The chosen file's card and the input replace each other: keyboard focus moves with them.
  useEffect(() => {
    if (file) checkRef.current?.focus();
    else if (refocusInput.current) inputRef.current?.focus();
    refocusInput.current = false;
  }, [file]);

  const choose = (chosen: File) => {
    const refusal = fileProblem(chosen);
    setProblem(refusal ? { title: T.checkFailed, message: refusal } : null);
    if (!refusal) setFile(chosen);
  };

  const reset = () => {
    setFile(null);
    setProblem(null);
    check.reset();
    apply.reset();
    refocusInput.current = true;
  };

  const run = (dryRun: boolean) => {
    if (!file) return;
    const mutation = dryRun ? check : apply;
    setProblem(null);
    setProgress(0);
    mutation.mutate(
      { file, dryRun, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          if (!dryRun) notify.success(T.importedToast, answer.message);
        },
        onError: (error) =>
          setProblem({ title: dryRun ? T.checkFailed : T.importFailed, message: failureMessage(error) }),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <>
      <PageHeader title={title} description={T.description} />
      <Card aria-busy={busy}>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle>{T.fileHeading}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 p-4 pt-0 sm:p-6 sm:pt-0">
          {file ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3">
              <p className="flex min-w-0 items-center gap-2 font-medium">
                <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="break-all">{T.chosen(file.name, fileSize(file.size))}</span>
              </p>
              <div className="flex flex-wrap gap-2">
                {!preview && (
                  <Button ref={checkRef} onClick={() => run(true)} disabled={busy}>
                    {check.isPending ? T.checking : T.check}
                  </Button>
                )}
                <Button variant="outline" onClick={reset} disabled={busy}>
                  {T.chooseAnother}
                </Button>
              </div>
            </div>
          ) : (
            <DtrFilePicker onFile={choose} inputRef={inputRef} />
          )}
          {progress !== null && (
            <div className="flex flex-col gap-2">
              <Progress value={progress} label={T.uploadProgress} />
              {progress >= 1 && <p className="text-sm text-muted-foreground">{T.processing}</p>}
            </div>
          )}
          {problem && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              <p className="font-semibold">{problem.title}</p>
              <p>{problem.message}</p>
            </div>
          )}
          {preview && (
            <DtrImportOutcome
              preview={preview}
              result={result}
              importing={apply.isPending}
              onImport={() => run(false)}
              meterHref={meterHref}
            />
          )}
        </CardContent>
      </Card>
      {children && <div className="mt-6">{children}</div>}
    </>
  );
}
