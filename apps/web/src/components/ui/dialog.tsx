import { useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const FLOATING = '[data-radix-popper-content-wrapper] [id]';
const TOASTER = '[data-sonner-toaster]';

/**
 * What opened a dialog: the focused element, or, when that sits in a popover or menu that closes as the
 * dialog opens, the button that opened that popover or menu.
 */
function openerOf(active: EventTarget | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  let node = active.closest<HTMLElement>(FLOATING);
  if (!node) return active;
  const controllers = Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]'));
  while (node) {
    const id = node.id;
    const owner = controllers.find((element) => element.getAttribute('aria-controls') === id);
    if (owner) return owner;
    node = node.parentElement?.closest<HTMLElement>(FLOATING) ?? null;
  }
  return active;
}

/**
 * The opener of the element focused last, kept as the focus moves: a popover item that opens a dialog
 * is gone (and the focus with it) by the time the dialog opens.
 */
let lastOpener: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (event) => (lastOpener = openerOf(event.target)), true);

/**
 * Notes the dialog's opener as its content mounts: the first child, its layout effect runs before a field of
 * the dialog takes the focus (autoFocus), and Radix then never calls onOpenAutoFocus (issue 38 walk: Escape
 * from a row's Reject dialog left the focus on the page, not on the row's button).
 */
function OpenerProbe({ onOpened }: { onOpened: (opener: HTMLElement | null) => void }) {
  useLayoutEffect(() => onOpened(openerOf(document.activeElement) ?? lastOpener), [onOpened]);
  return null;
}

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** Something outside the closing dialog, other than the body, already has the focus. */
function focusedOutside(closing: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && !closing?.contains(active);
}

/**
 * Where the focus goes when a dialog opened with nothing focused (a key pressed on the page) closes: the
 * dialog still open beneath it, else the page's main content; never the body (issue 38).
 */
function fallbackFocus(closing: HTMLElement | null): HTMLElement | null {
  const beneath = Array.from(document.querySelectorAll<HTMLElement>(OPEN_DIALOGS)).filter(
    (dialog) => dialog !== closing && !closing?.contains(dialog),
  );
  return beneath.at(-1) ?? document.getElementById('main');
}

export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  onInteractOutside,
  ref,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const opener = useRef<HTMLElement | null>(null);
  const noteOpener = useCallback((element: HTMLElement | null) => {
    opener.current = element;
  }, []);
  const content = useRef<HTMLDivElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content
        ref={(node) => {
          content.current = node;
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
        }}
        className={cn(
          // Dialogs scroll inside 90vh (SPEC §2.5); on a phone they fill the screen and scroll inside it.
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-lg focus:outline-none',
          'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:content-start max-sm:overflow-x-hidden max-sm:rounded-none max-sm:border-0 max-sm:p-4',
          className,
        )}
        onInteractOutside={(event) => {
          // A toast's button (a decision's Undo) acts over the dialog without closing it.
          if (event.target instanceof Element && event.target.closest(TOASTER)) event.preventDefault();
          onInteractOutside?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix returns the focus to a Trigger only; a dialog opened otherwise gives it back to its opener.
          // Without its opener (opened from a key, or a decided row's button that has left), the focus stays
          // where the screen already put it (the row in that row's place), else goes to the dialog beneath or
          // the page's content.
          const target = opener.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          } else if (focusedOutside(content.current)) event.preventDefault();
          else {
            // Radix gives it back to what was focused as the dialog opened; only where that leaves the body does
            // the fallback take it.
            const closing = content.current;
            setTimeout(() => {
              const active = document.activeElement;
              if (!active || active === document.body) fallbackFocus(closing)?.focus();
            }, 0);
          }
        }}
        {...props}
      >
        <OpenerProbe onOpened={noteOpener} />
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label="Close"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

/** The dialog's buttons; on a phone they stay in reach at the bottom while the content scrolls. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
        'max-sm:sticky max-sm:-bottom-4 max-sm:-mx-4 max-sm:-mb-4 max-sm:border-t max-sm:bg-card max-sm:p-4',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
