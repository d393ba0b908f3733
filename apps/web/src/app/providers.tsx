import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { useAppliedTheme } from '@/lib/theme';

// Toasts (sonner) load after the first paint, not with the login page (issue 12: initial JavaScript budget);
// a toast raised before the Toaster is there shows when it mounts.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * App-wide providers that live outside the router. The session lives inside it (RootLayout). `queryClient`:
 * one whose first calls are already on their way (main.tsx); a new one by default.
 */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const dark = useAppliedTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        {/* Bottom right, away from the header's controls (on a phone sonner spans the bottom edge). */}
        <Toaster
          position="bottom-right"
          closeButton
          duration={5000}
          theme={dark ? 'dark' : 'light'}
          containerAriaLabel="Toast messages"
        />
      </Suspense>
    </QueryClientProvider>
  );
}
