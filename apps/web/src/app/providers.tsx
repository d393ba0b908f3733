import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';

/** App-wide providers that live outside the router. The session lives inside it (RootLayout). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" closeButton duration={5000} containerAriaLabel="Toast messages" />
    </QueryClientProvider>
  );
}
