import { useId, useState, type DragEvent, type Ref } from 'react';
import { FileUp } from 'lucide-react';
import { DTR_COLUMNS, DTR_IMPORT_TEXTS as T, DTR_TEMPLATE_HEADER } from '@smms/shared';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/download';
import { cn } from '@/lib/utils';

interface DtrFilePickerProps {
  onFile: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
}

const titles = (required: boolean) => DTR_COLUMNS.filter((c) => c.required === required).map((c) => c.title);

function ColumnList({ label, columns }: { label: string; columns: string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="mr-1 text-sm font-medium">{label}:</span>
      {columns.map((title) => (
        <code key={title} className="rounded bg-muted px-1.5 py-0.5 text-xs text-foreground">
          {title}
        </code>
      ))}
    </div>
  );
}

/**
 * The drop zone: a real file input (keyboard and screen readers use it as any other) inside an area that
 * also takes a dropped file, with the columns the file must and may have.
 */
export function DtrFilePicker({ onFile, inputRef }: DtrFilePickerProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        data-testid="dtr-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-8 text-center transition-colors',
          dragging && 'border-primary bg-accent',
        )}
      >
        <FileUp className="size-8 text-primary" aria-hidden="true" />
        <label htmlFor={inputId} className="font-medium">
          {T.fileLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
          className="max-w-full text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary-foreground hover:file:bg-primary-hover focus-visible:rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {T.dropHint}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <ColumnList label={T.requiredColumns} columns={titles(true)} />
        <ColumnList label={T.optionalColumns} columns={titles(false)} />
        <p className="text-sm text-muted-foreground">{T.columnsHint}</p>
        <div>
          <Button
            variant="link"
            className="h-auto px-0"
            onClick={() =>
              saveBlob(new Blob([`${DTR_TEMPLATE_HEADER}\r\n`], { type: 'text/csv' }), T.templateFile)
            }
          >
            {T.downloadTemplate}
          </Button>
        </div>
      </div>
    </div>
  );
}
