import { CloudOff, Home, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

export interface DataLoadErrorProps {
  /** What failed; its message is shown ('Unknown error occurred' when it has none). */
  error: unknown;
  onRetry: () => void;
  /** Heading level: h2 inside a page that has its own h1 (the default), h1 when it replaces the page. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** The spec's data-load failure screen: 'Error Loading Data', the error text, Retry and Go Home. */
export function DataLoadError({ error, onRetry, headingLevel = 'h2', className }: DataLoadErrorProps) {
  const Heading = headingLevel;
  return (
    <div
      role="alert"
      className={cn('mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center', className)}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CloudOff className="size-6" aria-hidden="true" />
      </div>
      <Heading className="text-xl font-bold">Error Loading Data</Heading>
      <p className="break-words text-muted-foreground">{errorMessage(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()}>
            <Home aria-hidden="true" />
            Go Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
