// Mantine's variables (24 kB of CSS on :root) and its global classes load with the parts that use it, not with
// every first page: the page's first styles are smaller to fetch and to match on a phone.
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../lib/theme';

/**
 * Mantine's provider, around each of the few parts that use Mantine (dialogs, the review stars, the
 * order progress bar) rather than around the app: its theming code then loads with those parts, not
 * with every first page (storefront §2 pages open without it).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}
