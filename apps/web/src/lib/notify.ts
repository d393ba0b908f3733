/** A toast's words, for code that picks them before raising the toast. */
export interface ToastText {
  title: string;
  description: string;
}

type Toast = typeof import('sonner').toast;

// sonner loads on the first toast (or when the Toaster mounts), not with the login page (issue 12: initial
// JavaScript budget). One promise, so toasts raised while it loads keep their order; a toast raised before the
// Toaster subscribes is shown when it does.
let loading: Promise<Toast> | undefined;
let raised = false;
const raisedListeners = new Set<() => void>();
const withToast = (act: (toast: Toast) => unknown) => {
  loading ??= import('sonner').then((module) => module.toast);
  void loading.then(act);
  if (raised) return;
  raised = true;
  for (const listener of raisedListeners) listener();
};

/** Whether a toast has been raised yet (for useSyncExternalStore): the Toaster is mounted by then at the latest. */
export const toastRaised = {
  subscribe: (listener: () => void) => {
    raisedListeners.add(listener);
    return () => void raisedListeners.delete(listener);
  },
  get: () => raised,
};

let lastId = 0;
const nextId = () => `notify-${(lastId += 1)}`;

/** The error toasts still shown: a success in the same flow makes them stale. */
const shownErrors = new Set<string>();

/** A success that can be taken back: its button, for how long it shows, and what to do once it is gone. */
export interface Offer {
  action: { label: string; onClick: () => void };
  duration: number;
  onGone: () => void;
}

/** The one way screens raise toasts: a title and an optional description. Returns the toast's id. */
export const notify = {
  success: (title: string, description?: string, offer?: Offer) => {
    const id = nextId();
    const stale = [...shownErrors];
    shownErrors.clear();
    withToast((toast) => {
      for (const errorId of stale) toast.dismiss(errorId);
      toast.success(title, {
        id,
        description,
        ...(offer && {
          action: offer.action,
          duration: offer.duration,
          onDismiss: offer.onGone,
          onAutoClose: offer.onGone,
        }),
      });
    });
    return id;
  },
  dismiss: (id: string) => withToast((toast) => toast.dismiss(id)),
  error: (title: string, description?: string) => {
    const id = nextId();
    shownErrors.add(id);
    withToast((toast) =>
      toast.error(title, {
        id,
        description,
        onDismiss: () => shownErrors.delete(id),
        onAutoClose: () => shownErrors.delete(id),
      }),
    );
    return id;
  },
  info: (title: string, description?: string) => {
    const id = nextId();
    withToast((toast) => toast.info(title, { id, description }));
    return id;
  },
};
