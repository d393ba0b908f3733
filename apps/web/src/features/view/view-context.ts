import { createContext, useContext } from 'react';
import type { View } from '@smms/shared';

export interface ViewContextValue {
  /** The view in force: forced when the user has one, else the page's, else the remembered one. */
  view: View;
  /** The views this user may see; the selector shows only when there are two. */
  views: View[];
  /** Switch view, moving to the matching page when the current one belongs to the other view. */
  setView: (view: View) => void;
}

export const ViewContext = createContext<ViewContextValue | null>(null);

export function useView(): ViewContextValue {
  const value = useContext(ViewContext);
  if (!value) throw new Error('useView must be used inside <ViewProvider>');
  return value;
}
