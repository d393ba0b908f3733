import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus on route change (WCAG 2.4.3): after a navigation the page's heading takes the focus, so a
 * screen reader announces the new page and Tab starts from it. The shell reports navigations; the one
 * page heading registers itself. Either may come first: a page may show its heading after the shell's
 * effect has run (children's effects run first), or later (a page that loads first).
 */
let heading: HTMLElement | null = null;
let pending = false;

function focusHeading() {
  const target = heading;
  if (!target) return;
  pending = false;
  target.focus({ preventScroll: true });
  // A popover or drawer closed by the same click gives the focus back to its trigger a moment later.
  setTimeout(() => {
    const active = document.activeElement;
    if (target.isConnected && active !== target && !active?.closest('[role="dialog"], [role="alertdialog"]'))
      target.focus({ preventScroll: true });
  }, 0);
}

/** The shell calls this when the path changed (not on the first load, not for a search change). */
export function announceNavigation() {
  pending = true;
  focusHeading();
}

/** Registers the page heading; it takes the focus if a navigation is waiting for one. */
export function usePageHeading(): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = ref.current;
    heading = element;
    if (pending) focusHeading();
    return () => {
      if (heading === element) heading = null;
    };
  }, []);
  return ref;
}

/** Reports each change of path after the first to announceNavigation. */
export function useNavigationFocus(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    announceNavigation();
  }, [pathname]);
}
