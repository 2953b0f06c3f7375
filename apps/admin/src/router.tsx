import type { QueryClient } from '@tanstack/react-query';
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** What every route's loader receives (STYLE.md: the query client comes through the context). */
export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * A search value as JSON, except a number JavaScript cannot hold exactly (an order number of 20 digits, written as
 * it is above), which stays the text typed.
 */
function readSearchValue(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return typeof value === 'number' && !Number.isSafeInteger(value) ? text : value;
}

/** The back office's router: its pages live under /admin/ (the API serves the build there). */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/admin',
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A text that looks like a number (目标编号 6) is written as it is (target=6), not quoted as JSON (target=%226%22);
    // the page reads it back as text (features/audit/audit-search.ts).
    stringifySearch: stringifySearchWith(JSON.stringify),
    parseSearch: parseSearchWith(readSearchValue),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
