import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CloudOff, Home, RotateCw, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

export interface DataLoadErrorProps {
  /** What failed; its message is shown ('Unknown error occurred' when it has none). */
  error: unknown;
  onRetry: () => void;
  /** Heading level: h2 inside a page that has its own h1 (the default), h1 when it replaces the page. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** Whether `error` is a request that never reached the server because the device is offline. */
function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK_ERROR' && !navigator.onLine;
}

/**
 * The spec's data-load failure screen: 'Error Loading Data', the error text, Retry and Go Home. Offline,
 * the installed app's offline screen instead: what is wrong and what still works.
 */
export function DataLoadError({ error, onRetry, headingLevel = 'h2', className }: DataLoadErrorProps) {
  const Heading = headingLevel;
  const offline = isOffline(error);
  const Icon = offline ? WifiOff : CloudOff;
  return (
    <div
      role="alert"
      className={cn('mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center', className)}
    >
      <div
        className={cn(
          'flex size-12 items-center justify-center rounded-full',
          offline ? 'bg-muted text-muted-foreground' : 'bg-destructive/10 text-destructive',
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <Heading className="text-xl font-bold">{offline ? t`You’re offline` : t`Error Loading Data`}</Heading>
      <p className="break-words text-muted-foreground">
        {offline
          ? t`This page needs a connection the first time. Pages you have opened before still open offline, and this one loads once you are back online.`
          : errorMessage(error)}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          <Trans>Retry</Trans>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()}>
            <Home aria-hidden="true" />
            <Trans>Go Home</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
