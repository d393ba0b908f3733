import { toast } from 'sonner';

/** A toast's words, for code that picks them before raising the toast. */
export interface ToastText {
  title: string;
  description: string;
}

/** The one way screens raise toasts: a title and an optional description. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
  info: (title: string, description?: string) => toast.info(title, { description }),
};
