import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The text the crash screen shows for anything thrown: its message, else the spec's fallback. */
export function crashMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return t`An unexpected error occurred`;
}

/**
 * The spec's generic error screen: 'Something went wrong', the message, the stack when there is one,
 * Reload Page and Go Home. `fullPage` when nothing else of the app is on screen (it then is the <main>).
 */
export function ErrorScreen({
  message,
  stack,
  fullPage = false,
}: {
  message: string;
  stack?: string | undefined;
  fullPage?: boolean;
}) {
  const Root = fullPage ? 'main' : 'div';
  return (
    <Root
      role={fullPage ? undefined : 'alert'}
      className={cn(
        'mx-auto flex w-full max-w-2xl flex-col items-center gap-5 px-4 text-center',
        fullPage ? 'min-h-dvh justify-center py-12' : 'py-16 sm:py-24',
      )}
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </div>
      <h1 className="font-display text-3xl sm:text-4xl">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="max-w-prose break-words text-muted-foreground">{message}</p>
      {stack && (
        <details className="w-full rounded-lg border bg-card text-start text-sm">
          <summary className="cursor-pointer rounded-lg px-4 py-3 font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <Trans>Error details</Trans>
          </summary>
          <pre className="max-h-72 overflow-auto border-t px-4 py-3 font-mono text-xs whitespace-pre-wrap break-all text-muted-foreground">
            {stack}
          </pre>
        </details>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          <Trans>Reload Page</Trans>
        </Button>
        <Button variant="outline" asChild>
          {/* A full page load: the app's state may be what broke. */}
          <a href={paths.home.getHref()}>
            <Home aria-hidden="true" />
            <Trans>Go Home</Trans>
          </a>
        </Button>
      </div>
    </Root>
  );
}
