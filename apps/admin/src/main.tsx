import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/tiptap/styles.css';
import '@mantine/dropzone/styles.css';
// After Mantine's own (unlayered) styles, which it builds on.
import 'mantine-datatable/styles.css';
import '@mantine/charts/styles.css';
import 'dayjs/locale/zh-cn';
import './styles/admin.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportError } from './lib/report-error';
import { theme } from './lib/theme';
import { createAppRouter } from './router';

/** The app's queries, every failure of which reaches the one reporter (the server's Chinese message, shown as it is). */
function createQueryClient(): QueryClient {
  const queryCache = new QueryCache({ onError: reportError });
  const mutationCache = new MutationCache({ onError: reportError });
  return new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}

const queryClient = createQueryClient();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1 }}>
        <Notifications position="top-center" />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createAppRouter(queryClient)} />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  </StrictMode>,
);
