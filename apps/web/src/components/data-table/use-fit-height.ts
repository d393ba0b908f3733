import { useLayoutEffect, useState, type RefObject } from 'react';

/** Never shorter than this, so a few rows show even on a short window (the page scrolls then). */
export const MIN_BOX_HEIGHT = 240;

/**
 * The height the scroll box may take so that its bottom edge, its horizontal scrollbar, and the
 * `below` pixels under it (the paging footer) fit in the window when the page is scrolled to the top:
 * the scrollbar is reachable without scrolling the page. Capped by `cap` (SPEC §9: 70vh or 600 px).
 */
export function useFitHeight(
  ref: RefObject<HTMLElement | null>,
  cap: '70vh' | '600px',
  below: number,
  on: boolean,
) {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!on || !box) return;
    const measure = () => {
      const top = box.getBoundingClientRect().top + window.scrollY;
      const room = window.innerHeight - top - below;
      const most = cap === '600px' ? 600 : window.innerHeight * 0.7;
      setHeight(Math.round(Math.min(most, Math.max(MIN_BOX_HEIGHT, room))));
    };
    measure();
    window.addEventListener('resize', measure);
    // What sits above the box (filters opening, chips, stats arriving) moves it.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, cap, below, on]);
  return on ? height : undefined;
}
