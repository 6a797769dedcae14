import { describe, expect, it } from 'vitest';
import initScript from '../../../../public/theme-init.js?raw';
import { THEME_BAR_COLOURS } from './colours';
import { DEFAULT_THEME, parseTheme, resolveTheme, THEME_STORAGE_KEY, type Theme } from './theme';

describe('parseTheme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'dark'],
    ['purple', 'dark'],
  ])('%s reads %s', (stored, expected) => {
    expect(parseTheme(stored)).toBe(expected);
  });
});

describe('resolveTheme', () => {
  it.each<[Theme, boolean, string]>([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ])('%s with a dark system %s is %s', (theme, prefersDark, expected) => {
    expect(resolveTheme(theme, prefersDark)).toBe(expected);
  });
});

/** Runs public/theme-init.js (the pre-paint script) against a fake page and returns the classes it set. */
function runInitScript(stored: string | null, prefersDark: boolean) {
  const classes = new Set<string>();
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: '' },
  };
  const window = {
    localStorage: { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) },
    matchMedia: () => ({ matches: prefersDark }),
  };
  const bar = {
    content: '',
    setAttribute(name: string, value: string) {
      if (name === 'content') bar.content = value;
    },
  };
  const document = {
    documentElement: root,
    querySelector: (selector: string) => (selector === 'meta[name="theme-color"]' ? bar : null),
  };
  new Function('window', 'document', initScript)(window, document);
  return { classes: [...classes], colorScheme: root.style.colorScheme, barColour: bar.content };
}

describe('public/theme-init.js', () => {
  it.each<[string | null, boolean]>([
    [null, false],
    ['light', true],
    ['dark', false],
    ['system', true],
    ['system', false],
    ['bogus', false],
  ])('agrees with resolveTheme for stored %s and a dark system %s', (stored, prefersDark) => {
    const expected = resolveTheme(parseTheme(stored), prefersDark);
    expect(runInitScript(stored, prefersDark)).toEqual({
      classes: [expected],
      colorScheme: expected,
      barColour: THEME_BAR_COLOURS[expected],
    });
  });

  it('defaults to dark', () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(runInitScript(null, false).classes).toEqual(['dark']);
  });
});
