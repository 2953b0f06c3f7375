// First: the stored login key is read when lib/storage.ts is evaluated, so a ?key= must be kept before that.
import './lib/address-key';
import './styles/global.css';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { appStore } from './lib/app-store';
import { reportError } from './lib/report-error';
import { type AppRouter, createAppRouter } from './router';

// Every failed query or mutation reaches the one reporter (storefront §8).
const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
  mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta) }),
  defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const drawApp = (router: AppRouter) =>
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
// The browser evaluates every module of the app in one task; building the router (forty routes parsed and
// matched) waits for a task of its own, so a tap in between is answered on a slow phone (TBT).
setTimeout(() => {
  const router = createAppRouter(queryClient);
  // The server drew the page's largest pictures before this code arrived (api lib/web-page.ts). The app's
  // first render replaces them, so it must be the page itself, not the blank a route still loading draws:
  // the route loads first (its data is in the page for a signed-out visitor), then the app draws once.
  const firstPaint = root.querySelector('[data-first-paint]');
  const ready = firstPaint ? router.load().catch(() => undefined) : Promise.resolve();
  // Over a first paint the page is already there to tap, so the app draws as a transition: React renders
  // in slices of a few milliseconds and answers a tap between them, where one long task would hold it for a
  // third of a second on a slow phone (TBT). Without one the screen is blank until the app draws: at once.
  void ready.then(() => (firstPaint ? startTransition(() => drawApp(router)) : drawApp(router)));
}, 0);
