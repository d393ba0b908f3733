import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/index.css';
import { meQueryOptions } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { loadUtilityTimeZone } from '@/lib/utility-time-zone';
import { Providers } from './providers';
import { createRouter } from './router';

const router = createRouter();
// The session probe goes out beside the time zone call below, not after it (issue 12: a list's first paint).
const queryClient = createQueryClient();
void queryClient.prefetchQuery(meQueryOptions());
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Dates are shown in the utility's zone from the first paint: one small call before rendering.
void loadUtilityTimeZone().then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
