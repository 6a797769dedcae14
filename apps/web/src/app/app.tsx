import { RouterProvider } from 'react-router/dom';
import { GlobalErrorBoundary } from './global-error-boundary';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  return (
    <AppProvider>
      <GlobalErrorBoundary>
        <RouterProvider router={router} />
      </GlobalErrorBoundary>
    </AppProvider>
  );
}
