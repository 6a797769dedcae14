import type { ExternalToast } from 'sonner';

type Kind = 'info' | 'success' | 'warning' | 'error';

function lazyToast(kind: Kind) {
  return (message: string, options?: ExternalToast): void => {
    void import('sonner').then(({ toast: sonner }) => sonner[kind](message, options));
  };
}

/**
 * sonner's `toast` for the pages people land on (the tournament page): the same calls, with sonner (about
 * 11 kB gzip) loaded on the first toast instead of with the page. The toast outlet loads it after the page
 * anyway (app/provider.tsx), so by the time a fan's action raises a toast it is usually there already.
 * Other pages call `toast` from 'sonner' directly.
 */
export const toast = {
  info: lazyToast('info'),
  success: lazyToast('success'),
  warning: lazyToast('warning'),
  error: lazyToast('error'),
};
