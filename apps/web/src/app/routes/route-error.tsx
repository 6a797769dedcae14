import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

/** The spec's crash screen: 'Something went wrong', the message, Reload Page and Go Home. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">{describe(error)}</p>
      {error instanceof Error && error.stack && (
        <details className="w-full text-left text-sm">
          <summary className="cursor-pointer text-muted-foreground">Details</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs">{error.stack}</pre>
        </details>
      )}
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Button variant="outline" asChild>
          {/* A full page load: the app's state may be what broke. */}
          <a href={paths.home.getHref()}>Go Home</a>
        </Button>
      </div>
    </main>
  );
}
