import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while a page is rendered on a server (at build time, or with its data per request) and while the
 * browser hydrates that HTML; true from then on, and from the start of a page the browser draws itself.
 * For what only the browser knows (the reader's time zone, the address's hash): rendered once the
 * browser has taken the page over, so the server's HTML and the browser's first render agree.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(noChanges, inBrowser, onServer);
}
