import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useThemeSync } from '@/features/site/theme/theme';
import { createQueryClient } from '@/lib/react-query';

// Off the first-paint path: toasts only follow something the reader does, long after this has loaded.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/sonner')).Toaster }));

export function AppProvider({ children }: { children: ReactNode }) {
  // One client per mounted app (not per module), so tests can mount fresh apps side by side.
  const [queryClient] = useState(createQueryClient);
  const resolvedTheme = useThemeSync();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense>
        <Toaster theme={resolvedTheme} />
      </Suspense>
    </QueryClientProvider>
  );
}
