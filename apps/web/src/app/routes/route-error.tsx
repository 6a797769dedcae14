import { isRouteErrorResponse, useRouteError } from 'react-router';
import { crashMessage, ErrorScreen } from '@/components/error-screen';

/**
 * The router's errorElement: whatever a route throws while loading or rendering ends here, on the spec's
 * 'Something went wrong' screen. `fullPage` when the layout itself failed (no header or footer around it).
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : crashMessage(error);
  return <ErrorScreen message={message} stack={error instanceof Error ? error.stack : undefined} fullPage={fullPage} />;
}
