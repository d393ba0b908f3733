import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { toastRaised } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { useAppliedTheme } from '@/lib/theme';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';

// Toasts (sonner) load with the first toast, or once the page has settled, not with the login page (issue 12:
// initial JavaScript budget) nor on a deep link's way to its first paint (issue 12: LCP, TBT). A toast raised
// before the Toaster is there shows when it mounts.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));
/** How long after the first render the Toaster mounts when no toast has asked for it. */
export const TOASTER_SETTLE_MS = 3000;
/**
 * A phone's toasts keep this far from each side (sonner centres them, 2 × this narrower than the screen): a
 * full-screen dialog's Close (top right) and the header's menu button (top left) stay in sight and reach.
 */
const PHONE_TOAST_SIDE = 56;

/** True TOASTER_SETTLE_MS after the first render, once a deep link has painted its page. */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), TOASTER_SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return settled;
}

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
  const raised = useSyncExternalStore(toastRaised.subscribe, toastRaised.get);
  const settled = useSettled();
  const phone = useMediaQuery(PHONE_QUERY, false);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {(raised || settled) && (
        <Suspense fallback={null}>
          {/* Bottom right, away from the header's controls; on a phone at the top, off the review dialog's
              decision bar and the list's pager, which a decision's toast (with its Undo) would cover, and clear
              of the corners' controls (issue 38). */}
          <Toaster
            position={phone ? 'top-center' : 'bottom-right'}
            mobileOffset={{ left: PHONE_TOAST_SIDE }}
            closeButton
            duration={5000}
            theme={dark ? 'dark' : 'light'}
            containerAriaLabel="Toast messages"
          />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
