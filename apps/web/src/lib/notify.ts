import { toast } from 'sonner';

/** A toast's words, for code that picks them before raising the toast. */
export interface ToastText {
  title: string;
  description: string;
}

/** The error toasts still shown: a success in the same flow makes them stale. */
const shownErrors = new Set<string | number>();

/** The one way screens raise toasts: a title and an optional description. */
export const notify = {
  success: (title: string, description?: string) => {
    for (const id of shownErrors) toast.dismiss(id);
    shownErrors.clear();
    return toast.success(title, { description });
  },
  error: (title: string, description?: string) => {
    const id = toast.error(title, {
      description,
      onDismiss: () => shownErrors.delete(id),
      onAutoClose: () => shownErrors.delete(id),
    });
    shownErrors.add(id);
    return id;
  },
  info: (title: string, description?: string) => toast.info(title, { description }),
};
