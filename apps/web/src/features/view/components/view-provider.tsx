import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router';
import { viewsOf, type View } from '@smms/shared';
import { useStoredValue } from '@/lib/stored-value';
import { parseStoredView, resolveView, VIEW_STORAGE_KEY } from '../resolve-view';
import { ViewContext, type ViewContextValue } from '../view-context';
import { matchingPath, viewOfPath } from '../view-mapping';

/** Keeps the Meters/Modems view in step with the user's access level, the URL and localStorage. */
export function ViewProvider({ accessLevel, children }: { accessLevel: string | null; children: ReactNode }) {
  const { pathname } = useLocation();
  // While a page is still loading, the user is on their way to it: the view follows that page, and a
  // switch goes to its twin, not to the twin of the page being left.
  const opening = useNavigation().location?.pathname ?? pathname;
  const navigate = useNavigate();
  const [stored, setStored] = useStoredValue(VIEW_STORAGE_KEY, parseStoredView);
  const views = useMemo(() => viewsOf(accessLevel), [accessLevel]);
  const pageView = viewOfPath(opening);
  const view = resolveView(views, pageView, stored);

  // Opening a page of the other view (a link, Back, a bookmark) makes that view the remembered one: when the
  // page changes, not when the view is picked on a page that stays until the next one opens.
  const pageViewSeen = useRef<View | null>(null);
  useEffect(() => {
    if (pageView === pageViewSeen.current) return;
    pageViewSeen.current = pageView;
    if (views.length > 1 && pageView && pageView !== stored) setStored(pageView);
  }, [views, pageView, stored, setStored]);

  const setView = useCallback(
    (next: View) => {
      if (!views.includes(next)) return;
      // Remembered at once: the page opened may belong to both views (the dashboard, where a page without a
      // twin such as the DTR import goes), and so cannot say which.
      setStored(next);
      const target = matchingPath(opening, next);
      if (target !== opening) navigate(target);
    },
    [views, opening, navigate, setStored],
  );

  const value = useMemo<ViewContextValue>(() => ({ view, views, setView }), [view, views, setView]);

  // A user with one view never sees a page of the other: send them to its twin.
  const shownView = viewOfPath(pathname);
  if (shownView && !views.includes(shownView)) return <Navigate to={matchingPath(pathname, view)} replace />;
  return <ViewContext.Provider value={value}>{children}</ViewContext.Provider>;
}
