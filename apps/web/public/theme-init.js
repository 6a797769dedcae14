// Sets the theme class on <html> before the first paint, so a light-theme reader never sees a dark flash.
// A file, not an inline script: the CSP allows scripts from 'self' only. Mirrors src/features/site/theme/theme.ts
// (key 'theme'; light, dark or system; default dark); theme.test.ts runs this file to keep the two in step.
(() => {
  let theme = 'dark';
  try {
    const stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    // Storage blocked (private mode, cookies off): keep the default.
  }
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // The browser's and the installed app's bar in the page's colour (src/index.css, --background).
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? '#0a0f0c' : '#f5f7f6');
})();
