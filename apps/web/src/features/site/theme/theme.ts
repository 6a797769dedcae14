import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { THEME_BAR_COLOURS } from './colours';

/** Spec: the theme is stored under the key 'theme' as light, dark or system; default dark, system enabled. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parseTheme(value: string | null | undefined): Theme {
  return THEMES.find((theme) => theme === value) ?? DEFAULT_THEME;
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** The choice when storage is blocked (private mode, cookies off): it lasts until the page is reloaded. */
let unsavedTheme: Theme | undefined;

function readStoredTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return unsavedTheme ?? DEFAULT_THEME;
  }
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

/** Puts the theme on <html>, as public/theme-init.js does before the app loads. */
export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  root.style.colorScheme = resolved;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_BAR_COLOURS[resolved]);
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  // Another tab changed the theme, or the system switched between light and dark.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media.removeEventListener('change', listener);
  };
}

/** The chosen theme, the theme in effect, and a setter that stores the choice. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readStoredTheme, () => DEFAULT_THEME);
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark, () => true);
  const resolvedTheme = resolveTheme(theme, prefersDark);

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      unsavedTheme = next;
    }
    applyTheme(resolveTheme(next, systemPrefersDark()));
    notify();
  }, []);

  return { theme, resolvedTheme, setTheme };
}

/** Keeps <html> in step with the stored choice and the system setting; mount once, near the root. */
export function useThemeSync(): ResolvedTheme {
  const { resolvedTheme } = useTheme();
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);
  return resolvedTheme;
}
