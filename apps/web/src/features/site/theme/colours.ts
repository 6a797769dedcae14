// Relative imports only, no DOM: vite.config.ts loads this file too (the installed app's manifest).

/**
 * The page's background in each theme (src/index.css, --background): the colour of the browser's bar and
 * of the installed app's bar and splash screen. public/theme-init.js repeats them (theme.test.ts checks).
 */
export const THEME_BAR_COLOURS = { dark: '#0a0f0c', light: '#f5f7f6' } as const;
