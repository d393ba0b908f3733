import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/index.css';
import { loadUtilityTimeZone } from '@/lib/utility-time-zone';
import { Providers } from './providers';
import { createRouter } from './router';

const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Dates are shown in the utility's zone from the first paint: one small call before rendering.
void loadUtilityTimeZone().then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
