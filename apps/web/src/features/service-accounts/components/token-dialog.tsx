import { Copy } from 'lucide-react';
import { SERVICE_ACCOUNTS_SCREEN as T } from '@smms/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { notify } from '@/lib/notify';

/** A new account's token, shown this once: to copy into the calling system before the dialog closes. */
export function TokenDialog({
  name,
  token,
  onClose,
  returnFocus,
}: {
  name: string;
  token: string;
  onClose: () => void;
  /** Where the focus goes after (the dialog that opened this one is gone by then). */
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          const target = returnFocus();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{T.tokenTitle(name)}</DialogTitle>
          <DialogDescription>{T.tokenDescription}</DialogDescription>
        </DialogHeader>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {T.tokenLabel}
          <input
            readOnly
            value={token}
            onFocus={(event) => event.target.select()}
            className="w-full rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all"
          />
        </label>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => void navigator.clipboard?.writeText(token).then(() => notify.success(T.copied))}
          >
            <Copy aria-hidden="true" />
            {T.copy}
          </Button>
          <Button onClick={onClose}>{T.done}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
