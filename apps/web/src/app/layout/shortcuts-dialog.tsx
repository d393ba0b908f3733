import { useEffect } from 'react';
import { SHORTCUTS } from '@smms/shared';
import { useActiveShortcutScopes } from '@/components/layout/shortcut-scope';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isShortcut, overlayOpen } from '@/lib/page-keys';

/** `?` opens the shortcuts list, unless someone is typing or another dialog is open. */
export function useShortcutsKey(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || !isShortcut(event) || overlayOpen()) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/** The keyboard shortcuts that work on the screen on view, by where they work. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const scopes = useActiveShortcutScopes();
  const groups = SHORTCUTS.groups
    .map((group) => ({ ...group, keys: group.keys.filter((entry) => scopes.has(entry.scope)) }))
    .filter((group) => group.keys.length > 0);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SHORTCUTS.title}</DialogTitle>
          <DialogDescription>{SHORTCUTS.description}</DialogDescription>
        </DialogHeader>
        {groups.map((group) => (
          <section key={group.heading} aria-labelledby={`shortcuts-${group.heading}`}>
            <h3 id={`shortcuts-${group.heading}`} className="mb-1 text-sm font-semibold">
              {group.heading}
            </h3>
            <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
              {group.keys.map((entry) => (
                <div key={`${entry.scope}-${entry.action}`} className="contents">
                  <dt className="flex flex-wrap gap-1">
                    {entry.keys.map((key) => (
                      <kbd
                        key={key}
                        className="min-w-6 rounded border bg-muted px-1.5 py-0.5 text-center font-mono text-xs text-foreground"
                      >
                        {key}
                      </kbd>
                    ))}
                  </dt>
                  <dd className="text-foreground">{entry.action}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
