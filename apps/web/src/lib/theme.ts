import { useEffect } from 'react';
import { THEMES, type Theme } from '@smms/shared';
import { readStored, useStoredValue } from './stored-value';
import { useMediaQuery } from './use-media-query';

export const THEME_STORAGE_KEY = 'smms.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export const parseTheme = (raw: string | null): Theme =>
  THEMES.includes(raw as Theme) ? (raw as Theme) : 'system';

const systemDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** Sets the `dark` class the palette (index.css) keys on. */
function applyTheme(dark: boolean) {
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

// Before the first render, so a dark screen never flashes light.
const initial = parseTheme(readStored(THEME_STORAGE_KEY));
applyTheme(initial === 'dark' || (initial === 'system' && systemDark()));

/** The chosen theme (System follows the operating system), remembered, and whether it is dark now. */
export function useTheme() {
  const [theme, setTheme] = useStoredValue(THEME_STORAGE_KEY, parseTheme);
  const prefersDark = useMediaQuery(DARK_QUERY, false);
  const dark = theme === 'dark' || (theme === 'system' && prefersDark);
  return { theme, setTheme, dark };
}

/** Keeps the page's palette on the chosen theme; mounted once, above everything. */
export function useAppliedTheme(): boolean {
  const { dark } = useTheme();
  useEffect(() => applyTheme(dark), [dark]);
  return dark;
}
