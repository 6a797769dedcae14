import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';

/** The spec's data-load failure screen: 'Error Loading Data', the error text, Retry and Go Home. */
export function DataLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h2 className="text-xl font-semibold">Error Loading Data</h2>
      <p className="text-muted-foreground">{errorMessage(error)}</p>
      <div className="flex gap-3">
        <Button onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()}>Go Home</Link>
        </Button>
      </div>
    </div>
  );
}
