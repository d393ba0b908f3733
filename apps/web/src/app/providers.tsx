import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { useAppliedTheme } from '@/lib/theme';

/** App-wide providers that live outside the router. The session lives inside it (RootLayout). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const dark = useAppliedTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Bottom right, away from the header's controls (on a phone sonner spans the bottom edge). */}
      <Toaster
        position="bottom-right"
        closeButton
        duration={5000}
        theme={dark ? 'dark' : 'light'}
        containerAriaLabel="Toast messages"
      />
    </QueryClientProvider>
  );
}
