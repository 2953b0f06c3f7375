import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ToastHost } from '../components/toast-host';
import { loginDialogAtom } from '../lib/login-dialog';
import { silentModeAtom } from '../lib/storage';
import { AppFooter } from '../features/layout/components/app-footer';
import { AppFrame } from '../features/layout/components/app-frame';
import { AppHeader } from '../features/layout/components/app-header';
import { categoryTreeQueryOptions } from '../features/layout/api/get-category-tree';
import type { RouterContext } from '../router';

// The dialog's code loads only when someone opens it (a small first route).
const LoginDialog = lazy(() => import('../features/auth/components/login-dialog'));

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => {
    // Not awaited: the header draws its skeleton while the page's own data loads in parallel.
    void context.queryClient.prefetchQuery(categoryTreeQueryOptions());
  },
  component: RootLayout,
});

function RootLayout() {
  const silent = useAtomValue(silentModeAtom);
  const dialog = useAtomValue(loginDialogAtom);
  return (
    <AppFrame
      silent={silent}
      header={<AppHeader />}
      after={
        <>
          <AppFooter />
          {dialog.opened && (
            <Suspense>
              <LoginDialog />
            </Suspense>
          )}
          <ToastHost />
        </>
      }
    >
      <Outlet />
    </AppFrame>
  );
}
