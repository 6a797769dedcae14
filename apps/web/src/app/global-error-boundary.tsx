import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { crashMessage, ErrorScreen } from '@/components/error-screen';

interface Crash {
  message: string;
  stack: string | undefined;
}

function toCrash(error: unknown): Crash {
  return { message: crashMessage(error), stack: error instanceof Error ? error.stack : undefined };
}

/**
 * Chromium reports a ResizeObserver that could not deliver every notification in one frame as a window
 * error; it is harmless (https://github.com/WICG/resize-observer/issues/38) and must not crash the app.
 */
function isBenign(message: string): boolean {
  return message.startsWith('ResizeObserver loop');
}

/**
 * The spec: after any uncaught window error the 'Something went wrong' screen appears and stays until the
 * page is reloaded. Catches render errors outside the router (class boundary) and errors thrown anywhere
 * else: timers, event handlers, rejected promises nobody awaited.
 */
export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  const [crash, setCrash] = useState<Crash | null>(null);

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      const error: unknown = event.error ?? event.message;
      const next = toCrash(error);
      if (isBenign(next.message)) return;
      setCrash((current) => current ?? next);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      setCrash((current) => current ?? toCrash(event.reason));
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  if (crash) return <ErrorScreen message={crash.message} stack={crash.stack} fullPage />;
  return <RenderErrorBoundary>{children}</RenderErrorBoundary>;
}

class RenderErrorBoundary extends Component<{ children: ReactNode }, { crash: Crash | null }> {
  override state: { crash: Crash | null } = { crash: null };

  static getDerivedStateFromError(error: unknown) {
    return { crash: toCrash(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught render error', error, info.componentStack);
  }

  override render() {
    const { crash } = this.state;
    if (crash) return <ErrorScreen message={crash.message} stack={crash.stack} fullPage />;
    return this.props.children;
  }
}
