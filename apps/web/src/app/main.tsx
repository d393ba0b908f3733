import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/index.css';
import { meQueryOptions } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { loadUtilityTimeZone } from '@/lib/utility-time-zone';
import { Providers } from './providers';
import { createRouter } from './router';

// The session probe and the time zone call go out first: creating the router starts a deep link's route chunks
// (dozens of requests), and on HTTP/1.1's six connections per host the calls would queue behind them (issue 12:
// a list's first paint waits for both calls and the chunks).
const queryClient = createQueryClient();
void queryClient.prefetchQuery(meQueryOptions());
const timeZone = loadUtilityTimeZone();
const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Dates are shown in the utility's zone from the first paint: one small call before rendering.
void timeZone.then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
